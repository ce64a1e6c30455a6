import { sql } from 'kysely';
import type { DB } from '../../db/connect';

export interface LedgerMismatch {
  bin_id: string;
  item_id: string;
  contents: number;
  ledger: number;
}

/**
 * Compares every bin entry with the ledger's sum of movements into and out of that bin.
 * An empty list means the stock and its history agree.
 */
export async function findLedgerMismatches(db: DB): Promise<LedgerMismatch[]> {
  const ledger = await sql<{ bin_id: string; item_id: string; total: number | string }>`
    select bin_id, item_id, sum(q) as total from (
      select to_bin as bin_id, item_id, quantity as q from movements where to_bin is not null
      union all
      select from_bin as bin_id, item_id, -quantity as q from movements where from_bin is not null
    ) flows group by bin_id, item_id`.execute(db);
  const contents = await db.selectFrom('bin_contents').select(['bin_id', 'item_id', 'quantity']).execute();

  const key = (bin: string, item: string) => `${bin}\u0000${item}`;
  const expected = new Map<string, number>();
  for (const row of ledger.rows) expected.set(key(row.bin_id, row.item_id), Number(row.total));

  const mismatches: LedgerMismatch[] = [];
  for (const row of contents) {
    const k = key(row.bin_id, row.item_id);
    const fromLedger = expected.get(k) ?? 0;
    if (fromLedger !== row.quantity) mismatches.push({ ...row, contents: row.quantity, ledger: fromLedger });
    expected.delete(k);
  }
  for (const [k, total] of expected) {
    if (total === 0) continue;
    const [bin_id = '', item_id = ''] = k.split('\u0000');
    mismatches.push({ bin_id, item_id, contents: 0, ledger: total });
  }
  return mismatches;
}
