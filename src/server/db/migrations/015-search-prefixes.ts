import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * PostgreSQL finds names by word prefix through a table with one row per prefix of every word
 * of every indexed name (docs/decisions/029-search-at-a-million.md). Its primary key (prefix,
 * pos) hands a prefix's matches over in position order, so a page or a count stops after the
 * rows it needs, as FTS5's prefix indexes do on SQLite; the GIN word index answered a prefix by
 * collecting all its matches first. The words are the lexemes of `search_items.words`, so both
 * read a name alike. SQLite keeps FTS5.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // Byte order: the prefixes are only compared for equality, which needs no locale.
  await sql`create table search_prefixes (prefix text collate "C" not null, pos bigint not null)`.execute(db);
  await sql`create function search_prefixes_of(words tsvector) returns setof text language sql immutable strict parallel safe
    as $$ select distinct left(word, n) from unnest(tsvector_to_array(words)) word, generate_series(1, length(word)) n $$`.execute(db);
  // Filled before the key exists: building the index once is much faster than growing it row by row.
  await sql`insert into search_prefixes (prefix, pos) select prefix, pos from search_items, search_prefixes_of(words) prefix`.execute(db);
  await sql`alter table search_prefixes add primary key (prefix, pos)`.execute(db);
  await sql`analyze search_prefixes`.execute(db);
  // No query reads the GIN word index any more; the words column stays as the prefixes' source.
  await sql`drop index search_items_words`.execute(db);

  // search_items.pos never changes and words follow the name, so a row's prefixes change only with its words.
  await sql`create function search_prefixes_sync() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        delete from search_prefixes where prefix = any(array(select search_prefixes_of(old.words))) and pos = old.pos;
      end if;
      if tg_op <> 'DELETE' then
        insert into search_prefixes (prefix, pos) select prefix, new.pos from search_prefixes_of(new.words) prefix;
      end if;
      return null;
    end $$`.execute(db);
  // The conditions keep nameless rows (runs, unnamed lots) and unchanged names from calling the function at all.
  await sql`create trigger search_prefixes_insert after insert on search_items
    for each row when (length(new.words) > 0) execute function search_prefixes_sync()`.execute(db);
  await sql`create trigger search_prefixes_update after update of name on search_items
    for each row when (old.words is distinct from new.words) execute function search_prefixes_sync()`.execute(db);
  await sql`create trigger search_prefixes_delete after delete on search_items
    for each row when (length(old.words) > 0) execute function search_prefixes_sync()`.execute(db);
}
