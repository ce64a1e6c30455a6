import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type DB } from './connect';
import { migrateToLatest } from './migrate';
import { inTransaction, type Trx } from './transaction';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-group-commit-'));
const file = path.join(dir, 'test.db');
let db: DB;
/** a second connection: it sees only what has been committed */
let observer: SQLite.Database;

const committedBins = () => (observer.prepare('select id from bins order by id').all() as { id: string }[]).map((row) => row.id);
const addBin = (trx: Trx, id: string) => trx.insertInto('bins').values({ id, zone: null, created_at: 1 }).execute();

beforeAll(async () => {
  db = openSqlite(file);
  await migrateToLatest(db);
  observer = new SQLite(file, { readonly: true });
});

afterAll(async () => {
  observer.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('transactions on SQLite commit in groups', () => {
  it('commits transactions started together once, and answers none of them before that commit', async () => {
    const seenInside: string[][] = [];
    const answered: string[][] = [];
    const jobs = ['BIN000001', 'BIN000002', 'BIN000003'].map((id) =>
      inTransaction(db, async (trx) => {
        await addBin(trx, id);
        seenInside.push(committedBins());
        return id;
      }).then((value) => {
        answered.push(committedBins());
        return value;
      }),
    );
    expect(await Promise.all(jobs)).toEqual(['BIN000001', 'BIN000002', 'BIN000003']);
    // While the third ran, the first two were done but not yet committed: one transaction.
    expect(seenInside).toEqual([[], [], []]);
    for (const seen of answered) expect(seen).toEqual(['BIN000001', 'BIN000002', 'BIN000003']);
  });

  it('rolls back only the transaction that fails; the others of its group commit', async () => {
    const results = await Promise.allSettled([
      inTransaction(db, (trx) => addBin(trx, 'BIN000011')),
      inTransaction(db, async (trx) => {
        await addBin(trx, 'BIN000012');
        throw new Error('refused');
      }),
      inTransaction(db, (trx) => addBin(trx, 'BIN000013')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedBins().filter((id) => id > 'BIN000010')).toEqual(['BIN000011', 'BIN000013']);
  });

  it('fails every transaction of a group whose commit fails, and leaves nothing behind', async () => {
    // A foreign key checked only at the commit makes the commit itself fail.
    const results = await Promise.allSettled([
      inTransaction(db, (trx) => addBin(trx, 'BIN000021')),
      inTransaction(db, async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx.insertInto('bin_contents').values({ bin_id: 'BIN999999', item_id: 'BAT000001', quantity: 1 }).execute();
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(committedBins().filter((id) => id > 'BIN000020')).toEqual([]);
    // The database goes on after the failed group.
    await inTransaction(db, (trx) => addBin(trx, 'BIN000023'));
    expect(committedBins().filter((id) => id > 'BIN000020')).toEqual(['BIN000023']);
  });
});
