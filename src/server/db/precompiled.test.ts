import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type DB } from './connect';
import { migrateToLatest } from './migrate';
import { precompiled } from './precompiled';
import { precompiledRows } from './precompiled-rows';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-precompiled-'));
let db: DB;

beforeAll(async () => {
  db = openSqlite(path.join(dir, 'test.db'));
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompiled', () => {
  const insertBin = precompiled((q, p: { id: string; zone: string | null }) =>
    q.insertInto('bins').values({ id: p.id, zone: p.zone, created_at: 1 }).returning(['id', 'zone']),
  );
  const binZone = precompiled((q, p: { id: string }) => q.selectFrom('bins').select(['id', 'zone']).where('id', '=', p.id));

  it("binds each call's values, constants kept", async () => {
    expect(await insertBin(db, { id: 'BIN000001', zone: 'Dock' })).toEqual([{ id: 'BIN000001', zone: 'Dock' }]);
    expect(await insertBin(db, { id: 'BIN000002', zone: null })).toEqual([{ id: 'BIN000002', zone: null }]);
    expect(await binZone(db, { id: 'BIN000001' })).toEqual([{ id: 'BIN000001', zone: 'Dock' }]);
    expect(await binZone(db, { id: 'BIN000009' })).toEqual([]);
  });

  it('runs inside a transaction with its connection', async () => {
    const seen = await db.transaction().execute(async (trx) => {
      await insertBin(trx, { id: 'BIN000003', zone: 'Cold room' });
      return binZone(trx, { id: 'BIN000003' });
    });
    expect(seen).toEqual([{ id: 'BIN000003', zone: 'Cold room' }]);
  });

  it('refuses a value the builder does not bind as a parameter', async () => {
    const limited = precompiled((q, p: { id: string; take: number }) => q.selectFrom('bins').select('id').where('id', '=', p.id).limit(1));
    await expect(limited(db, { id: 'BIN000001', take: 2 })).rejects.toThrow('does not bind take');
  });

  it('refuses an undefined value', async () => {
    await expect(binZone(db, { id: undefined as unknown as string })).rejects.toThrow('id is undefined');
  });

  describe('precompiledRows', () => {
    const insertBins = precompiledRows((q, rows: { id: string; zone: string | null; created_at: number }[]) =>
      q.insertInto('bins').values(rows).returning(['id', 'zone']),
    );

    it("binds each row's values, a statement per number of rows", async () => {
      expect(await insertBins(db, [{ id: 'BIN000011', zone: 'A', created_at: 1 }])).toEqual([{ id: 'BIN000011', zone: 'A' }]);
      const rows = [
        { id: 'BIN000012', zone: null, created_at: 1 },
        { id: 'BIN000013', zone: 'B', created_at: 2 },
      ];
      expect(await insertBins(db, rows)).toEqual([
        { id: 'BIN000012', zone: null },
        { id: 'BIN000013', zone: 'B' },
      ]);
      expect(await insertBins(db, [])).toEqual([]);
    });

    it('refuses rows that do not all give the same columns', async () => {
      const uneven = [
        { id: 'BIN000014', zone: 'C', created_at: 1 },
        { id: 'BIN000015', created_at: 1 } as { id: string; zone: string; created_at: number },
      ];
      await expect(insertBins(db, uneven)).rejects.toThrow('every row gives every column');
      const undefinedZone = [{ id: 'BIN000016', zone: undefined as unknown as string, created_at: 1 }];
      await expect(insertBins(db, undefinedZone)).rejects.toThrow('row 0 has no zone');
    });
  });
});
