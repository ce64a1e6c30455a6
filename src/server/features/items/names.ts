import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { archivedNamesOf } from '../archive/records';
import { mixtureNames } from '../mixtures/names';
import { liveNames } from './lookup';
import { isMixture } from './resource';

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
