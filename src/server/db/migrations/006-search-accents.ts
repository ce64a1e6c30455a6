import { sql, type Kysely } from 'kysely';
import { ACCENTED, UNACCENTED } from '../accents';
import { isPostgres } from '../connect';

/**
 * Names match without their accents: "creme" finds "Crème" and "Crème" finds "Creme"
 * (docs/decisions/006-search.md). The word index is rebuilt with accents folded; the names
 * themselves are kept as written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // A plain SQL function rather than the unaccent extension, which not every server lets a user install.
    await sql`create function search_fold(name text) returns text language sql immutable strict parallel safe
      as $$ select translate(name, ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)}) $$`.execute(db);
    // Dropping the column drops its GIN index; adding it again computes every row's words.
    await sql`alter table search_items drop column words`.execute(db);
    await sql`alter table search_items add column words tsvector generated always as
      (to_tsvector('simple', regexp_replace(search_fold(name), '[^[:alnum:]]+', ' ', 'g'))) stored`.execute(db);
    await sql`create index search_items_words on search_items using gin (words)`.execute(db);
  } else {
    // As migration 002 made it, but folding diacritics; the triggers on search_items name the table, not its options, so they stay.
    await sql`drop table search_fts`.execute(db);
    await sql`create virtual table search_fts using fts5(name, content='search_items', content_rowid='pos',
      tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'", detail=none,
      prefix='1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20')`.execute(db);
    await sql`insert into search_fts (search_fts) values ('rebuild')`.execute(db);
  }
}
