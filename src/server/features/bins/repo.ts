import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';

export interface BinRow {
  id: string;
  props: string | null;
}

export async function findBin(db: DB | Trx, id: string): Promise<BinRow | undefined> {
  return db.selectFrom('bins').select(['id', 'props']).where('id', '=', id).executeTakeFirst();
}

export async function insertBin(trx: Trx, id: string, props: string | null): Promise<void> {
  await trx.insertInto('bins').values({ id, props, created_at: Date.now() }).execute();
}

export async function updateBinProps(trx: Trx, id: string, props: string | null): Promise<void> {
  await trx.updateTable('bins').set({ props }).where('id', '=', id).execute();
}

export async function deleteBinRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('bins').where('id', '=', id).execute();
}
