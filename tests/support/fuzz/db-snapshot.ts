import { sql } from 'kysely';
import type { DB } from '../../../src/server/db/connect';

/** Every row of every table, as sorted JSON lines per table. */
export type DatabaseSnapshot = Record<string, string[]>;

/**
 * Reads the table list from the database itself, so tables added by later migrations are
 * covered without naming them here.
 */
export async function snapshotDatabase(db: DB): Promise<DatabaseSnapshot> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView).map((table) => table.name);
  // In parallel: on PostgreSQL each table's read takes its own pooled connection.
  const rowsOf = await Promise.all(tables.map((table) => sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)));
  const entries = tables.map((table, i): [string, string[]] => [table, (rowsOf[i]?.rows ?? []).map((row) => JSON.stringify(row)).sort()]);
  return Object.fromEntries(entries.sort());
}
