import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAnswer } from '../../src/shared/contract/audit';
import { BatchResource } from '../../src/shared/contract/batches';
import { BinResource } from '../../src/shared/contract/bins';
import { HistoryResource, OperationResource } from '../../src/shared/contract/history';
import { SkuAnswer, SkuResource } from '../../src/shared/contract/skus';
import { UNITS } from '../../src/shared/units';
import { call, newBin } from '../support/builders';
import { contentsOf, movementCount, receive, stockDirectly } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let serial = 0;
async function skuIn(unit?: string): Promise<string> {
  const id = `SKU66${String(++serial).padStart(4, '0')}`;
  const response = await call(t.app, 'POST', '/api/skus', { id, name: `Measured ${serial}`, ...(unit && { unit }) });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}
async function batchOf(sku: string | null): Promise<string> {
  const id = `BAT66${String(++serial).padStart(4, '0')}`;
  const response = await call(t.app, 'POST', '/api/batches', { id, sku_id: sku });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

describe('a SKU counts in a unit of measure', () => {
  it('is ea unless told, and any of the units otherwise; its batches count in it', async () => {
    expect(SkuResource.parse((await call(t.app, 'GET', `/api/sku/${await skuIn()}`)).json()).state.unit).toBe('ea');
    for (const unit of UNITS) {
      const sku = await skuIn(unit);
      expect(SkuResource.parse((await call(t.app, 'GET', `/api/sku/${sku}`)).json()).state.unit).toBe(unit);
      expect(BatchResource.parse((await call(t.app, 'GET', `/api/batch/${await batchOf(sku)}`)).json()).state.unit).toBe(unit);
    }
    expect(BatchResource.parse((await call(t.app, 'GET', `/api/batch/${await batchOf(null)}`)).json()).state.unit).toBe('ea');
  });

  it('refuses a unit it does not know', async () => {
    const problem = expectProblem(await call(t.app, 'POST', '/api/skus', { id: 'SKU669999', unit: 'stone' }), 'validation-error', 400);
    expect(problem['invalid-params']?.[0]).toMatchObject({ name: 'unit', reason: expect.stringContaining('must be one of ea') });
  });

  it('changes its unit while nothing of it has moved, and refuses once its batches have history', async () => {
    const sku = await skuIn();
    const changed = await call(t.app, 'PATCH', `/api/sku/${sku}`, { unit: 'kg' });
    expect(SkuAnswer.parse(changed.json()).state?.unit).toBe('kg');
    const batch = await batchOf(sku);
    await receive(t.app, await newBin(t.app), batch, 1);
    const refused = expectProblem(await call(t.app, 'PATCH', `/api/sku/${sku}`, { unit: 'g' }), 'resource-in-use', 409);
    expect(refused['invalid-params']).toEqual([{ name: 'unit', reason: `must stay kg: ${sku} has stock history` }]);
    expect((await call(t.app, 'PATCH', `/api/sku/${sku}`, { unit: 'kg', name: 'same unit' })).statusCode).toBe(200);
  });

  it("keeps a batch's unit once it has stock history: a parent counted in another unit is refused, force or not", async () => {
    const [litres, kilos, moreLitres] = [await skuIn('L'), await skuIn('kg'), await skuIn('L')];
    const batch = await batchOf(litres);
    const bin = await newBin(t.app);
    await receive(t.app, bin, batch, 2.75);
    for (const [patch, force] of [
      [{ sku_id: kilos }, '?force=true'],
      [{ sku_id: kilos }, ''],
      [{ sku_id: null }, '?force=true'],
    ] as const) {
      const refused = expectProblem(
        await call(t.app, 'PATCH', `/api/batch/${batch}${force}`, { id: batch, ...patch }),
        'resource-in-use',
        409,
      );
      const newUnit = patch.sku_id === null ? 'ea' : 'kg';
      expect(refused['invalid-params']).toEqual([
        { name: 'sku_id', reason: `must be a SKU counted in L, not ${newUnit}: ${batch} has stock history` },
      ]);
    }
    const batchNow = BatchResource.parse((await call(t.app, 'GET', `/api/batch/${batch}`)).json()).state;
    expect(batchNow).toMatchObject({ sku_id: litres, unit: 'L' });
    expect(await contentsOf(t.app, bin)).toEqual({ [batch]: 2.75 });
    const sameUnit = await call(t.app, 'PATCH', `/api/batch/${batch}?force=true`, { id: batch, sku_id: moreLitres });
    expect(sameUnit.statusCode, sameUnit.body).toBe(200);

    const fresh = await batchOf(litres);
    const moved = await call(t.app, 'PATCH', `/api/batch/${fresh}?force=true`, { id: fresh, sku_id: kilos });
    expect(BatchResource.parse(moved.json()).state.unit).toBe('kg');
  });

  it('keeps its unit through the archive', async () => {
    const sku = await skuIn('mL');
    const bin = await newBin(t.app);
    await receive(t.app, bin, sku, 2.5);
    await receive(t.app, bin, sku, -2.5);
    expect((await call(t.app, 'DELETE', `/api/sku/${sku}`)).statusCode).toBe(204);
    expect((await call(t.app, 'POST', `/api/archive/${sku}/restore`, {})).json().state.unit).toBe('mL');
  });
});

describe('quantities follow the unit', () => {
  it('receives, moves and releases decimals of a measured item exactly', async () => {
    const batch = await batchOf(await skuIn('kg'));
    const [a, b] = [await newBin(t.app), await newBin(t.app)];
    await receive(t.app, a, batch, 2.5);
    await receive(t.app, a, batch, 0.125);
    const moved = await call(t.app, 'PUT', `/api/bin/${a}/contents/move`, { id: batch, destination: b, quantity: 0.1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().state).toMatchObject({ from: { quantity: 2.525 }, to: { quantity: 0.1 }, moved: 0.1 });
    for (let i = 0; i < 10; i++) await receive(t.app, b, batch, -0.01);
    expect(await contentsOf(t.app, b)).toEqual({});
    expect(await contentsOf(t.app, a)).toEqual({ [batch]: 2.525 });
    await expectLedgerConsistent(t.db);
  });

  it.each([
    ['a SKU counted in ea', () => skuIn()],
    ['a batch of an ea SKU', async () => batchOf(await skuIn('ea'))],
    ['a batch without a SKU', () => batchOf(null)],
  ])('refuses a fraction of %s on receive, release and move, writing nothing', async (_what, make) => {
    const item = await make();
    const [bin, other] = [await newBin(t.app), await newBin(t.app)];
    await receive(t.app, bin, item, 3);
    const before = await movementCount(t);
    const reason = `must be a whole number: ${item} is counted in ea`;
    for (const response of [
      await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: item, quantity: 1.5 }),
      await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: item, quantity: -0.5 }),
      await call(t.app, 'PUT', `/api/bin/${bin}/contents/move`, { id: item, destination: other, quantity: 0.25 }),
    ]) {
      expect(expectProblem(response, 'validation-error', 400)['invalid-params']).toEqual([{ name: 'quantity', reason }]);
    }
    expect(await movementCount(t)).toBe(before);
    expect(await contentsOf(t.app, bin)).toEqual({ [item]: 3 });
  });

  it('audits a measured item to a decimal count, and refuses a fraction of a counted one', async () => {
    const measured = await batchOf(await skuIn('g'));
    const counted = await batchOf(await skuIn());
    const bin = await newBin(t.app);
    await receive(t.app, bin, measured, 100);
    const audit = await call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: { [measured]: 99.875 }, operator: 'Ana' });
    expect(audit.statusCode, audit.body).toBe(201);
    expect(AuditAnswer.parse(audit.json()).state.lines).toContainEqual(expect.objectContaining({ item_id: measured, difference: -0.125 }));
    const refused = expectProblem(
      await call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: { [measured]: 99.875, [counted]: 1.5 }, operator: 'Ana' }),
      'validation-error',
      400,
    );
    expect(refused['invalid-params']).toEqual([
      { name: `counts.${counted}`, reason: `must be a whole number: ${counted} is counted in ea` },
    ]);
    expect(await contentsOf(t.app, bin)).toEqual({ [measured]: 99.875 });
  });
});

