import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isPostgres } from '../../src/server/db/connect';
import type { Trx } from '../../src/server/db/transaction';
import { toMicro } from '../../src/server/stock-core/quantities';
import { newBin } from '../support/builders';
import { adminUrl, freshDatabase, stockMismatches, testDialect } from '../support/databases';
import { blend } from '../support/mixture-builders';
import { receive } from '../support/stock-builders';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * Lets a transaction write what the schema's check constraints refuse, as a bad migration or a
 * hand edit could: the checker must not rely on them. PostgreSQL drops them inside the
 * transaction (back on rollback); SQLite ignores them on its one connection until told again.
 */
async function allowOutOfBounds(trx: Trx): Promise<void> {
  if (!isPostgres(trx)) {
    await sql`pragma ignore_check_constraints = on`.execute(trx);
    return;
  }
  const checks = await sql<{ table_name: string; name: string }>`
    select conrelid::regclass::text as table_name, conname as name from pg_constraint
    where contype = 'c' and conrelid in ('bin_contents'::regclass, 'mixture_components'::regclass)`.execute(trx);
  for (const { table_name, name } of checks.rows)
    await sql`alter table ${sql.table(table_name)} drop constraint ${sql.ref(name)}`.execute(trx);
}

/** What the checker finds once `corrupt` has run; rolled back after, so the file's database ends consistent. */
async function mismatchesAfter(corrupt: (trx: Trx) => Promise<unknown>): Promise<unknown[]> {
  const trx = await t.db.startTransaction().execute();
  try {
    await allowOutOfBounds(trx);
    await corrupt(trx);
    return await stockMismatches(trx);
  } finally {
    await trx.rollback().execute();
    if (!isPostgres(t.db)) await sql`pragma ignore_check_constraints = off`.execute(t.db);
  }
}

describe('the stock checker', () => {
  /** A mixture of 3 of a lot in its bin, 2 more of the lot loose beside it, and an empty bin. */
  async function stock() {
    const { mix, bin, batches } = await blend(t.app, [3]);
    const lot = batches[0] as string;
    await receive(t.app, bin, lot, 2);
    return { mix, bin, lot, other: await newBin(t.app) };
  }
  const entryOf = (trx: Trx, bin: string, item: string) =>
    trx.updateTable('bin_contents').where('bin_id', '=', bin).where('item_id', '=', item);
  const componentOf = (trx: Trx, mix: string) => trx.updateTable('mixture_components').where('mix_id', '=', mix);

  it('finds nothing in stock made through the API', async () => {
    await stock();
    expect(await stockMismatches(t.db)).toEqual([]);
  });

  it('finds a bin entry the ledger does not explain', async () => {
    const { bin, lot } = await stock();
    expect(
      await mismatchesAfter((trx) =>
        entryOf(trx, bin, lot)
          .set({ quantity: toMicro(5) })
          .execute(),
      ),
    ).toEqual([{ bin_id: bin, item_id: lot, contents: toMicro(5), ledger: toMicro(2) }]);
  });

  it('finds a mixture whose components no longer add up to its entry', async () => {
    const { mix, bin } = await stock();
    expect(
      await mismatchesAfter((trx) =>
        componentOf(trx, mix)
          .set({ qty_remaining: toMicro(1) })
          .execute(),
      ),
    ).toEqual([{ kind: 'mixture-total', mix_id: mix, bin_id: bin, components: toMicro(1), entry: toMicro(3) }]);
  });

  it("finds a mixture's stock in a bin other than its own, and stock of a mixture that does not exist", async () => {
    const { mix, bin, other } = await stock();
    const found = await mismatchesAfter(async (trx) => {
      await trx.updateTable('mixtures').set({ bin_id: other }).where('id', '=', mix).execute();
      await trx
        .insertInto('bin_contents')
        .values({ bin_id: other, item_id: 'MIX999999', quantity: toMicro(1) })
        .execute();
    });
    expect(found).toEqual([
      { bin_id: other, item_id: 'MIX999999', contents: toMicro(1), ledger: 0 },
      { kind: 'mixture-total', mix_id: mix, bin_id: other, components: toMicro(3), entry: 0 },
      { kind: 'mixture-elsewhere', mix_id: mix, bin_id: bin, quantity: toMicro(3), mixture_bin: other },
      { kind: 'mixture-elsewhere', mix_id: 'MIX999999', bin_id: other, quantity: toMicro(1), mixture_bin: null },
    ]);
  });

  it('finds a bin entry of zero or less', async () => {
    const { bin, lot } = await stock();
    expect(
      await mismatchesAfter((trx) =>
        entryOf(trx, bin, lot)
          .set({ quantity: -toMicro(2) })
          .execute(),
      ),
    ).toEqual([
      { bin_id: bin, item_id: lot, contents: -toMicro(2), ledger: toMicro(2) },
      { kind: 'entry-not-positive', bin_id: bin, item_id: lot, quantity: -toMicro(2) },
    ]);
  });

  it('finds a component below zero, and one above what it put in', async () => {
    const { mix, bin, lot } = await stock();
    const below = await mismatchesAfter((trx) => componentOf(trx, mix).set({ qty_remaining: -1 }).execute());
    expect(below).toEqual([
      { kind: 'mixture-total', mix_id: mix, bin_id: bin, components: -1, entry: toMicro(3) },
      { kind: 'component-negative', mix_id: mix, batch_id: lot, qty_remaining: -1 },
    ]);
    const above = await mismatchesAfter(async (trx) => {
      await componentOf(trx, mix)
        .set({ qty_remaining: toMicro(4) })
        .execute();
      await entryOf(trx, bin, mix)
        .set({ quantity: toMicro(4) })
        .execute();
    });
    expect(above).toEqual([
      { bin_id: bin, item_id: mix, contents: toMicro(4), ledger: toMicro(3) },
      { kind: 'component-over-initial', mix_id: mix, batch_id: lot, qty_initial: toMicro(3), qty_remaining: toMicro(4) },
    ]);
  });
});

describe('a test database', () => {
  it('left with inconsistent stock fails the test that drops it, and is dropped all the same', async () => {
    const database = await freshDatabase(inject('sqliteTemplate'));
    await database.db.insertInto('bins').values({ id: 'BIN000001', created_at: 1 }).execute();
    await database.db.insertInto('skus').values({ id: 'SKU000001', name: 'Unbooked', props: null, created_at: 1 }).execute();
    await database.db
      .insertInto('bin_contents')
      .values({ bin_id: 'BIN000001', item_id: 'SKU000001', quantity: toMicro(1) })
      .execute();

    await expect(database.drop()).rejects.toThrow(/ended with inconsistent stock \(1\): \[\{"bin_id":"BIN000001","item_id":"SKU000001"/);
    if (testDialect() === 'postgres') {
      const name = new URL(database.env.DATABASE_URL ?? '').pathname.slice(1);
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      await client.end();
      expect(found.rowCount).toBe(0);
    } else {
      expect(fs.existsSync(database.env.SQLITE_PATH ?? '')).toBe(false);
    }
  });
});
