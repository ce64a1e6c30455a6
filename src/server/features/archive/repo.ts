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
  'contact',
  'email',
  'phone',
  'address',
] as const;

export async function findArchived(db: DB | Trx, id: string) {
  return db.selectFrom('archived_items').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function deleteArchived(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('archived_items').where('id', '=', id).execute();
}

/** Which entries a list reads: of one kind, or the one of an id; all when neither is given. */
export interface ArchiveFilter {
  kind?: ArchivedKind | undefined;
  id?: string | undefined;
}

function matching(db: DB, { kind, id }: ArchiveFilter) {
  let query = db.selectFrom('archived_items');
  if (kind) query = query.where('kind', '=', kind);
  if (id) query = query.where('id', '=', id);
  return query;
}

export async function countArchived(db: DB, filter: ArchiveFilter): Promise<number> {
  const query = matching(db, filter).select((eb) => eb.fn.countAll<number | string>().as('total'));
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** Newest deletions first. */
export async function pageOfArchived(db: DB, filter: ArchiveFilter, offset: number, limit: number) {
  return matching(db, filter).select(COLUMNS).orderBy('archived_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}
