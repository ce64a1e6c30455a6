import type { AuditLine, AuditResult } from './contract/audit';
import { prefixOf } from './labels';

/**
 * What a bin count covers of the bin's contents: its lots and SKUs. A mixture in the bin is
 * left out, neither counted nor written off: it is audited on its own page, and booking its
 * entry alone would part it from its components' quantities.
 */
export const countedContents = (contents: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(contents).filter(([item]) => prefixOf(item) !== 'MIX'));

/**
 * Compares what the ledger says a bin holds with what was counted, mixtures left out (see
 * countedContents). Every item of either side gets a line: matched, over (more found), short
 * (fewer found, including none), or unexpected (found but not on record at all). Lines come
 * in item order. Shared, so the audit screen shows before booking exactly the lines the
 * server will book.
 */
export function reconcile(expected: Record<string, number>, counted: Record<string, number>): AuditLine[] {
  const onRecord = countedContents(expected);
  const items = [...new Set([...Object.keys(onRecord), ...Object.keys(counted)])].sort();
  return items
    .map((item_id) => {
      const before = onRecord[item_id] ?? 0;
      const found = counted[item_id] ?? 0;
      const difference = found - before;
      const result: AuditResult = difference === 0 ? 'matched' : before === 0 ? 'unexpected' : difference > 0 ? 'over' : 'short';
      return { item_id, expected: before, counted: found, difference, result };
    })
    .filter((line) => line.expected !== 0 || line.counted !== 0);
}
