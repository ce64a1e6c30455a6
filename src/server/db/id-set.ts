import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type DB } from './connect';
import type { Trx } from './transaction';

/**
 * A set of values bound as one parameter, for `column in (…)`: a list bound value by value grows
 * the statement with its input (a recall's 10,000 lots, a page of history's items, an import's
 * rows). SQLite takes at most 32,766 bound values a statement and PostgreSQL 65,535, and
 * PostgreSQL spends longer planning a long list than running the query. The set is a subquery:
 * `unnest` of an array on PostgreSQL, `json_each` of a JSON array on SQLite.
 */

/** What a set binds: the list itself on PostgreSQL, its JSON text on SQLite. */
export type SetValue<T> = readonly T[] | string;

/** The one value that binds `values` as a set on this database. */
export const setValue = <T>(db: DB | Trx, values: readonly T[]): SetValue<T> => (isPostgres(db) ? values : JSON.stringify(values));

function setOf<T>(db: DB | Trx, bound: SetValue<T>, pgType: 'text' | 'bigint'): RawBuilder<T> {
  return isPostgres(db)
    ? sql<T>`(select unnest(${sql.val(bound)}::${sql.raw(pgType)}[]))`
    : sql<T>`(select value from json_each(${sql.val(bound)}))`;
}

/**
 * Ids bound as `setValue(db, ids)`, for a statement compiled once (db/precompiled.ts) whose
 * parameter is the set: `.where('id', 'in', idsIn(db, p.ids))`.
 */
export const idsIn = (db: DB | Trx, bound: SetValue<string>): RawBuilder<string> => setOf(db, bound, 'text');

/** Ids (text) as one parameter: `.where('id', 'in', oneOf(db, ids))`. */
export const oneOf = (db: DB | Trx, ids: readonly string[]): RawBuilder<string> => idsIn(db, setValue(db, ids));

/** Whole numbers (operation ids, positions) as one parameter. */
export const oneOfNumbers = (db: DB | Trx, numbers: readonly number[]): RawBuilder<number> => setOf(db, setValue(db, numbers), 'bigint');
