import { sql } from 'kysely';
import { isPostgres, type DB } from '../db/connect';
import type { Trx } from '../db/transaction';
import { oneOf } from '../db/id-set';
import { TABLE_OF_PREFIX } from '../db/id-tables';
import { isMixture } from '../stock-core/item-kind';
import { DEFAULT_UNIT, type Unit } from '../../shared/units';
import { itemKind } from './resources/items';

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

/** Whether a bin is live (not deleted), read without a lock. */
export async function binIsLive(db: DB | Trx, id: string): Promise<boolean> {
  return (await db.selectFrom('bins').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Names of live SKUs and batches among `ids`. */
export async function liveNames(db: DB | Trx, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('skus')
    .select(['id', 'name'])
    .where('id', 'in', oneOf(db, ids))
    .unionAll(db.selectFrom('batches').select(['id', 'name']).where('id', 'in', oneOf(db, ids)))
    .execute();
}

/** Bin entries of any item (SKU or batch), by bin. */
export async function binEntriesOf(
  db: DB | Trx,
  itemId: string,
  limit?: number,
): Promise<{ bin_id: string; item_id: string; quantity: number }[]> {
  let query = db.selectFrom('bin_contents').select(['bin_id', 'item_id', 'quantity']).where('item_id', '=', itemId).orderBy('bin_id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** A bin's entries, by item. */
export async function contentsOfBin(db: DB | Trx, binId: string): Promise<{ item_id: string; quantity: number }[]> {
  return db.selectFrom('bin_contents').select(['item_id', 'quantity']).where('bin_id', '=', binId).orderBy('item_id').execute();
}

/** A SKU's unit; `ea` for no SKU (an anonymous batch). */
export async function unitOfSku(db: DB | Trx, skuId: string | null): Promise<Unit> {
  if (skuId === null) return DEFAULT_UNIT;
  const row = await db.selectFrom('skus').select('unit').where('id', '=', skuId).executeTakeFirst();
  return row?.unit ?? DEFAULT_UNIT;
}

/**
 * Whether the SKU or any of its batches, live or archived, has ever moved: its unit then
 * gives meaning to booked quantities.
 */
export async function stockHistoryOfSku(db: DB | Trx, skuId: string): Promise<boolean> {
  const row = await db
    .selectFrom('movements')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('item_id', '=', skuId),
        eb('item_id', 'in', eb.selectFrom('batches').select('batches.id').where('batches.sku_id', '=', skuId)),
        eb('item_id', 'in', eb.selectFrom('archived_items').select('archived_items.id').where('archived_items.sku_id', '=', skuId)),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The units of the SKUs, batches and mixtures among `ids`, live or archived: a batch counts in
 * its SKU's unit (live or archived), `ea` without one; a mixture in its SKU's. Ids of nothing
 * known are absent.
 */
export async function unitsOf(db: DB | Trx, ids: readonly string[]): Promise<Map<string, Unit>> {
  if (ids.length === 0) return new Map();
  const ea = sql.lit(DEFAULT_UNIT);
  const rows = await db
    .selectFrom('skus')
    .select(['id', 'unit'])
    .where('id', 'in', oneOf(db, ids))
    .unionAll(
      db
        .selectFrom('batches')
        .leftJoin('skus', 'skus.id', 'batches.sku_id')
        .select((eb) => ['batches.id', eb.fn.coalesce('skus.unit', ea).as('unit')])
        .where('batches.id', 'in', oneOf(db, ids)),
    )
    .unionAll(
      db
        .selectFrom('mixtures')
        .innerJoin('skus', 'skus.id', 'mixtures.sku_id')
        .select(['mixtures.id', 'skus.unit'])
        .where('mixtures.id', 'in', oneOf(db, ids)),
    )
    .unionAll(
      db
        .selectFrom('archived_items as a')
        .leftJoin('skus', 'skus.id', 'a.sku_id')
        .leftJoin('archived_items as parent', 'parent.id', 'a.sku_id')
        .select((eb) => ['a.id', eb.fn.coalesce('a.unit', 'skus.unit', 'parent.unit', ea).as('unit')])
        .where('a.id', 'in', oneOf(db, ids)),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row.unit]));
}
