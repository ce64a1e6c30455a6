import type { DB } from '../db/connect';
import { oneOf } from '../db/id-set';
import type { Trx } from '../db/transaction';
import { isMixture } from '../stock-core/item-kind';
import { archivedNamesOf } from './archive';
import { liveNames } from './items';

/**
 * Names of the SKUs, batches and mixtures among `ids`, live or archived, so history rows and
 * traces keep showing what a deleted thing was called. Ids without a name are absent.
 */
export async function namesOf(db: DB | Trx, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const mixtures = unique.filter(isMixture);
  const [live, mixed] = await Promise.all([liveNames(db, unique), mixtures.length > 0 ? mixtureNames(db, mixtures) : []]);
  const names = new Map([...live, ...mixed].map((row) => [row.id, row.name]));
  // The archive is asked only for what is not live: most answers (a mixture's components, a page of history) need no archive at all.
  const missing = unique.filter((id) => !names.has(id));
  if (missing.length > 0) for (const row of await archivedNamesOf(db, missing)) names.set(row.id, row.name);
  return names;
}

/** A mixture is called by its SKU's name; empty when the SKU has none or is gone. */
export async function mixtureNames(db: DB | Trx, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('mixtures')
    .leftJoin('skus', 'skus.id', 'mixtures.sku_id')
    .select(['mixtures.id', 'skus.name'])
    .where('mixtures.id', 'in', oneOf(db, ids))
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name ?? '' }));
}

/** Customers' names: the search index holds a customer's contact and email after its name (migration 019). */
export async function customerNames(db: DB | Trx, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('customers').select(['id', 'name']).where('id', 'in', oneOf(db, ids)).execute();
}

/** Names of the bins among `ids`, live or deleted (archived). */
export async function binNamesOf(db: DB | Trx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bins')
    .select(['id', 'name'])
    .where('id', 'in', oneOf(db, ids))
    .unionAll(db.selectFrom('archived_items').select(['id', 'name']).where('kind', '=', 'bin').where('id', 'in', oneOf(db, ids)))
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
