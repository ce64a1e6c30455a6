import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BinResource } from '../../src/shared/contract/bins';
import { ImportAnswer, type ImportKind } from '../../src/shared/contract/import';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { SkuResource } from '../../src/shared/contract/skus';
import { formatId, numberOf } from '../../src/shared/labels';
import { call } from '../support/builders';
import { expectNothingWritten } from '../support/footprint';
import { newSku, receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

/** Issue 20 item 5: a file saved by a spreadsheet, with blank ids, any-case units and a clerk reading the messages. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const importRows = (kind: ImportKind, rows: unknown[], extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/import', { kind, rows, ...extra });

async function answered(kind: ImportKind, rows: unknown[], extra: Record<string, unknown> = {}): Promise<ImportAnswer> {
  const response = await importRows(kind, rows, extra);
  expect(response.statusCode, response.body).toBe(200);
  return ImportAnswer.parse(response.json());
}

const nextId = async (kind: 'bin' | 'sku' | 'batch') => NextIdResource.parse((await call(t.app, 'GET', `/api/next/${kind}`)).json()).state;
const get = async (url: string) => (await call(t.app, 'GET', url)).json<unknown>();

/** Words a clerk should never read: the contract's and zod's own, and rows counted from 0. */
const JARGON = /required key|extra keys|expected (str|int|number)|rows\[|listed already|must not already exist|sku id/;

describe('POST /api/import from a spreadsheet', () => {
  it('gives rows without an id the next free ids in file order, as the New forms do: never an id live, with history or named by the file', async () => {
    const n = numberOf(await nextId('bin'));
    const bin = (offset: number) => formatId('BIN', n + offset);
    expect((await call(t.app, 'POST', '/api/bins', { id: bin(1), name: 'Live' })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', '/api/bins', { id: bin(2), name: 'With history' })).statusCode).toBe(201);
    const sku = await newSku(t.app);
    await receive(t.app, bin(2), sku, 1);
    await receive(t.app, bin(2), sku, -1);
    expect((await call(t.app, 'DELETE', `/api/bin/${bin(2)}`)).statusCode).toBe(200);
    // The counter back at n, as after a wrap: the ids after it are in use, and both the form and the import must step over them.
    await t.db.updateTable('id_counters').set({ next_value: n }).where('prefix', '=', 'BIN').execute();
    expect(await nextId('bin')).toBe(bin(0));

    const rows = [{ name: 'A' }, { id: bin(3), name: 'B' }, { name: 'C' }, { name: 'D' }];
    const given = [
      { row: 0, id: bin(0) },
      { row: 2, id: bin(4) },
      { row: 3, id: bin(5) },
    ];
    expect((await answered('bins', rows, { dry_run: true })).given_ids).toEqual(given);
    expect(await answered('bins', rows)).toMatchObject({ problems: [], given_ids: given });
    for (const [id, name] of [
      [bin(0), 'A'],
      [bin(3), 'B'],
      [bin(4), 'C'],
      [bin(5), 'D'],
    ] as const)
      expect(BinResource.parse(await get(`/api/bin/${id}`)).state.name).toBe(name);
    expect(await nextId('bin')).toBe(bin(6));
  });

  it('gives SKUs and batches their ids too, and a file of named ids gives none', async () => {
    const sku = await nextId('sku');
    expect((await answered('skus', [{ name: 'Crème de jour', unit: 'kg' }])).given_ids).toEqual([{ row: 0, id: sku }]);
    const batch = await nextId('batch');
    expect((await answered('batches', [{ sku_id: sku, name: 'Lot 1' }])).given_ids).toEqual([{ row: 0, id: batch }]);
    expect((await answered('batches', [{ id: formatId('BAT', numberOf(batch) + 1) }])).given_ids).toEqual([]);
  });

  it('refuses a SKU without a name, naming the row and column, as the New SKU form does, and writes nothing', async () => {
    const rows = [{ name: 'Almond oil' }, { unit: 'kg' }, { name: '   ' }];
    const problems = [
      { row: 1, column: 'name', reason: 'a SKU needs a name' },
      { row: 2, column: 'name', reason: 'a SKU needs a name' },
    ];
    expect((await answered('skus', rows, { dry_run: true })).problems).toEqual(problems);
    const response = await expectNothingWritten(t.db, ['skus', 'search_items', 'id_counters'], () => importRows('skus', rows));
    expect(expectProblem(response, 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'rows[1].name', reason: 'a SKU needs a name' },
      { name: 'rows[2].name', reason: 'a SKU needs a name' },
    ]);
  });

  it('reads a unit whatever its case: KG, Kg, ml and M', async () => {
    const answer = await answered('skus', [
      { name: 'Shea butter', unit: 'KG' },
      { name: 'Cocoa butter', unit: 'Kg' },
      { name: 'Rose water', unit: 'ml' },
      { name: 'Ribbon', unit: 'M' },
    ]);
    const units = [];
    for (const { id } of answer.given_ids) units.push(SkuResource.parse(await get(`/api/sku/${id}`)).state.unit);
    expect(units).toEqual(['kg', 'kg', 'mL', 'm']);
    expect((await answered('skus', [{ name: 'Bad', unit: 'lbs' }], { dry_run: true })).problems).toEqual([
      { row: 0, column: 'unit', reason: 'must be one of ea, mg, g, kg, mL, L, mm, cm, m' },
    ]);
  });

  it('words every problem for a clerk, naming other rows by the file lines it sent', async () => {
    const batch = formatId('BAT', numberOf(await nextId('batch')) + 50);
    // Line 3 of the file was blank: the rows are on lines 2, 4 and 5.
    const batches = await answered(
      'batches',
      [
        { id: batch, owned_codes: ['LOT-77'] },
        { id: batch, owned_codes: ['LOT-77'] },
        { sku_id: 'SKU999999', colour: 'red' },
      ],
      { dry_run: true, lines: [2, 4, 5] },
    );
    expect(batches.problems).toEqual([
      { row: 1, column: 'id', reason: `${batch} is already on line 2` },
      { row: 1, column: 'owned_codes[0]', reason: 'code LOT-77 is already on line 2' },
      { row: 2, column: 'colour', reason: 'is not a column this import knows' },
      { row: 2, column: 'sku_id', reason: 'no SKU SKU999999 exists' },
    ]);
    const stock = await answered('stock', [{ quantity: 2 }, { bin: 'BIN1', item: 'SKU1' }, { bin: 7, item: 'SKU1', quantity: '3' }], {
      dry_run: true,
    });
    expect(stock.problems).toEqual([
      { row: 0, column: 'bin', reason: 'a bin is needed' },
      { row: 0, column: 'item', reason: 'a SKU or batch is needed' },
      { row: 1, column: 'bin', reason: 'no bin BIN1 exists' },
      { row: 1, column: 'item', reason: 'no SKU or batch SKU1 exists' },
      { row: 1, column: 'quantity', reason: 'a quantity is needed' },
      { row: 2, column: 'bin', reason: 'must be text' },
      { row: 2, column: 'item', reason: 'no SKU or batch SKU1 exists' },
      { row: 2, column: 'quantity', reason: 'must be a number' },
    ]);
    const [existing] = (await answered('skus', [{ name: 'Jar' }])).given_ids;
    const taken = await answered('skus', [{ id: existing?.id, name: 'Jar again' }], { dry_run: true });
    expect(taken.problems).toEqual([{ row: 0, column: 'id', reason: `${existing?.id} exists already` }]);
    for (const { reason } of [...batches.problems, ...stock.problems, ...taken.problems]) expect(reason).not.toMatch(JARGON);
  });

  it('refuses line numbers that do not match the rows one to one', async () => {
    const response = await importRows('bins', [{ name: 'A' }, { name: 'B' }], { dry_run: true, lines: [2] });
    expect(expectProblem(response, 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'lines', reason: 'must give one line number per row' },
    ]);
  });
});
