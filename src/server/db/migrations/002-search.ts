import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * The search index: one `search_items` row per labelled thing, kept in step with its source
 * table by triggers, plus a word index over the names (FTS5 on SQLite, a GIN-indexed
 * tsvector on PostgreSQL). See docs/decisions/006-search.md.
 *
 * `pos` orders name matches without sorting: each kind owns a range of SPAN positions
 * (ranked SKUs, then batches, ...) and a new row takes the next lower position in its
 * range, so ascending `pos` reads "by kind, newest first" straight off the index.
 */
const SPAN = 1_000_000_000_000;

/** A table whose rows join the index. Later kinds (mixtures, templates, instances) call indexTable from their own migration. */
export interface IndexedTable {
  table: string;
  kind: string;
  /** Order of this kind among name matches; ranges must not overlap. */
  rank: number;
  /** Column holding the searchable name, or null for things without one (bins). */
  name: string | null;
  /** Column holding the parent SKU, for kinds that have one. */
  skuId: string | null;
  /**
   * Further columns whose words find a row too (a customer's contact and email, migration 019):
   * the index's name then holds them after the name, so search answers such a kind's name from
   * its own table.
   */
  alsoFound?: string[];
}

const CORE_TABLES: IndexedTable[] = [
  { table: 'skus', kind: 'sku', rank: 0, name: 'name', skuId: null },
  { table: 'batches', kind: 'batch', rank: 1, name: 'name', skuId: 'sku_id' },
  // Bins have no name: they are found by id only, never by a name match.
  { table: 'bins', kind: 'bin', rank: 9, name: null, skuId: null },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('search_items')
    .addColumn('pos', pg ? 'bigint' : 'integer', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  if (pg) {
    // Words are split on anything but letters and digits, as the query side splits them.
    await sql`alter table search_items add column words tsvector generated always as
      (to_tsvector('simple', regexp_replace(name, '[^[:alnum:]]+', ' ', 'g'))) stored`.execute(db);
    await sql`create index search_items_words on search_items using gin (words)`.execute(db);
    await sql`create sequence search_items_seq`.execute(db);
  } else {
    // A prefix index per length up to 20 characters lets "word*" stream matches in position
    // order; a longer prefix is still answered, but FTS5 then gathers all its matches first.
    // detail=none: only "which rows" is needed, which keeps the index small and fast.
    await sql`create virtual table search_fts using fts5(name, content='search_items', content_rowid='pos',
      tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'", detail=none,
      prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20')`.execute(db);
    await sql`create trigger search_fts_insert after insert on search_items begin
      insert into search_fts (rowid, name) values (new.pos, new.name); end`.execute(db);
    await sql`create trigger search_fts_delete after delete on search_items begin
      insert into search_fts (search_fts, rowid, name) values ('delete', old.pos, old.name); end`.execute(db);
    await sql`create trigger search_fts_update after update of name on search_items begin
      insert into search_fts (search_fts, rowid, name) values ('delete', old.pos, old.name);
      insert into search_fts (rowid, name) values (new.pos, new.name); end`.execute(db);
  }

  for (const source of CORE_TABLES) await indexTable(db, source);
}

/** Fills the index from a table's existing rows (oldest first, so newer rows sort first) and keeps it in step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function indexTable(db: Kysely<any>, source: IndexedTable): Promise<void> {
  const top = (source.rank + 1) * SPAN;
  await sql`insert into search_items (pos, item_id, kind, sku_id, name)
    select ${sql.lit(top)} - row_number() over (order by created_at, id), id, ${sql.lit(source.kind)},
      ${columnOf('', source.skuId)}, ${indexedText('', source)}
    from ${sql.table(source.table)}`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db, source, top);
  else await sqliteTriggers(db, source, top);
}

/** `prefix.column`, or a literal when the table has no such column. */
const columnOf = (prefix: string, column: string | null, otherwise = 'null') => sql.raw(column === null ? otherwise : `${prefix}${column}`);

/** The text indexed for a row: its name (empty without one), then its alsoFound columns, space apart. */
function indexedText(prefix: string, source: IndexedTable) {
  const name = columnOf(prefix, source.name, "''");
  const more = (source.alsoFound ?? []).map((column) => sql`coalesce(${columnOf(prefix, column)}, '')`);
  return more.length === 0 ? name : sql.join([name, ...more], sql` || ' ' || `);
}

/** Columns whose change must reach the index. */
const watched = (source: IndexedTable) =>
  sql.raw([source.name, source.skuId, 'id', ...(source.alsoFound ?? [])].filter(Boolean).join(', '));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
async function sqliteTriggers(db: Kysely<any>, source: IndexedTable, top: number): Promise<void> {
  const table = sql.table(source.table);
  const trigger = (event: string) => sql.id(`search_${source.table}_${event}`);
  const kind = sql.lit(source.kind);
  // SQLite runs one writer at a time, so the next free position is simply one below the lowest in the range.
  await sql`create trigger ${trigger('insert')} after insert on ${table} begin
    insert into search_items (pos, item_id, kind, sku_id, name) values (
      (select coalesce(min(pos), ${sql.lit(top)}) - 1 from search_items
        where pos >= ${sql.lit(top - SPAN)} and pos < ${sql.lit(top)}),
      new.id, ${kind}, ${columnOf('new.', source.skuId)}, ${indexedText('new.', source)}); end`.execute(db);
  await sql`create trigger ${trigger('update')} after update of ${watched(source)} on ${table} begin
    update search_items set item_id = new.id, sku_id = ${columnOf('new.', source.skuId)},
      name = ${indexedText('new.', source)} where item_id = old.id; end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${table} begin
    delete from search_items where item_id = old.id; end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
async function postgresTriggers(db: Kysely<any>, source: IndexedTable, top: number): Promise<void> {
  // Concurrent writers each take their own sequence value, so two inserts never collide on pos.
  // The backfill above used row numbers, so the sequence moves past every position now taken.
  await sql`select setval('search_items_seq', greatest((select last_value from search_items_seq),
      (select max(${sql.lit(SPAN)} - pos % ${sql.lit(SPAN)}) from search_items)))`.execute(db);
  const fn = sql.id(`search_sync_${source.table}`);
  const kind = sql.lit(source.kind);
  await sql`create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into search_items (pos, item_id, kind, sku_id, name) values
          (${sql.lit(top)} - nextval('search_items_seq'), new.id, ${kind}, ${columnOf('new.', source.skuId)}, ${indexedText('new.', source)});
      elsif tg_op = 'UPDATE' then
        update search_items set item_id = new.id, sku_id = ${columnOf('new.', source.skuId)},
          name = ${indexedText('new.', source)} where item_id = old.id;
      else
        delete from search_items where item_id = old.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger search_sync after insert or update of ${watched(source)} or delete on ${sql.table(source.table)}
    for each row execute function ${fn}()`.execute(db);
}
