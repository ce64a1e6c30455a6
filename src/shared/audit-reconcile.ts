import type { AuditLine, AuditResult } from './contract/audit';

/**
 * Compares what the ledger says a bin holds with what was counted. Every item of either
 * side gets a line: matched, over (more found), short (fewer found, including none), or
 * unexpected (found but not on record at all). Lines come in item order. Shared, so the
 * audit screen shows before booking exactly the lines the server will book.
 */
export function reconcile(expected: Record<string, number>, counted: Record<string, number>): AuditLine[] {
  const items = [...new Set([...Object.keys(expected), ...Object.keys(counted)])].sort();
  return items
    .map((item_id) => {
      const onRecord = expected[item_id] ?? 0;
      const found = counted[item_id] ?? 0;
      const difference = found - onRecord;
      const result: AuditResult =
        difference === 0 ? 'matched' : onRecord === 0 ? 'unexpected' : difference > 0 ? 'over' : 'short';
      return { item_id, expected: onRecord, counted: found, difference, result };
    })
    .filter((line) => line.expected !== 0 || line.counted !== 0);
}
