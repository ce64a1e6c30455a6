import type { Insertable, Updateable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { SkusTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import type { Unit } from '../../../shared/units';

export interface SkuRow {
  id: string;
  name: string;
  props: string | null;
  created_at: number;
  unit: Unit;
}

/**
 * `update` locks the SKU while it is changed or deleted; `key share` locks it while a batch
 * is made its child, so a concurrent delete waits and then sees the child.
 */
export type SkuLock = 'update' | 'key share';

export async function findSku(db: DB | Trx, id: string, lock?: SkuLock): Promise<SkuRow | undefined> {
  let query = db.selectFrom('skus').select(['id', 'name', 'props', 'created_at', 'unit']).where('id', '=', id);
  // SQLite runs one writer at a time, so rows need no lock of their own there.
  if (lock && isPostgres(db)) query = lock === 'update' ? query.forUpdate() : query.forKeyShare();
  return query.executeTakeFirst();
}

export async function insertSku(trx: Trx, row: Insertable<SkusTable>): Promise<void> {
  await trx.insertInto('skus').values(row).execute();
}

export async function updateSkuRow(trx: Trx, id: string, changes: Updateable<SkusTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('skus').set(changes).where('id', '=', id).execute();
}

export async function deleteSkuRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('skus').where('id', '=', id).execute();
}

/** The SKU's batches in the order they were created. */
export async function batchesOfSku(db: DB | Trx, skuId: string, limit?: number): Promise<{ id: string; name: string }[]> {
  let query = db.selectFrom('batches').select(['id', 'name']).where('sku_id', '=', skuId).orderBy('created_at').orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** Where a SKU's stock is: entries of the SKU itself and of every batch of it. */
export async function skuStockEntries(db: DB | Trx, skuId: string): Promise<{ bin_id: string; item_id: string; quantity: number }[]> {
  return db
    .selectFrom('bin_contents')
    .select(['bin_id', 'item_id', 'quantity'])
    .where((eb) =>
      eb.or([eb('item_id', '=', skuId), eb('item_id', 'in', eb.selectFrom('batches').select('id').where('sku_id', '=', skuId))]),
    )
    .orderBy('bin_id')
    .orderBy('item_id')
    .execute();
}
