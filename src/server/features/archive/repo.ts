import type { Insertable } from 'kysely';
import type { DB } from '../../db/connect';
import type { ArchivedItemsTable, ArchivedKind } from '../../db/schema';
import type { Trx } from '../../db/transaction';

export type ArchivedRow = Insertable<ArchivedItemsTable>;

const COLUMNS = [
  'id',
  'kind',
  'name',
  'sku_id',
  'zone',
  'notes',
  'props',
  'codes',
  'created_at',
  'archived_at',
  'unit',
  'expires_on',
  'supplier_lot',
] as const;

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

/** Whether an archived batch still names this SKU as its parent. */
export async function namedByArchivedBatch(db: DB | Trx, skuId: string): Promise<boolean> {
  const row = await db.selectFrom('archived_items').select('id').where('sku_id', '=', skuId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function findArchived(db: DB | Trx, id: string) {
  return db.selectFrom('archived_items').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertArchived(trx: Trx, row: ArchivedRow): Promise<void> {
  await trx.insertInto('archived_items').values(row).execute();
}

export async function deleteArchived(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('archived_items').where('id', '=', id).execute();
}

export async function countArchived(db: DB, kind: ArchivedKind | undefined): Promise<number> {
  let query = db.selectFrom('archived_items').select((eb) => eb.fn.countAll<number | string>().as('total'));
  if (kind) query = query.where('kind', '=', kind);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** Newest deletions first. */
export async function pageOfArchived(db: DB, kind: ArchivedKind | undefined, offset: number, limit: number) {
  let query = db.selectFrom('archived_items').select(COLUMNS);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('archived_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

/** Names of archived things among `ids`, for history rows and traces. */
export async function archivedNames(db: DB | Trx, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('archived_items').select(['id', 'name']).where('id', 'in', ids).execute();
}
