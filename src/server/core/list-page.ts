import { sql, type RawBuilder } from 'kysely';
import type { SortOrder } from '../../shared/contract/query-params';
import { isPostgres, type DB } from '../db/connect';
import { LIST_MATCH, wordsOf } from '../db/words';

/** What every list (bins, SKUs, batches, mixtures, step templates, customers) shares: a page of rows matching a text, sorted. */

/** What a list's text filter matches: the text inside an id, or its words at the start of a name's words. */
export interface TextFilter {
  /** the whole text as a lower-case LIKE pattern, escaped (see containsPattern) */
  idPattern: string;
  /** its words, lower-case with accents folded (db/words.ts) */
  words: string[];
}

/** One page of a list: which rows match, how they are ordered, which slice to answer. */
export interface ListPage<S extends string> {
  /** null lists everything */
  filter: TextFilter | null;
  sort: S;
  order: SortOrder;
  offset: number;
  limit: number;
}

/** `\` escapes LIKE's own wildcards, so a typed % or _ matches itself. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A filter's text; blank filters nothing. */
export const textFilter = (text: string | undefined): TextFilter | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : { idPattern: containsPattern(trimmed), words: wordsOf(trimmed) };
};

export type Table = 'bins' | 'skus' | 'batches' | 'mixtures' | 'step_templates' | 'customers';

/** The id contains the text, in any case (ids are ASCII, which both databases fold). */
export const idContains = (column: string, filter: TextFilter) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${filter.idPattern} escape '\\'`;

/**
 * Each of `words` begins a word of the column, in any case and accents folded, as the search
 * index matches names. PostgreSQL folds with migration 006's search_fold; SQLite with the
 * function every connection registers (db/words.ts).
 */
export function startsWords(db: DB, column: string, words: readonly string[]): RawBuilder<boolean> {
  if (words.length === 0) return sql<boolean>`1 = 0`;
  if (!isPostgres(db)) return sql<boolean>`${sql.raw(LIST_MATCH)}(${sql.ref(column)}, ${words.join(' ')}) = 1`;
  const spaced = sql`(' ' || regexp_replace(search_fold(lower(${sql.ref(column)})), '[^[:alnum:]]+', ' ', 'g'))`;
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${spaced} like ${`% ${word}%`}`),
    sql` and `,
  )})`;
}

/** The id contains the text, or the name has a word starting with each of its words. */
export const idOrNameMatch = (db: DB, table: Table, filter: TextFilter) =>
  sql<boolean>`(${idContains(`${table}.id`, filter)} or ${startsWords(db, `${table}.name`, filter.words)})`;

/** Names sort in any case; the id breaks ties, so pages never overlap. */
export const sortKey = (table: Table, sort: string) =>
  sort === 'name' ? sql`lower(${sql.ref(`${table}.name`)})` : sql.ref(`${table}.${sort}`);

export const countOf = async (row: Promise<{ total: number | string }>): Promise<number> => Number((await row).total);

/** The repo's page from a list query: blank text lists everything. */
export function pageOf<S extends string>(query: {
  text?: string | undefined;
  sort: S;
  order: ListPage<S>['order'];
  startingFrom: number;
  limit: number;
}): ListPage<S> {
  return {
    filter: textFilter(query.text),
    sort: query.sort,
    order: query.order,
    offset: query.startingFrom,
    limit: query.limit,
  };
}

export const paged = <T>(query: { startingFrom: number; limit: number }, total: number, items: T[]) => ({
  total,
  starting_from: query.startingFrom,
  limit: query.limit,
  items,
});
