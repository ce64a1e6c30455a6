import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openPostgres } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';

/** Bound parameters per statement, under PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
/** The catalogue's tables in an order the foreign keys allow, with the columns the generator fills. */
const TABLES = [
  ['bins', ['id', 'created_at']],
  ['skus', ['id', 'name', 'created_at']],
  ['batches', ['id', 'sku_id', 'name', 'created_at']],
  ['item_codes', ['item_id', 'code', 'kind', 'position']],
] as const;
/** Written last: a database without it holds a load that did not finish. */
const COMPLETE = 'bench_catalog_complete';

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const isComplete = (url: string) =>
  withClient(url, async (client) => (await client.query(`select 1 from pg_tables where tablename = '${COMPLETE}'`)).rowCount === 1);

/** Copies the catalogue's rows in their SQLite order, so the search triggers number them as they did there. */
async function copyRows(file: string, client: pg.Client, log: (line: string) => void): Promise<void> {
  const source = new SQLite(file, { readonly: true });
  try {
    for (const [table, columns] of TABLES) {
      const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
      const read = source.prepare(`select rowid as r, ${columns.join(', ')} from ${table} where rowid > ? order by rowid limit ?`);
      let after = 0;
      let copied = 0;
      for (;;) {
        const rows = read.all(after, perStatement) as Record<string, unknown>[];
        if (rows.length === 0) break;
        const values = rows.map((_, i) => `(${columns.map((__, c) => `$${i * columns.length + c + 1}`).join(', ')})`);
        await client.query(
          `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`,
          rows.flatMap((row) => columns.map((column) => row[column])),
        );
        after = Number(rows.at(-1)?.r);
        copied += rows.length;
      }
      log(`  ${table}: ${copied.toLocaleString('en')} rows`);
    }
  } finally {
    source.close();
  }
}

/**
 * The catalogue of a SQLite file (bench/generate-data.ts) copied into a PostgreSQL database of its
 * own on the server `adminUrl` names, kept there between runs as the SQLite files are kept (the
 * copy of a million rows takes minutes), brought up to the latest migrations. Rows go in many a
 * statement through the app's search triggers, so the index is built as the app would build it.
 * Answers the database's URL.
 */
export async function ensurePgCatalog(file: string, name: string, adminUrl: string, log: (line: string) => void): Promise<string> {
  const url = withDatabaseName(adminUrl, name);
  const exists = await withClient(
    adminUrl,
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  );
  if (!exists || !(await isComplete(url))) {
    log(`search: copying ${file} into PostgreSQL database ${name} ...`);
    const started = Date.now();
    await withClient(adminUrl, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
    const db = openPostgres(url, 1);
    await migrateToLatest(db).finally(() => db.destroy());
    await withClient(url, async (client) => {
      // A half-copied database is dropped and copied again, so the load needs no durability.
      await client.query('set synchronous_commit = off');
      await client.query('begin');
      await copyRows(file, client, log);
      await client.query(`create table ${COMPLETE} (at timestamptz not null default now())`);
      await client.query('commit');
      // Fresh tables: the planner needs their statistics, as autovacuum would give a live database.
      await client.query('vacuum analyze');
    });
    log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const db = openPostgres(url, 1);
  await migrateToLatest(db).finally(() => db.destroy());
  return url;
}
