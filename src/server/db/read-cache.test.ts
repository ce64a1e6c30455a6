import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type DB } from './connect';
import { migrateToLatest } from './migrate';
import { readThrough } from './read-cache';
import { inTransaction } from './transaction';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-read-cache-'));
const file = path.join(dir, 'test.db');
let db: DB;

beforeAll(async () => {
  db = openSqlite(file);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Reads the bin count through the cache, counting the reads that reach the database. */
let reads = 0;
const binCount = () =>
  readThrough(db, 'bins', async () => {
    reads++;
    const row = await db
      .selectFrom('bins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });

describe('readThrough', () => {
  it('reads once while the database is unchanged, and again after any change, its own or another connection’s', async () => {
    expect(await binCount()).toBe(0);
    expect(await binCount()).toBe(0);
    expect(reads).toBe(1);

    await inTransaction(db, (trx) => trx.insertInto('bins').values({ id: 'BIN000001', zone: null, created_at: 1 }).execute());
    expect(await binCount()).toBe(1);
    expect(reads).toBe(2);

    // Another process writing the same file (a CLI loading data while the server runs).
    const other = new SQLite(file);
    other.prepare('insert into bins (id, name, created_at) values (?, ?, ?)').run('BIN000002', '', 1);
    other.close();
    expect(await binCount()).toBe(2);
    expect(reads).toBe(3);
    expect(await binCount()).toBe(2);
    expect(reads).toBe(3);
  });

  it('keeps nothing for a read that fails', async () => {
    const failing = () => readThrough(db, 'failing', () => Promise.reject(new Error('no such bin')));
    await expect(failing()).rejects.toThrow('no such bin');
    let called = 0;
    expect(
      await readThrough(db, 'failing', async () => {
        called++;
        return 'read';
      }),
    ).toBe('read');
    expect(called).toBe(1);
  });
});
