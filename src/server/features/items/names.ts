import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { isMixture } from '../../stock-core/item-kind';
import { archivedNamesOf } from '../archive/records';
import { mixtureNames } from '../mixtures/names';
import type { NamedItem } from '../../../shared/contract/names';
import { liveNames, unitsOf } from './lookup';

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

/** Names of the bins among `ids`, live or deleted (archived). */
export async function binNamesOf(db: DB | Trx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bins')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .unionAll(db.selectFrom('archived_items').select(['id', 'name']).where('kind', '=', 'bin').where('id', 'in', ids))
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Name and unit of each bin, SKU, lot and mixture among `ids` (POST /api/names), live or
 * archived; a bin has no unit. Ids never used are absent.
 */
export async function describeItems(db: DB | Trx, ids: readonly string[]): Promise<Record<string, NamedItem>> {
  const bins = ids.filter((id) => id.startsWith('BIN'));
  const items = ids.filter((id) => !id.startsWith('BIN'));
  const [itemNames, units, binNames] = await Promise.all([namesOf(db, items), unitsOf(db, items), binNamesOf(db, bins)]);
  const described: Record<string, NamedItem> = {};
  for (const [id, name] of binNames) described[id] = { name, unit: null };
  for (const [id, name] of itemNames) described[id] = { name, unit: units.get(id) ?? null };
  return described;
}
