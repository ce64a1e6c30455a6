import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { archivedNamesOf } from '../archive/records';
import { liveNames } from './lookup';

/**
 * Names of the SKUs and batches among `ids`, live or archived, so history rows and traces
 * keep showing what a deleted thing was called. Ids without a name are absent.
 */
export async function namesOf(db: DB | Trx, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [live, archived] = await Promise.all([liveNames(db, unique), archivedNamesOf(db, unique)]);
  return new Map([...archived, ...live].map((row) => [row.id, row.name]));
}