describe('answers name the unit of each quantity', () => {
  it("gives each bin line its item's unit: a SKU's, its batch's (the SKU's), an anonymous batch's ea, an archived batch's", async () => {
    const sku = await skuIn('kg');
    const [batch, anonymous, archived] = [await batchOf(sku), await batchOf(null), await batchOf(await skuIn('mL'))];
    const bin = await newBin(t.app);
    await receive(t.app, bin, sku, 1.5);
    await receive(t.app, bin, batch, 0.25);
    await receive(t.app, bin, anonymous, 2);
    await receive(t.app, bin, archived, 1);
    await receive(t.app, bin, archived, -1);
    expect((await call(t.app, 'DELETE', `/api/batch/${archived}`)).statusCode).toBe(200);
    // The API refuses stock of a deleted item, so an entry of one (as an older database may hold) is made directly.
    await stockDirectly(t, bin, archived, 3);
    const { lines } = BinResource.parse((await call(t.app, 'GET', `/api/bin/${bin}`)).json()).state;
    expect(lines.map(({ item_id, quantity, unit }) => ({ item_id, quantity, unit }))).toEqual([
      { item_id: batch, quantity: 0.25, unit: 'kg' },
      { item_id: anonymous, quantity: 2, unit: 'ea' },
      { item_id: archived, quantity: 3, unit: 'mL' },
      { item_id: sku, quantity: 1.5, unit: 'kg' },
    ]);
  });

  it("gives each row of a bin's history and of an operation its item's unit, and its bins' names", async () => {
    const [measured, counted] = [await batchOf(await skuIn('g')), await skuIn()];
    const bin = `BIN66${String(++serial).padStart(4, '0')}`;
    expect((await call(t.app, 'POST', '/api/bins', { id: bin, name: 'Cold room' })).statusCode).toBe(201);
    await receive(t.app, bin, measured, 12.5);
    await receive(t.app, bin, counted, 4);
    const history = HistoryResource.parse((await call(t.app, 'GET', `/api/bin/${bin}/history`)).json()).state.items;
    expect(
      history.map(({ item_id, quantity, unit, from_bin_name, to_bin_name }) => ({ item_id, quantity, unit, from_bin_name, to_bin_name })),
    ).toEqual([
      { item_id: counted, quantity: 4, unit: 'ea', from_bin_name: null, to_bin_name: 'Cold room' },
      { item_id: measured, quantity: 12.5, unit: 'g', from_bin_name: null, to_bin_name: 'Cold room' },
    ]);
    const audit = await call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: { [measured]: 12, [counted]: 5 }, operator: 'Ana' });
    expect(audit.statusCode, audit.body).toBe(201);
    const [latest] = HistoryResource.parse((await call(t.app, 'GET', `/api/bin/${bin}/history?limit=1`)).json()).state.items;
    const operation = OperationResource.parse((await call(t.app, 'GET', `/api/operation/${latest?.operation.id}`)).json()).state;
    expect(operation.movements.map(({ item_id, quantity, unit }) => ({ item_id, quantity, unit }))).toEqual([
      { item_id: measured, quantity: 0.5, unit: 'g' },
      { item_id: counted, quantity: 1, unit: 'ea' },
    ]);
  });
});
