import { sql } from 'kysely';
import type { SortOrder } from '../../shared/contract/query-params';

/** What every list (bins, SKUs, batches, step templates) shares: a page of rows matching a text, sorted. */

/** One page of a list: which rows match, how they are ordered, which slice to answer. */
export interface ListPage<S extends string> {
  /** a lower-case LIKE pattern, escaped (see containsPattern); null lists everything */
  pattern: string | null;
  sort: S;
  order: SortOrder;
  offset: number;
  limit: number;
}

/** `\` escapes LIKE's own wildcards, so a typed % or _ matches itself. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type Table = 'bins' | 'skus' | 'batches' | 'step_templates';

const like = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** Id or name contains the pattern, in any case (SQLite folds ASCII only). */
export const idOrNameLike = (table: Table, pattern: string) =>
  sql<boolean>`(${like(`${table}.id`, pattern)} or ${like(`${table}.name`, pattern)})`;

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
  const text = query.text?.trim() ?? '';
  return {
    pattern: text === '' ? null : containsPattern(text),
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
