import type { HistoryEntry, OperationRef } from '../../shared/contract/history';

export interface OperationGroup {
  operation: OperationRef;
  /** never empty: a group starts with its first row */
  entries: [HistoryEntry, ...HistoryEntry[]];
}

/**
 * Gathers a page of ledger rows into their operations, keeping the page's order. Only
 * neighbours join: rows of one operation are written together, so they sit side by side.
 */
export function groupByOperation(entries: readonly HistoryEntry[]): OperationGroup[] {
  const groups: OperationGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.operation.id === entry.operation.id) last.entries.push(entry);
    else groups.push({ operation: entry.operation, entries: [entry] });
  }
  return groups;
}
