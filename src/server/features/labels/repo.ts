import type { DB } from '../../db/connect';
import { TABLE_OF_PREFIX } from '../../db/id-tables';

/**
 * Names of the labelled things among `ids` that exist (null for bins, which have no name).
 * Mixtures have no table yet, so MIX ids are never found.
 */
export async function findLabelNames(db: DB, ids: readonly string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  const withPrefix = (prefix: string) => unique.filter((id) => id.startsWith(prefix));
  const found = new Map<string, string | null>();
  const bins = withPrefix('BIN');
  if (bins.length > 0) {
    for (const row of await db.selectFrom('bins').select('id').where('id', 'in', bins).execute()) found.set(row.id, null);
  }
  for (const prefix of ['SKU', 'BAT'] as const) {
    const table = TABLE_OF_PREFIX[prefix];
    const wanted = withPrefix(prefix);
    if (wanted.length === 0) continue;
    for (const row of await db.selectFrom(table).select(['id', 'name']).where('id', 'in', wanted).execute()) found.set(row.id, row.name);
  }
  return found;
}
