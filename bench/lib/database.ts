import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DB } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { BENCH_DIR } from './results';

/** A fresh, migrated database for one bench run, and how a server process reaches it. */
export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  /** For the result file: the SQLite file, or the PostgreSQL database's name (never credentials). */
  label: string;
  /** SQLite only: the file, for the bare transaction loop. */
  file: string | null;
  /** Environment for server-child.ts. */
  env: Record<string, string>;
  open(): DB;
  drop(): Promise<void>;
}

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Makes a new database: a SQLite file under bench/data (the same disk the app's data would be
 * on, and git-ignored), or, given a postgres:// URL, a new database on that server, so a bench
 * never writes into the database the URL names.
 */
export async function freshDatabase(name: string, postgresUrl: string | undefined): Promise<BenchDatabase> {
  if (postgresUrl) {
    const database = `lotline_bench_${name.replace(/\W/g, '')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin(postgresUrl, `create database ${database}`);
    const url = withDatabaseName(postgresUrl, database);
    const db = openPostgres(url, 1);
    await migrateToLatest(db);
    await db.destroy();
    return {
      kind: 'postgres',
      label: `postgresql database ${database} on ${new URL(postgresUrl).host}`,
      file: null,
      env: { BENCH_DATABASE_URL: url },
      open: () => openPostgres(url),
      drop: () => admin(postgresUrl, `drop database if exists ${database} with (force)`),
    };
  }
  const file = path.join(BENCH_DIR, 'data', `${name}-${process.pid}-${Date.now()}.db`);
  const db = openSqlite(file);
  await migrateToLatest(db);
  await db.destroy();
  return {
    kind: 'sqlite',
    label: `sqlite file ${path.relative(process.cwd(), file)}`,
    file,
    env: { BENCH_SQLITE_PATH: file },
    open: () => openSqlite(file),
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}
