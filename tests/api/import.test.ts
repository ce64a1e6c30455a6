import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/server/app';
import { IMPORT_BODY_LIMIT } from '../../src/server/features/import/routes';
import { BatchResource } from '../../src/shared/contract/batches';
import { BinResource } from '../../src/shared/contract/bins';
import { OperationResource } from '../../src/shared/contract/history';
import { ImportAnswer, MAX_IMPORT_ROWS, type ImportKind } from '../../src/shared/contract/import';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { SearchResource } from '../../src/shared/contract/search';
import { SkuResource } from '../../src/shared/contract/skus';
import { call } from '../support/builders';
import { expectNothingWritten } from '../support/footprint';
import { contentsOf, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TABLES = [
  'bins',
  'skus',
  'batches',
  'item_codes',
  'search_items',
  'movements',
  'operations',
  'bin_contents',
  'id_counters',
  'idempotency_keys',
];

const importRows = (kind: ImportKind, rows: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/import', { kind, rows, ...extra }, headers);

async function imported(kind: ImportKind, rows: unknown[]): Promise<ImportAnswer> {
  const response = await importRows(kind, rows);
  expect(response.statusCode, response.body).toBe(200);
  return ImportAnswer.parse(response.json());
}

const get = async (url: string) => (await call(t.app, 'GET', url)).json<unknown>();

/** Receipts at 11 bound values each: more than SQLite binds in one statement (32,766). */
const LARGE_STOCK_FILE = 3_500;

describe('POST /api/import', () => {
  it('imports bins with name and zone, and moves the next-id suggestion past them', async () => {
    const answer = await imported('bins', [
      { id: 'BIN700001', name: 'Cold room 1', zone: 'Cold' },
      { id: 'BIN700002', name: 'Shelf A' },
    ]);
    expect(answer).toEqual({ kind: 'bins', dry_run: false, rows: 2, problems: [], units: {}, operation_ids: [], given_ids: [] });
    const bin = BinResource.parse(await get('/api/bin/BIN700001')).state;
    expect([bin.name, bin.zone]).toEqual(['Cold room 1', 'Cold']);
    expect(NextIdResource.parse(await get('/api/next/bin')).state).toBe('BIN700003');
  });

  it('imports SKUs with unit and codes, findable by code and name', async () => {
    await imported('skus', [
      { id: 'SKU700001', name: 'Almond oil', unit: 'kg', owned_codes: ['4006381333931'], associated_codes: ['ALM-1'] },
      { id: 'SKU700002', name: 'Jar 50 mL' },
    ]);
    const sku = SkuResource.parse(await get('/api/sku/SKU700001')).state;
    expect([sku.unit, sku.owned_codes, sku.associated_codes]).toEqual(['kg', ['4006381333931'], ['ALM-1']]);
    expect(SkuResource.parse(await get('/api/sku/SKU700002')).state.unit).toBe('ea');
    const byCode = SearchResource.parse(await get('/api/search?query=4006381333931')).state.results;
    expect(byCode.map((result) => result.id)).toEqual(['SKU700001']);
    const byName = SearchResource.parse(await get('/api/search?query=almond')).state.results;
    expect(byName.map((result) => result.id)).toContain('SKU700001');
  });

  it('imports batches with parent SKU, supplier lot, expiry and props', async () => {
    await imported('batches', [
      {
        id: 'BAT700001',
        sku_id: 'SKU700001',
        name: 'Almond oil lot 7',
        supplier_lot: 'SUP-77',
        expires_on: '2027-06-30',
        props: { count_per_case: 12 },
      },
      { id: 'BAT700002', name: 'Anonymous lot' },
    ]);
    const batch = BatchResource.parse(await get('/api/batch/BAT700001')).state;
    expect([batch.sku_id, batch.supplier_lot, batch.expires_on, batch.props]).toEqual([
      'SKU700001',
      'SUP-77',
      '2027-06-30',
      { count_per_case: 12 },
    ]);
    expect(BatchResource.parse(await get('/api/batch/BAT700002')).state.sku_id).toBeNull();
  });

  it("receives opening stock as one operation of receipts with reason 'import', contents and ledger agreeing", async () => {
    const answer = await imported('stock', [
      { bin: 'BIN700001', item: 'BAT700001', quantity: 2.5 },
      { bin: 'BIN700001', item: 'SKU700002', quantity: 40 },
      { bin: 'BIN700002', item: 'SKU700002', quantity: 10 },
      { bin: 'BIN700001', item: 'SKU700002', quantity: 2 },
    ]);
    expect(answer.operation_ids).toHaveLength(1);
    expect(answer.units).toEqual({ BAT700001: 'kg', SKU700002: 'ea' });
    expect(await contentsOf(t.app, 'BIN700001')).toEqual({ BAT700001: 2.5, SKU700002: 42 });
    expect(await contentsOf(t.app, 'BIN700002')).toEqual({ SKU700002: 10 });
    const operation = OperationResource.parse(await get(`/api/operation/${answer.operation_ids[0]}`)).state;
    expect(operation.kind).toBe('receive');
    expect(operation.note).toBe('import');
    expect(operation.movements.map((row) => [row.kind, row.reason, row.to_bin, row.item_id, row.quantity])).toEqual([
      ['receive', 'import', 'BIN700001', 'BAT700001', 2.5],
      ['receive', 'import', 'BIN700001', 'SKU700002', 40],
      ['receive', 'import', 'BIN700002', 'SKU700002', 10],
      ['receive', 'import', 'BIN700001', 'SKU700002', 2],
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('books a large opening stock as one receive operation, past what one SQL statement may bind', async () => {
    const rows = Array.from({ length: LARGE_STOCK_FILE }, () => ({ bin: 'BIN700001', item: 'SKU700002', quantity: 1 }));
    const answer = await imported('stock', rows);
    expect(answer.operation_ids).toHaveLength(1);
    expect(await contentsOf(t.app, 'BIN700001')).toEqual({ BAT700001: 2.5, SKU700002: 42 + LARGE_STOCK_FILE });
    await expectLedgerConsistent(t.db);
  });

  it('imports nothing from a file with one bad row, naming the row and column', async () => {
    const rows = [
      { id: 'BIN700010', name: 'Fine' },
      { id: 'BIN700011', name: 'Fine too' },
      { id: 'BIN70X012', name: 'Bad id' },
    ];
    const response = await expectNothingWritten(t.db, TABLES, () => importRows('bins', rows));
    const problem = expectProblem(response, 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'rows[2].id', reason: "must start with 'BIN' followed by 1 to 9 digits" }]);
    expect((await call(t.app, 'GET', '/api/bin/BIN700010')).statusCode).toBe(404);
  });

  it('receives no opening stock when one row would not fit its unit', async () => {
    const rows = [
      { bin: 'BIN700002', item: 'SKU700001', quantity: 1.5 },
      { bin: 'BIN700002', item: 'SKU700002', quantity: 1.5 },
      { bin: 'BIN799999', item: 'SKU799999', quantity: 1 },
    ];
    const response = await expectNothingWritten(t.db, TABLES, () => importRows('stock', rows));
    expect(expectProblem(response, 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'rows[1].quantity', reason: 'must be a whole number: SKU700002 is counted in ea' },
      { name: 'rows[2].bin', reason: 'no bin BIN799999 exists' },
      { name: 'rows[2].item', reason: 'no SKU or batch SKU799999 exists' },
    ]);
    expect(await contentsOf(t.app, 'BIN700002')).toEqual({ SKU700002: 10 });
    await expectLedgerConsistent(t.db);
  });

  it('dry run answers every problem per row and column and writes nothing', async () => {
    const rows = [
      { id: 'SKU700001', name: 'Taken' },
      { id: 'SKU700010', name: 'Pounds', unit: 'lb', owned_codes: ['4006381333931'] },
      { id: 'SKU700011', name: 'Twice', owned_codes: ['X1'] },
      { id: 'SKU700011', name: 'Twice again', owned_codes: ['X1'] },
      { id: 'SKU700012', name: 'Fine', colour: 'red' },
    ];
    const response = await expectNothingWritten(
      t.db,
      TABLES.filter((table) => table !== 'idempotency_keys'),
      () => importRows('skus', rows, { dry_run: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(ImportAnswer.parse(response.json()).problems).toEqual([
      { row: 0, column: 'id', reason: 'SKU700001 exists already' },
      { row: 1, column: 'owned_codes[0]', reason: 'code 4006381333931 is already owned by SKU700001' },
      { row: 1, column: 'unit', reason: 'must be one of ea, mg, g, kg, mL, L, mm, cm, m' },
      { row: 3, column: 'id', reason: 'SKU700011 is already on line 4' },
      { row: 3, column: 'owned_codes[0]', reason: 'code X1 is already on line 4' },
      { row: 4, column: 'colour', reason: 'is not a column this import knows' },
    ]);
  });

  it('refuses ids used before (with stock history), as creating them would', async () => {
    await imported('bins', [{ id: 'BIN700020' }]);
    await receive(t.app, 'BIN700020', 'SKU700002', 1);
    await receive(t.app, 'BIN700020', 'SKU700002', -1);
    expect((await call(t.app, 'DELETE', '/api/bin/BIN700020')).statusCode).toBe(200);
    const response = await expectNothingWritten(t.db, TABLES, () => importRows('bins', [{ id: 'BIN700021' }, { id: 'BIN700020' }]));
    expect(expectProblem(response, 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'rows[1].id', reason: 'BIN700020 was used before and has stock history' },
    ]);
  });

  it('refuses a batch whose parent SKU does not exist', async () => {
    const response = await importRows('batches', [{ id: 'BAT700030', sku_id: 'SKU799999' }], { dry_run: true });
    expect(ImportAnswer.parse(response.json()).problems).toEqual([{ row: 0, column: 'sku_id', reason: 'no SKU SKU799999 exists' }]);
  });

  it('answers a retry with the same Idempotency-Key once, without receiving twice', async () => {
    const headers = { 'idempotency-key': 'import-retry-1' };
    const rows = [{ bin: 'BIN700002', item: 'SKU700002', quantity: 5 }];
    const first = await importRows('stock', rows, {}, headers);
    const second = await importRows('stock', rows, {}, headers);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await contentsOf(t.app, 'BIN700002')).toEqual({ SKU700002: 15 });
  });

  it('refuses an empty file, an unknown kind and too many rows', async () => {
    expect(expectProblem(await importRows('bins', []), 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'rows', reason: 'must list at least one row' },
    ]);
    const unknown = await call(t.app, 'POST', '/api/import', { kind: 'mixtures', rows: [{}] });
    expect(expectProblem(unknown, 'validation-error', 400)['invalid-params']?.[0]?.name).toBe('kind');
    const tooMany = await importRows(
      'bins',
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})),
    );
    expect(expectProblem(tooMany, 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'rows', reason: 'must list at most 10000 rows' },
    ]);
  });
});

describe('POST /api/import body size', () => {
  it('takes a 10,000-row file past the other routes’ 256 KB, and still refuses more than its own limit', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, n) => ({
      id: `BIN${710_000 + n}`,
      name: `Bulk bin number ${n}`,
      zone: 'Bulk zone',
    }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(BODY_LIMIT);
    const answer = ImportAnswer.parse((await importRows('bins', rows, { dry_run: true })).json());
    expect(answer).toMatchObject({ rows: MAX_IMPORT_ROWS, problems: [] });
    const tooLarge = await importRows('bins', [{ id: 'BIN1', padding: 'x'.repeat(IMPORT_BODY_LIMIT) }]);
    expectProblem(tooLarge, 'payload-too-large', 413);
    expectProblem(await call(t.app, 'POST', '/api/bins', { id: 'BIN700001', padding: 'x'.repeat(BODY_LIMIT) }), 'payload-too-large', 413);
  });
});
