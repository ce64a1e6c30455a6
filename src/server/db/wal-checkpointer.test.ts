import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type DB } from './connect';
import { migrateToLatest } from './migrate';
import { inTransaction } from './transaction';
import { FALLBACK_AUTOCHECKPOINT_PAGES } from './wal-checkpointer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-checkpointer-'));
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

/** The bins the database file itself holds, without its WAL: what a checkpoint has copied there. */
function binsInDatabaseFile(): number {
  const copy = path.join(dir, `copy-${Date.now()}.db`);
  fs.copyFileSync(file, copy);
  const reader = new SQLite(copy, { readonly: true });
  try {
    const table = reader.prepare("select 1 from sqlite_master where name = 'bins'").get();
    return table ? (reader.prepare('select count(*) as n from bins').get() as { n: number }).n : 0;
  } finally {
    reader.close();
  }
}

describe('the WAL checkpointer', () => {
  it('copies committed writes into the database file from its own thread', async () => {
    const pages = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    // The writer's own checkpoint is only a safety net, far above these few pages.
    expect(pages.rows[0]?.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    for (let n = 1; n <= 20; n++) {
      await inTransaction(db, (trx) =>
        trx
          .insertInto('bins')
          .values({ id: `BIN${String(n).padStart(6, '0')}`, zone: null, created_at: 1 })
          .execute(),
      );
    }
    const deadline = Date.now() + 4_000;
    while (binsInDatabaseFile() < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(binsInDatabaseFile()).toBe(20);
  });
});
