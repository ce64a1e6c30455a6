import type { Insertable, Selectable, Updateable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { BinsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

export type BinRow = Selectable<BinsTable>;

const COLUMNS = ['id', 'name', 'zone', 'notes', 'props', 'created_at'] as const;

/**
 * `lock` holds the bin on PostgreSQL while it is deleted: stock changes key-share-lock
 * their bins, so a forced delete waits for them and none can slip in after it.
 */
export async function findBin(db: DB | Trx, id: string, lock = false): Promise<BinRow | undefined> {
  let query = db.selectFrom('bins').select(COLUMNS).where('id', '=', id);
  // SQLite runs one writer at a time, so rows need no lock of their own there.
  if (lock && isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertBin(trx: Trx, row: Insertable<BinsTable>): Promise<void> {
  await trx.insertInto('bins').values(row).execute();
}

export async function updateBinRow(trx: Trx, id: string, changes: Updateable<BinsTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('bins').set(changes).where('id', '=', id).execute();
}

export async function deleteBinRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('bins').where('id', '=', id).execute();
}
