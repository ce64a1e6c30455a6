import type { DB } from '../../db/connect';
import { oneOf } from '../../db/id-set';
import { TABLE_OF_PREFIX } from '../../db/id-tables';
import { mixtureNames } from '../../core/names';

/**
 * Names of the labelled things among `ids` that exist (null for one without a name, so its
 * label prints none). A mixture is labelled with its SKU's name, a run (not undone) with its template's.
 */
export async function findLabelNames(db: DB, ids: readonly string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  const withPrefix = (prefix: string) => unique.filter((id) => id.startsWith(prefix));
  const found = new Map<string, string | null>();
  for (const prefix of ['BIN', 'SKU', 'BAT', 'TPL', 'CUS'] as const) {
    const table = TABLE_OF_PREFIX[prefix];
    const wanted = withPrefix(prefix);
    if (wanted.length === 0) continue;
    for (const row of await db.selectFrom(table).select(['id', 'name']).where('id', 'in', oneOf(db, wanted)).execute())
      found.set(row.id, row.name || null);
  }
  const mixtures = withPrefix('MIX');
  if (mixtures.length > 0) for (const row of await mixtureNames(db, mixtures)) found.set(row.id, row.name || null);
  const runs = withPrefix('INS');
  if (runs.length > 0) {
    const rows = await db
      .selectFrom('step_instances')
      .select(['id', 'template_name'])
      .where('id', 'in', oneOf(db, runs))
      .where('undo_operation_id', 'is', null)
      .execute();
    for (const row of rows) found.set(row.id, row.template_name || null);
  }
  return found;
}
