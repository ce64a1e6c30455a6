import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Migrator, type Migration } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { openPostgres, openSqlite, type DB } from '../../src/server/db/connect';
import { migrateToLatest, MIGRATIONS } from '../../src/server/db/migrate';
import { findLedgerMismatches, findQuantityMismatches } from '../../src/server/features/stock/invariant';

/** Which database the API suite runs on: `TEST_DB=postgres` with TEST_DATABASE_URL, else SQLite. */
export const testDialect = (): 'sqlite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

/** Each run has its own PostgreSQL template, named after its temporary folder, so runs never collide. */
const pgTemplateOf = (sqliteTemplate: string) =>
  `lotline_tpl_${path
    .basename(path.dirname(sqliteTemplate))
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}`;

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated template every test file copies; returns the SQLite template's path. */
export async function prepareTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-test-'));
  const file = path.join(dir, 'template.db');
  if (testDialect() === 'postgres') {
    const template = pgTemplateOf(file);
    await admin((client) => client.query(`create database ${template}`));
    const db = openPostgres(databaseUrl(template), 1);
    await migrateToLatest(db);
    await db.destroy();
  } else {
    const db = openSqlite(file);
    await migrateToLatest(db);
    await db.destroy();
  }
  return file;
}

export interface FreshDatabase {
  db: DB;
  /** What a server process needs in its environment to open the same database. */
  env: Record<string, string>;
  /** Checks that the stock the database ended with is consistent, drops it, then fails if it was not. */
  drop: () => Promise<void>;
}

/** What the ledger, the bin entries and the mixtures disagree on: nothing in a consistent database. */
export async function stockMismatches(db: DB): Promise<unknown[]> {
  return [...(await findLedgerMismatches(db)), ...(await findQuantityMismatches(db))];
}

const atLatestSchema = async (db: DB) =>
  (await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).getMigrations()).every(
    (m) => m.executedAt !== undefined,
  );

/** This test file's databases not dropped yet, by name, with how to drop them (tests/support/api-file-setup.ts). */
const undropped = new Map<string, () => Promise<void>>();

/**
 * Every database an API test file makes ends here: its stock is checked, through a connection
 * of its own (a test may have closed its handle, or a killed server left a WAL to recover), and
 * the database is dropped even when the check fails. A database left part-migrated by a
 * migration test has no stock to check.
 */
function checkedDrop(name: string, open: () => DB, drop: () => Promise<void>): () => Promise<void> {
  const checkThenDrop = async () => {
    undropped.delete(name);
    const db = open();
    let mismatches: unknown[] = [];
    try {
      if (await atLatestSchema(db)) mismatches = await stockMismatches(db);
    } finally {
      await db.destroy();
      await drop();
    }
    if (mismatches.length > 0) {
      throw new Error(`${name} ended with inconsistent stock (${mismatches.length}): ${JSON.stringify(mismatches.slice(0, 20))}`);
    }
  };
  undropped.set(name, checkThenDrop);
  return checkThenDrop;
}

/** Checks and drops the databases the file left; answers their names. */
export async function dropLeftDatabases(): Promise<string[]> {
  const left = [...undropped];
  for (const [, drop] of left) await drop();
  return left.map(([name]) => name);
}

/** A new, migrated, empty database: a copy of the SQLite template or a PostgreSQL database made from it. */
export async function freshDatabase(sqliteTemplate: string): Promise<FreshDatabase> {
  if (testDialect() === 'postgres') {
    const name = `lotline_t_${randomUUID().replaceAll('-', '')}`;
    await admin((client) => client.query(`create database ${name} template ${pgTemplateOf(sqliteTemplate)}`));
    const url = databaseUrl(name);
    const db = openPostgres(url, 20);
    return {
      db,
      env: { DATABASE_URL: url },
      drop: checkedDrop(
        name,
        () => openPostgres(url, 1),
        async () => {
          await db.destroy();
          await admin((client) => client.query(`drop database if exists ${name} with (force)`));
        },
      ),
    };
  }
  const file = path.join(path.dirname(sqliteTemplate), `${randomUUID()}.db`);
  fs.copyFileSync(sqliteTemplate, file);
  const db = openSqlite(file);
  return {
    db,
    env: { SQLITE_PATH: file },
    drop: checkedDrop(
      file,
      () => openSqlite(file),
      async () => {
        await db.destroy();
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
      },
    ),
  };
}

/** A new database with no schema at all, for testing migrations themselves. */
export async function blankDatabase(): Promise<FreshDatabase> {
  if (testDialect() === 'postgres') {
    const name = `lotline_b_${randomUUID().replaceAll('-', '')}`;
    await admin((client) => client.query(`create database ${name}`));
    const db = openPostgres(databaseUrl(name), 2);
    return {
      db,
      env: { DATABASE_URL: databaseUrl(name) },
      drop: checkedDrop(
        name,
        () => openPostgres(databaseUrl(name), 1),
        async () => {
          await db.destroy();
          await admin((client) => client.query(`drop database if exists ${name} with (force)`));
        },
      ),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-blank-'));
  const file = path.join(dir, 'blank.db');
  const db = openSqlite(file);
  return {
    db,
    env: { SQLITE_PATH: file },
    drop: checkedDrop(
      file,
      () => openSqlite(file),
      async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    ),
  };
}

/** Removes what prepareTemplate made. */
export async function dropTemplate(sqliteTemplate: string): Promise<void> {
  if (testDialect() === 'postgres') {
    await admin((client) => client.query(`drop database if exists ${pgTemplateOf(sqliteTemplate)} with (force)`));
  }
  fs.rmSync(path.dirname(sqliteTemplate), { recursive: true, force: true });
}

/** Migrates `db` through the migrations before `first` only: the schema as it was then, for a test of what `first` does to old rows. */
export async function migrateBefore(db: DB, first: string): Promise<void> {
  const names = Object.keys(MIGRATIONS).filter((name) => name < first);
  const migrations = Object.fromEntries(names.map((name) => [name, MIGRATIONS[name] as Migration]));
  expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest()).error).toBeUndefined();
}
