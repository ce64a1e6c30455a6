import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/db/transaction';
import { record, stockContext } from '../../src/server/stock-core/record';
import { toMicro } from '../../src/server/stock-core/quantities';
import { ArchiveListResource, ArchivedResource, RestoreAnswer } from '../../src/shared/contract/archive';
import { BatchResource } from '../../src/shared/contract/batches';
import { HistoryResource, OperationResource } from '../../src/shared/contract/history';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { SearchResource } from '../../src/shared/contract/search';
import { migrateToLatest } from '../../src/server/db/migrate';
import { blankDatabase, migrateBefore } from '../support/databases';
import { call, newBin } from '../support/builders';
import { contentsOf, movementCount, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (url: string): Promise<unknown> => {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const history = async (url: string) => HistoryResource.parse(await get(url)).state;

let serial = 0;
/** A SKU with an owned code and a batch of it, both named, in a fresh bin. */
async function namedBatchInBin() {
  const n = String(++serial).padStart(4, '0');
  const [sku, batch, code] = [`SKU55${n}`, `BAT55${n}`, `LOT-55${n}`];
  expect((await call(t.app, 'POST', '/api/skus', { id: sku, name: `Shea butter ${n}`, owned_codes: [`EAN55${n}`] })).statusCode).toBe(201);
  const created = await call(t.app, 'POST', '/api/batches', {
    id: batch,
    sku_id: sku,
    name: `Shea lot ${n}`,
    owned_codes: [code],
    props: { origin: 'Ghana' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const bin = await newBin(t.app);
  return { sku, batch, code, bin };
}

describe('deleting a thing with history archives it', () => {
  it('a batch: gone from the live API and search, kept with its name in every history row, restorable with its codes', async () => {
    const { batch, code, bin } = await namedBatchInBin();
    await receive(t.app, bin, batch, 4);
    await receive(t.app, bin, batch, -4);
    expect((await call(t.app, 'DELETE', `/api/batch/${batch}`)).statusCode).toBe(200);

    expectProblem(await call(t.app, 'GET', `/api/batch/${batch}`), 'missing-resource', 404);
    const found = SearchResource.parse(await get(`/api/search?query=${code}`)).state.results;
    expect(found).toEqual([]);
    const rows = (await history(`/api/bin/${bin}/history`)).items;
    expect(rows.map((row) => [row.item_id, row.item_name])).toEqual([
      [batch, expect.stringMatching(/^Shea lot/)],
      [batch, expect.stringMatching(/^Shea lot/)],
    ]);
    expect((await history(`/api/batch/${batch}/history`)).items).toHaveLength(2);

    const archived = ArchivedResource.parse(await get(`/api/archive/${batch}`)).state;
    expect(archived).toMatchObject({ id: batch, kind: 'batch', owned_codes: [code], props: { origin: 'Ghana' } });
    const listed = ArchiveListResource.parse(await get('/api/archive?kind=batch')).state.items.map((item) => item.state.id);
    expect(listed).toContain(batch);
    // Asked by id (as a scanned label is checked), the entry alone; an id not archived is an empty answer, not a 404.
    const byId = ArchiveListResource.parse(await get(`/api/archive?id=${batch}`)).state;
    expect([byId.total, byId.items.map((item) => item.state.id)]).toEqual([1, [batch]]);
    expect(ArchiveListResource.parse(await get(`/api/archive?kind=bin&id=${batch}`)).state.total).toBe(0);
    expect(ArchiveListResource.parse(await get(`/api/archive?id=${bin}`)).state).toMatchObject({ total: 0, items: [] });

    const restored = await call(t.app, 'POST', `/api/archive/${batch}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(RestoreAnswer.parse(restored.json())).toMatchObject({
      Id: `/api/batch/${batch}`,
      status: 'batch restored',
      state: { id: batch, owned_codes: [code] },
    });
    expect((await call(t.app, 'GET', `/api/batch/${batch}`)).statusCode).toBe(200);
    expect(SearchResource.parse(await get(`/api/search?query=${code}`)).state.results.map((r) => r.id)).toEqual([batch]);
    expectProblem(await call(t.app, 'GET', `/api/archive/${batch}`), 'missing-resource', 404);
  });

  it('refuses to create an id that appears in the ledger, naming it, and next-id skips it', async () => {
    const { batch, bin } = await namedBatchInBin();
    await receive(t.app, bin, batch, 1);
    await receive(t.app, bin, batch, -1);
    await call(t.app, 'DELETE', `/api/batch/${batch}`);
    const before = await movementCount(t);
    const problem = expectProblem(await call(t.app, 'POST', '/api/batches', { id: batch, name: 'impostor' }), 'duplicate-resource', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: `${batch} was used before and has stock history` }]);
    expect(await movementCount(t)).toBe(before);
    expect((await history(`/api/batch/${batch}/history`)).items.every((row) => row.item_name?.startsWith('Shea lot'))).toBe(true);
    const suggestion = NextIdResource.parse(await get('/api/next/batch')).state;
    expect(suggestion).not.toBe(batch);
  });

  it('a bin emptied by force is archived; its history stays readable and its id is never reused', async () => {
    const { batch, bin } = await namedBatchInBin();
    await receive(t.app, bin, batch, 3);
    expect((await call(t.app, 'DELETE', `/api/bin/${bin}?force=true`)).statusCode).toBe(200);
    expectProblem(await call(t.app, 'GET', `/api/bin/${bin}`), 'missing-resource', 404);
    const rows = (await history(`/api/bin/${bin}/history`)).items;
    expect(rows.map((row) => [row.kind, row.operation.kind, row.operation.document_id])).toEqual([
      ['bin-delete', 'bin-delete', bin],
      ['receive', 'receive', null],
    ]);
    const problem = expectProblem(await call(t.app, 'POST', '/api/bins', { id: bin }), 'duplicate-resource', 409);
    expect(problem['invalid-params']?.[0]?.reason).toContain('was used before');
    await expectLedgerConsistent(t.db);
  });

  it('an item that never held stock is deleted for real, and its id may be used again', async () => {
    const id = 'BAT556789';
    expect((await call(t.app, 'POST', '/api/batches', { id, name: 'never stocked' })).statusCode).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/batch/${id}`)).statusCode).toBe(200);
    expectProblem(await call(t.app, 'GET', `/api/archive/${id}`), 'missing-resource', 404);
    expect((await call(t.app, 'POST', '/api/batches', { id, name: 'second life' })).statusCode).toBe(201);
  });

  it('a SKU that an archived batch names is archived too, and the batch comes back only after its SKU', async () => {
    const { sku, batch, bin } = await namedBatchInBin();
    await receive(t.app, bin, batch, 2);
    await receive(t.app, bin, batch, -2);
    await call(t.app, 'DELETE', `/api/batch/${batch}`);
    expect((await call(t.app, 'DELETE', `/api/sku/${sku}`)).statusCode).toBe(204);
    expect(ArchivedResource.parse(await get(`/api/archive/${sku}`)).state.kind).toBe('sku');
    expectProblem(await call(t.app, 'POST', '/api/skus', { id: sku }), 'duplicate-resource', 409);

    const refused = expectProblem(await call(t.app, 'POST', `/api/archive/${batch}/restore`, {}), 'resource-in-use', 409);
    expect(refused['invalid-params']?.[0]?.name).toBe('sku_id');
    expect(ArchivedResource.parse(await get(`/api/archive/${batch}`)).state.id).toBe(batch);
    expect((await call(t.app, 'POST', `/api/archive/${sku}/restore`, {})).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/archive/${batch}/restore`, {})).statusCode).toBe(200);
    expect(BatchResource.parse(await get(`/api/batch/${batch}`)).state.sku_id).toBe(sku);
  });

  it('refuses a restore whose owned code another item took meanwhile, and changes nothing', async () => {
    const { batch, code, bin } = await namedBatchInBin();
    await receive(t.app, bin, batch, 1);
    await receive(t.app, bin, batch, -1);
    await call(t.app, 'DELETE', `/api/batch/${batch}`);
    expect((await call(t.app, 'POST', '/api/batches', { id: 'BAT559999', owned_codes: [code] })).statusCode).toBe(201);
    const problem = expectProblem(await call(t.app, 'POST', `/api/archive/${batch}/restore`, {}), 'duplicate-resource', 409);
    expect(problem['invalid-params']?.[0]?.reason).toContain('BAT559999');
    expect(ArchivedResource.parse(await get(`/api/archive/${batch}`)).state.id).toBe(batch);
    expectProblem(await call(t.app, 'GET', `/api/batch/${batch}`), 'missing-resource', 404);
  });

  it('next-id never suggests an id with history, even after its thing is gone', async () => {
    const { batch } = await namedBatchInBin();
    const used = 'BIN123400';
    await newBin(t.app, used);
    await receive(t.app, used, batch, 1);
    await call(t.app, 'DELETE', `/api/bin/${used}?force=true`);
    // As after the counter wraps round: it points at the archived id.
    await t.db.updateTable('id_counters').set({ next_value: 123400 }).where('prefix', '=', 'BIN').execute();
    expect(NextIdResource.parse(await get('/api/next/bin')).state).toBe('BIN123401');
  });

  it('refuses a restore without a JSON body, as a cross-site form or no-cors fetch would send it', async () => {
    const { batch, bin } = await namedBatchInBin();
    await receive(t.app, bin, batch, 1);
    await receive(t.app, bin, batch, -1);
    await call(t.app, 'DELETE', `/api/batch/${batch}`);
    const url = `/api/archive/${batch}/restore`;
    expectProblem(
      await t.app.inject({ method: 'POST', url, headers: { origin: 'https://elsewhere.example' } }),
      'unsupported-media-type',
      415,
    );
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectProblem(await t.app.inject({ method: 'POST', url, headers: form, payload: 'a=1' }), 'unsupported-media-type', 415);
    expectProblem(await call(t.app, 'GET', `/api/batch/${batch}`), 'missing-resource', 404);
    expect((await call(t.app, 'POST', url, {})).statusCode).toBe(200);
  });

  it('answers an unknown archive id with 404 and a malformed one with 400', async () => {
    expectProblem(await call(t.app, 'GET', '/api/archive/BIN999991'), 'missing-resource', 404);
    expectProblem(await call(t.app, 'POST', '/api/archive/BIN999991/restore', {}), 'missing-resource', 404);
    expectProblem(await call(t.app, 'GET', '/api/archive/MIX000001'), 'validation-error', 400);
    expectProblem(await call(t.app, 'GET', '/api/archive?kind=mixture'), 'validation-error', 400);
    expectProblem(await call(t.app, 'GET', '/api/archive?id=MIX000001'), 'validation-error', 400);
  });
});

describe('the ledger groups operations', () => {
  it('an audit of three differences is one operation naming the bin, with its operator and note', async () => {
    const { batch, bin } = await namedBatchInBin();
    const other = (await namedBatchInBin()).batch;
    await receive(t.app, bin, batch, 5);
    await receive(t.app, bin, other, 2);
    const stray = (await namedBatchInBin()).batch;
    const audited = await call(t.app, 'POST', `/api/bin/${bin}/audit`, {
      counts: { [batch]: 4, [other]: 3, [stray]: 1 },
      operator: 'Ana',
      note: 'cycle count',
    });
    expect(audited.statusCode, audited.body).toBe(201);

    const rows = (await history(`/api/bin/${bin}/history`)).items.filter((row) => row.operation.kind === 'audit');
    expect(rows).toHaveLength(3);
    const ids = new Set(rows.map((row) => row.operation.id));
    expect(ids.size).toBe(1);
    const operation = OperationResource.parse(await get(`/api/operation/${[...ids][0]}`)).state;
    expect(operation).toMatchObject({ kind: 'audit', document_id: bin, operator: 'Ana', note: 'cycle count' });
    expect(operation.movements.map((m) => [m.item_id, m.from_bin, m.to_bin, m.quantity])).toEqual([
      [batch, bin, null, 1],
      [other, null, bin, 1],
      [stray, null, bin, 1],
    ]);
    expect(operation.movements.every((m) => m.item_name !== null)).toBe(true);
  });

  it('a receive carries its own operation with who and why', async () => {
    const { batch, bin } = await namedBatchInBin();
    const response = await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: batch, quantity: 2, operator: 'Bo', note: 'PO 17' });
    expect(response.statusCode).toBe(201);
    const [row] = (await history(`/api/bin/${bin}/history`)).items;
    const operation = OperationResource.parse(await get(`/api/operation/${row?.operation.id}`)).state;
    expect(operation).toMatchObject({
      kind: 'receive',
      document_id: null,
      operator: 'Bo',
      note: 'PO 17',
      movements: [{ item_id: batch, quantity: 2 }],
    });
  });

  it('answers an unknown operation with 404 and a malformed id with 400', async () => {
    expectProblem(await call(t.app, 'GET', '/api/operation/999999999'), 'missing-resource', 404);
    for (const id of ['0', 'abc', '-1', '1.5', '9'.repeat(30)]) {
      expectProblem(await call(t.app, 'GET', `/api/operation/${id}`), 'validation-error', 400);
    }
  });

  it('changes of one entry in one operation count together: two releases of 3 from 5 are refused whole', async () => {
    const { batch, bin } = await namedBatchInBin();
    await receive(t.app, bin, batch, 5);
    const before = await movementCount(t);
    const release = { kind: 'release' as const, itemId: batch, from: bin, to: null, quantity: toMicro(3) };
    await expect(
      inTransaction(t.db, (trx) => record(stockContext(trx, null, null), { kind: 'release', changes: [release, release] })),
    ).rejects.toMatchObject({
      problem: { type: 'insufficient-quantity', 'invalid-params': [{ name: 'quantity', reason: 'requested 3, but only 2 is available' }] },
    });
    expect(await movementCount(t)).toBe(before);
    expect(await contentsOf(t.app, bin)).toEqual({ [batch]: 5 });
  });

  it('an operation touching many entries in opposite orders, run concurrently, completes every time', async () => {
    const bins = [await newBin(t.app), await newBin(t.app), await newBin(t.app)];
    const { batch } = await namedBatchInBin();
    for (const bin of bins) await receive(t.app, bin, batch, 50);
    const rotate = (from: string, to: string) => ({ kind: 'move' as const, itemId: batch, from, to, quantity: toMicro(1) });
    const forward = bins.map((bin, i) => rotate(bin, bins[(i + 1) % bins.length] as string));
    const backward = [...forward].reverse().map((change) => rotate(change.to, change.from));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(t.db, (trx) => record(stockContext(trx, null, null), { kind: 'move', changes: i % 2 ? forward : backward })),
      ),
    );
    for (const bin of bins) expect(await contentsOf(t.app, bin)).toEqual({ [batch]: 50 });
    await expectLedgerConsistent(t.db);
  });
});

describe('migration 003 gives every existing movement an operation of its own', () => {
  it('backfills operations from the ledger as it was, and the ledger stays append-only', async () => {
    const database = await blankDatabase();
    try {
      await migrateBefore(database.db, '003');
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 003
      const old = database.db as Kysely<any>;
      await old
        .insertInto('bins')
        .values([{ id: 'BIN000001', props: null, created_at: 1 }])
        .execute();
      await old
        .insertInto('skus')
        .values([{ id: 'SKU000001', name: 'Old', props: null, created_at: 1 }])
        .execute();
      await old
        .insertInto('bin_contents')
        .values([{ bin_id: 'BIN000001', item_id: 'SKU000001', quantity: toMicro(3) }])
        .execute();
      const movement = { item_id: 'SKU000001', operator: 'Ann', note: null, reason: null, idempotency_key: null };
      await old
        .insertInto('movements')
        .values([
          { ...movement, at: 10, kind: 'receive', from_bin: null, to_bin: 'BIN000001', quantity: toMicro(5) },
          { ...movement, at: 20, kind: 'adjust', from_bin: 'BIN000001', to_bin: null, quantity: toMicro(2), reason: 'audit' },
        ])
        .execute();

      await migrateToLatest(database.db);
      const operations = await database.db.selectFrom('operations').selectAll().orderBy('id').execute();
      expect(operations.map((op) => [op.kind, op.document_id, op.operator, op.at])).toEqual([
        ['receive', null, 'Ann', 10],
        ['audit', 'BIN000001', 'Ann', 20],
      ]);
      const movements = await database.db.selectFrom('movements').select(['id', 'operation_id']).orderBy('id').execute();
      expect(movements.map((m) => m.operation_id)).toEqual(operations.map((op) => op.id));
      await expect(database.db.updateTable('movements').set({ note: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
      await expect(database.db.deleteFrom('operations').execute()).rejects.toThrow(/append-only/);

      // New operations number on past the backfilled ones.
      const next = await inTransaction(database.db, (trx) =>
        record(stockContext(trx, null, null), {
          kind: 'release',
          changes: [{ kind: 'release', itemId: 'SKU000001', from: 'BIN000001', to: null, quantity: toMicro(1) }],
        }),
      );
      expect(next.operationId).toBeGreaterThan(Math.max(...operations.map((op) => op.id)));
      await expectLedgerConsistent(database.db);
    } finally {
      await database.drop();
    }
  });
});
