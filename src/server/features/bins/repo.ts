import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/connect';
import type { BinsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

export type BinRow = Selectable<BinsTable>;

const COLUMNS = ['id', 'name', 'zone', 'notes', 'props', 'created_at'] as const;

/** The bin, read without a lock: a delete locks it first (stock-core's lockWholeBin). */
export async function findBin(db: DB | Trx, id: string): Promise<BinRow | undefined> {
  return db.selectFrom('bins').select(COLUMNS).where('id', '=', id).executeTakeFirst();
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
