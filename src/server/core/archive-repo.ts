import type { Insertable } from 'kysely';
import type { DB } from '../db/connect';
import { oneOf } from '../db/id-set';
import type { ArchivedItemsTable } from '../db/schema';
import type { Trx } from '../db/transaction';

export type ArchivedRow = Insertable<ArchivedItemsTable>;

/**
 * Whether an id appears in the ledger: as a bin units entered or left, or as an item that
 * moved. Such an id is evidence and is never given to a new thing.
 */
export async function appearsInLedger(db: DB | Trx, id: string): Promise<boolean> {
  const query = db.selectFrom('movements').select('id');
  const bin = id.startsWith('BIN');
  // One indexed probe per column, rather than an OR that could scan.
  const probes = bin ? [query.where('from_bin', '=', id), query.where('to_bin', '=', id)] : [query.where('item_id', '=', id)];
  for (const probe of probes) {
    if ((await probe.limit(1).executeTakeFirst()) !== undefined) return true;
  }
  return false;
}

/** Whether a lot or mixture was ever put on recall hold: a hold is on the record, like a movement. */
export async function appearsInHolds(db: DB | Trx, id: string): Promise<boolean> {
  return (await db.selectFrom('item_holds').select('id').where('item_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

/** Whether an archived batch still names this SKU as its parent. */
export async function namedByArchivedBatch(db: DB | Trx, skuId: string): Promise<boolean> {
  const row = await db.selectFrom('archived_items').select('id').where('sku_id', '=', skuId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether anything deleted is archived under the id. */
export async function isArchived(db: DB | Trx, id: string): Promise<boolean> {
  return (await db.selectFrom('archived_items').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertArchived(trx: Trx, row: ArchivedRow): Promise<void> {
  await trx.insertInto('archived_items').values(row).execute();
}

/** Names of archived things among `ids`, for history rows and traces. */
export async function archivedNames(db: DB | Trx, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('archived_items').select(['id', 'name']).where('id', 'in', oneOf(db, ids)).execute();
}
