import { sql, type Kysely } from 'kysely';
import { Zone } from '../../../shared/contract/bins';
import { Name, Note } from '../../../shared/contract/fields';
import { isPostgres } from '../connect';
import { indexTable } from './002-search';

/**
 * Bins are first-class (docs/decisions/014-bin-details.md): a name (searched like SKU and
 * batch names), a zone and notes, as columns. Bins that kept these in props (as the demo
 * data did, under `name`, `zone` and `note`) have them moved into the columns. An archived
 * bin keeps its zone and notes in columns of its own, so a restore puts them back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bins')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('bins').addColumn('zone', 'text').execute();
  await db.schema.alterTable('bins').addColumn('notes', 'text').execute();
  await db.schema.alterTable('archived_items').addColumn('zone', 'text').execute();
  await db.schema.alterTable('archived_items').addColumn('notes', 'text').execute();

  const rows: { id: string; props: string }[] = await db
    .selectFrom('bins')
    .select(['id', 'props'])
    .where('props', 'is not', null)
    .execute();
  for (const row of rows) {
    const details = detailsFromProps(row.props);
    if (details) await db.updateTable('bins').set(details).where('id', '=', row.id).execute();
  }

  // The bins' index rows were made without a name; they are made again, now with it.
  await db.deleteFrom('search_items').where('kind', '=', 'bin').execute();
  if (isPostgres(db)) {
    await sql`drop trigger search_sync on bins`.execute(db);
    await sql`drop function search_sync_bins()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`search_bins_${event}`)}`.execute(db);
  }
  await indexTable(db, { table: 'bins', kind: 'bin', rank: 9, name: 'name', skuId: null });
}

/** Props keys that held a bin's details before they had columns, and the column each goes to. */
const MOVED = [
  { key: 'name', column: 'name', schema: Name },
  { key: 'zone', column: 'zone', schema: Zone },
  { key: 'note', column: 'notes', schema: Note },
] as const;

export interface MovedDetails {
  name?: string;
  zone?: string;
  notes?: string;
  props: string | null;
}

/**
 * The details found in a bin's stored props, and the props without them (null when nothing
 * else is left); undefined when there is nothing to move. A value moves only when its column
 * would accept it through the API, so a long or non-text one stays in props as it was.
 */
export function detailsFromProps(stored: string): MovedDetails | undefined {
  const props: unknown = JSON.parse(stored);
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return undefined;
  const rest: Record<string, unknown> = { ...props };
  const moved: Omit<MovedDetails, 'props'> = {};
  for (const { key, column, schema } of MOVED) {
    const value = schema.safeParse(rest[key]);
    if (!value.success) continue;
    moved[column] = value.data;
    delete rest[key];
  }
  if (Object.keys(moved).length === 0) return undefined;
  return { ...moved, props: Object.keys(rest).length === 0 ? null : JSON.stringify(rest) };
}
