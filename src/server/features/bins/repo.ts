import type { Insertable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { BinsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

export interface BinRow {
  id: string;
  props: string | null;
  created_at: number;
}

/**
 * `lock` holds the bin on PostgreSQL while it is deleted: stock changes key-share-lock
 * their bins, so a forced delete waits for them and none can slip in after it.
 */
export async function findBin(db: DB | Trx, id: string, lock = false): Promise<BinRow | undefined> {
  let query = db.selectFrom('bins').select(['id', 'props', 'created_at']).where('id', '=', id);
  // SQLite runs one writer at a time, so rows need no lock of their own there.
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertBin(trx: Trx, row: Insertable<BinsTable>): Promise<void> {
  await trx.insertInto('bins').values(row).execute();
}

export async function updateBinProps(trx: Trx, id: string, props: string | null): Promise<void> {
  await trx.updateTable('bins').set({ props }).where('id', '=', id).execute();
}

export async function deleteBinRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('bins').where('id', '=', id).execute();
}
