import type { Insertable, Updateable } from 'kysely';
import { isPostgres, type DB } from '../db/connect';
import type { BatchesTable } from '../db/schema';
import type { Trx } from '../db/transaction';
import { precompiledRows } from '../db/precompiled-rows';

export interface BatchRow {
  id: string;
  sku_id: string | null;
  name: string;
  props: string | null;
  created_at: number;
  expires_on: string | null;
  supplier_lot: string | null;
}

/** `lock` holds the batch while it is changed or deleted, so its parent check cannot go stale. */
export async function findBatch(db: DB | Trx, id: string, lock = false): Promise<BatchRow | undefined> {
  let query = db
    .selectFrom('batches')
    .select(['id', 'sku_id', 'name', 'props', 'created_at', 'expires_on', 'supplier_lot'])
    .where('id', '=', id);
  // SQLite runs one writer at a time, so rows need no lock of their own there.
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

// A run makes a few batches at a time: compiled once per number of rows.
const insertBatchRows = precompiledRows((db, rows: Insertable<BatchesTable>[]) => db.insertInto('batches').values(rows));

/** New batches, every column given (null for none). */
export async function insertBatches(trx: Trx, rows: readonly Insertable<BatchesTable>[]): Promise<void> {
  await insertBatchRows(trx, rows);
}

export const insertBatch = (trx: Trx, row: Insertable<BatchesTable>): Promise<void> => insertBatches(trx, [row]);

export async function updateBatchRow(trx: Trx, id: string, changes: Updateable<BatchesTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('batches').set(changes).where('id', '=', id).execute();
}

export async function deleteBatchRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('batches').where('id', '=', id).execute();
}
