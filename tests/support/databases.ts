import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type DB } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';

/** Which database the API suite runs on: `TEST_DB=postgres` with TEST_DATABASE_URL, else SQLite. */
export const testDialect = (): 'sqlite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

/** Each run has its own PostgreSQL template, named after its temporary folder, so runs never collide. */
const pgTemplateOf = (sqliteTemplate: string) =>
  `lotline_tpl_${path.basename(path.dirname(sqliteTemplate)).replace(/[^a-z0-9]/gi, '').toLowerCase()}`;

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
  drop: () => Promise<void>;
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
      drop: async () => {
        await db.destroy();
        await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const file = path.join(path.dirname(sqliteTemplate), `${randomUUID()}.db`);
  fs.copyFileSync(sqliteTemplate, file);
  const db = openSqlite(file);
  return {
    db,
    env: { SQLITE_PATH: file },
    drop: async () => {
      await db.destroy();
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
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
      drop: async () => {
        await db.destroy();
        await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-blank-'));
  const db = openSqlite(path.join(dir, 'blank.db'));
  return {
    db,
    env: { SQLITE_PATH: path.join(dir, 'blank.db') },
    drop: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Removes what prepareTemplate made. */
export async function dropTemplate(sqliteTemplate: string): Promise<void> {
  if (testDialect() === 'postgres') {
    await admin((client) => client.query(`drop database if exists ${pgTemplateOf(sqliteTemplate)} with (force)`));
  }
  fs.rmSync(path.dirname(sqliteTemplate), { recursive: true, force: true });
}
