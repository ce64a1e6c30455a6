import { isPostgres, type DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { TABLE_OF_PREFIX } from '../../db/id-tables';
import { isMixture, itemKind } from './resource';

/** Reads about items and bin entries that several features share; writes stay in each feature's repo. */

/**
 * Whether a SKU or batch exists. Mixtures have no table yet, so a MIX id is never found.
 * Inside a PostgreSQL transaction the row is key-share-locked until commit, so the item
 * cannot be deleted between this check and the stock change that names it.
 */
export async function itemExists(db: DB | Trx, id: string): Promise<boolean> {
  if (isMixture(id)) return false;
  let query = db.selectFrom(TABLE_OF_PREFIX[itemKind(id)]).select('id').where('id', '=', id);
  if (db.isTransaction && isPostgres(db)) query = query.forKeyShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/** Names of live SKUs and batches among `ids`. */
export async function liveNames(db: DB | Trx, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('skus')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .unionAll(db.selectFrom('batches').select(['id', 'name']).where('id', 'in', ids))
    .execute();
}

/** Bin entries of any item (SKU or batch), by bin. */
export async function binEntriesOf(
  db: DB | Trx,
  itemId: string,
  limit?: number,
): Promise<{ bin_id: string; item_id: string; quantity: number }[]> {
  let query = db
    .selectFrom('bin_contents')
    .select(['bin_id', 'item_id', 'quantity'])
    .where('item_id', '=', itemId)
    .orderBy('bin_id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** A bin's entries, by item. */
export async function contentsOfBin(db: DB | Trx, binId: string): Promise<{ item_id: string; quantity: number }[]> {
  return db
    .selectFrom('bin_contents')
    .select(['item_id', 'quantity'])
    .where('bin_id', '=', binId)
    .orderBy('item_id')
    .execute();
}
