import type { DB } from '../../db/connect';
import type { ArchivedKind } from '../../db/schema';
import type { Trx } from '../../db/transaction';

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

export async function findArchived(db: DB | Trx, id: string) {
  return db.selectFrom('archived_items').select(COLUMNS).where('id', '=', id).executeTakeFirst();
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
