import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './connect';

/**
 * A set of values passed as one JSON parameter and read back as rows by the database, so a
 * query over 20,000 entries binds one value and nests no expression per entry: SQLite allows
 * 32,766 variables and an expression tree 1,000 deep, and a long OR chain overflows the query
 * compiler's stack.
 */

/** `select …` of two text columns (`a`, `b`), one row per pair. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the set is a table function, not a table
export function pairSet(db: Kysely<any>, pairs: readonly (readonly [string, string])[]): RawBuilder<{ a: string; b: string }> {
  const json = JSON.stringify(pairs);
  return isPostgres(db)
    ? sql`select pair->>0 as a, pair->>1 as b from jsonb_array_elements(${json}::jsonb) as pair`
    : sql`select json_extract(value, '$[0]') as a, json_extract(value, '$[1]') as b from json_each(${json})`;
}
