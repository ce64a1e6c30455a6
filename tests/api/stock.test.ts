import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentsChangeAnswer, MoveAnswer } from '../../src/shared/contract/stock';
import { toMicro } from '../../src/server/stock-core/quantities';
import { call, newBin } from '../support/builders';
import { contentsOf, movementCount, newBatch, newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (bin: string, body: unknown) => call(t.app, 'POST', `/api/bin/${bin}/contents`, body);
const move = (bin: string, body: unknown) => call(t.app, 'PUT', `/api/bin/${bin}/contents/move`, body);
const lastMovement = () => t.db.selectFrom('movements').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('POST /api/bin/{id}/contents', () => {
  it('receives, answering what happened and what the bin now holds, with its ledger row', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const response = await post(bin, { id: sku, quantity: 5, operator: '  Ana ', note: 'delivery 12' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(ContentsChangeAnswer.parse(response.json())).toEqual({
      Id: `/api/bin/${bin}`,
      status: 'items received',
      state: { bin_id: bin, item_id: sku, quantity: 5, change: 5 },
    });
    expect(await contentsOf(t.app, bin)).toEqual({ [sku]: 5 });
    expect(await lastMovement()).toMatchObject({
      kind: 'receive',
      item_id: sku,
      from_bin: null,
      to_bin: bin,
      quantity: toMicro(5),
      operator: 'Ana',
      note: 'delivery 12',
    });
    await expectLedgerConsistent(t.db);
  });

  it('releases, and removes the entry when it reaches zero', async () => {
    const [bin, batch] = [await newBin(t.app), await newBatch(t.app)];
    await receive(t.app, bin, batch, 5);
    expect((await receive(t.app, bin, batch, -2)).state).toMatchObject({ quantity: 3, change: -2 });
    const emptied = await receive(t.app, bin, batch, -3);
    expect(emptied).toMatchObject({ status: 'items released', state: { quantity: 0, change: -3 } });
    expect(await contentsOf(t.app, bin)).toEqual({});
    expect(await lastMovement()).toMatchObject({ kind: 'release', from_bin: bin, to_bin: null, quantity: toMicro(3) });
    await expectLedgerConsistent(t.db);
  });

  it('answers no change for 0 and writes no ledger row', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    await receive(t.app, bin, sku, 4);
    const before = await movementCount(t);
    expect(await receive(t.app, bin, sku, 0)).toMatchObject({ status: 'no change', state: { quantity: 4, change: 0 } });
    expect(await movementCount(t)).toBe(before);
  });

  it('refuses a release beyond the stock with 409, naming what is available, and changes nothing', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    await receive(t.app, bin, sku, 2);
    const problem = expectProblem(await post(bin, { id: sku, quantity: -3 }), 'insufficient-quantity', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'quantity', reason: 'requested 3, but only 2 is available' }]);
    const other = await newSku(t.app);
    const none = expectProblem(await post(bin, { id: other, quantity: -1 }), 'insufficient-quantity', 409);
    expect(none['invalid-params']).toEqual([{ name: 'quantity', reason: 'requested 1, but only 0 is available' }]);
    expect(await contentsOf(t.app, bin)).toEqual({ [sku]: 2 });
  });

  it('answers a missing bin with its Id and create operation', async () => {
    const problem = expectProblem(await post('BIN765432', { id: await newSku(t.app), quantity: 1 }), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/bin/BIN765432');
    expect(problem.operations).toEqual([{ rel: 'create', method: 'POST', href: '/api/bins', 'Expects-a': 'Bin patch' }]);
  });

  it.each([
    ['SKU765432', '/api/sku/SKU765432', { rel: 'create', method: 'POST', href: '/api/skus', 'Expects-a': 'Sku patch' }],
    ['BAT765432', '/api/batch/BAT765432', { rel: 'create', method: 'POST', href: '/api/batches', 'Expects-a': 'Batch patch' }],
  ])('answers a missing item %s with its Id and create operation', async (item, Id, create) => {
    const bin = await newBin(t.app);
    const problem = expectProblem(await post(bin, { id: item, quantity: 1 }), 'missing-resource', 404);
    expect(problem).toMatchObject({ Id, operations: [create] });
  });

  it('answers a missing mixture with 404 naming it (mixtures themselves: mixtures.test.ts)', async () => {
    const problem = expectProblem(await post(await newBin(t.app), { id: 'MIX000001', quantity: -1 }), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/mixture/MIX000001');
  });

  it.each([
    [{ id: 'SKU000001', quantity: true }, 'quantity', 'expected number'],
    [{ id: 'SKU000001', quantity: '5' }, 'quantity', 'expected number'],
    [{ id: 'SKU000001', quantity: 1.0005 }, 'quantity', 'must have at most 3 decimal places'],
    [{ id: 'SKU000001', quantity: null }, 'quantity', 'expected number'],
    [{ id: 'SKU000001', quantity: 1e12 }, 'quantity', 'must be at most 1000000000'],
    [{ id: 'SKU000001', quantity: -1e12 }, 'quantity', 'must be at least -1000000000'],
    [{ id: 'SKU000001' }, 'quantity', 'required key not provided'],
    [{ quantity: 1 }, 'id', 'required key not provided'],
    [{ id: 'BIN000001', quantity: 1 }, 'id', "must start with 'SKU', 'BAT' or 'MIX' followed by 1 to 9 digits"],
    [{ id: 7, quantity: 1 }, 'id', 'expected str'],
    [{ id: 'SKU000001', quantity: 1, colour: 'red' }, 'colour', 'extra keys not allowed'],
    [{ id: 'SKU000001', quantity: 1, operator: '   ' }, 'operator', 'must not be blank'],
    [{ id: 'SKU000001', quantity: 1, operator: 3 }, 'operator', 'expected str'],
    [{ id: 'SKU000001', quantity: 1, note: false }, 'note', 'expected str'],
    [[1], 'body', 'expected a dictionary'],
  ])('refuses %j with a validation problem on %s', async (body, name, reason) => {
    const bin = await newBin(t.app);
    const problem = expectProblem(await post(bin, body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
    expect(await contentsOf(t.app, bin)).toEqual({});
  });

  it('validates the bin id in the URL', async () => {
    const problem = expectProblem(await post('SKU000001', { id: 'SKU000001', quantity: 1 }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: "must start with 'BIN' followed by 1 to 9 digits" }]);
  });

  it('refuses to hold more than micro-units can count exactly, rolling the receive back', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    for (let i = 0; i < 9; i++) await receive(t.app, bin, sku, 1_000_000_000);
    const problem = expectProblem(await post(bin, { id: sku, quantity: 1_000_000_000 }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'quantity', reason: 'would make the bin hold more than 9007199254 units' }]);
    expect(await contentsOf(t.app, bin)).toEqual({ [sku]: 9_000_000_000 });
    await expectLedgerConsistent(t.db);
  });
});

describe('PUT /api/bin/{id}/contents/move', () => {
  it('moves units as one ledger row and answers both quantities', async () => {
    const [from, to, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await receive(t.app, from, sku, 10);
    const response = await move(from, { id: sku, destination: to, quantity: 3, operator: 'Bo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(MoveAnswer.parse(response.json())).toEqual({
      Id: `/api/bin/${from}`,
      status: 'items moved',
      state: { item_id: sku, from: { bin_id: from, quantity: 7 }, to: { bin_id: to, quantity: 3 }, moved: 3 },
    });
    expect(await lastMovement()).toMatchObject({ kind: 'move', from_bin: from, to_bin: to, quantity: toMicro(3), operator: 'Bo' });
    expect([await contentsOf(t.app, from), await contentsOf(t.app, to)]).toEqual([{ [sku]: 7 }, { [sku]: 3 }]);
    await expectLedgerConsistent(t.db);
  });

  it('moves everything, removing the source entry', async () => {
    const [from, to, batch] = [await newBin(t.app), await newBin(t.app), await newBatch(t.app)];
    await receive(t.app, from, batch, 4);
    await receive(t.app, to, batch, 1);
    const answer = MoveAnswer.parse((await move(from, { id: batch, destination: to, quantity: 4 })).json());
    expect(answer.state).toMatchObject({ from: { quantity: 0 }, to: { quantity: 5 } });
    expect(await contentsOf(t.app, from)).toEqual({});
  });

  it('refuses a move beyond the stock with 409 and changes nothing', async () => {
    const [from, to, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await receive(t.app, from, sku, 2);
    const problem = expectProblem(await move(from, { id: sku, destination: to, quantity: 5 }), 'insufficient-quantity', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'quantity', reason: 'requested 5, but only 2 is available' }]);
    expect([await contentsOf(t.app, from), await contentsOf(t.app, to)]).toEqual([{ [sku]: 2 }, {}]);
  });

  it('refuses a move to the source bin itself', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const problem = expectProblem(await move(bin, { id: sku, destination: bin, quantity: 1 }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'destination', reason: 'must differ from the source bin' }]);
  });

  it('answers a missing source, destination or item with 404 naming it', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const missingSource = expectProblem(await move('BIN765431', { id: sku, destination: bin, quantity: 1 }), 'missing-resource', 404);
    expect(missingSource.Id).toBe('/api/bin/BIN765431');
    const missingDestination = expectProblem(await move(bin, { id: sku, destination: 'BIN765431', quantity: 1 }), 'missing-resource', 404);
    expect(missingDestination.Id).toBe('/api/bin/BIN765431');
    const other = await newBin(t.app);
    const missingItem = expectProblem(await move(bin, { id: 'BAT765431', destination: other, quantity: 1 }), 'missing-resource', 404);
    expect(missingItem.Id).toBe('/api/batch/BAT765431');
  });

  it('answers a missing mixture with 404 naming it (mixtures themselves: mixtures.test.ts)', async () => {
    const [from, to] = [await newBin(t.app), await newBin(t.app)];
    const problem = expectProblem(await move(from, { id: 'MIX000001', destination: to, quantity: 1 }), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/mixture/MIX000001');
  });

  it.each([
    [{ id: 'SKU000001', destination: 'BIN000002', quantity: 0 }, 'quantity', 'must be greater than 0'],
    [{ id: 'SKU000001', destination: 'BIN000002', quantity: -2 }, 'quantity', 'must be greater than 0'],
    [{ id: 'SKU000001', destination: 'BIN000002', quantity: true }, 'quantity', 'expected number'],
    [{ id: 'SKU000001', destination: 'BIN000002', quantity: '2' }, 'quantity', 'expected number'],
    [{ id: 'SKU000001', destination: 'BIN000002', quantity: 2.0001 }, 'quantity', 'must have at most 3 decimal places'],
    [{ id: 'SKU000001', destination: 'SKU000002', quantity: 1 }, 'destination', "must start with 'BIN' followed by 1 to 9 digits"],
    [{ id: 'SKU000001', quantity: 1 }, 'destination', 'required key not provided'],
    [{ destination: 'BIN000002', quantity: 1 }, 'id', 'required key not provided'],
    [{ id: 'SKU000001', destination: 'BIN000002' }, 'quantity', 'required key not provided'],
    [{ id: 'SKU000001', destination: 'BIN000002', quantity: 1, force: true }, 'force', 'extra keys not allowed'],
    [{ id: 'SKU000001', destination: 'BIN000002', quantity: 1, operator: '' }, 'operator', 'must not be blank'],
  ])('refuses %j with a validation problem on %s', async (body, name, reason) => {
    const problem = expectProblem(await move(await newBin(t.app), body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it('validates the source bin id in the URL', async () => {
    const problem = expectProblem(await move('bin1', { id: 'SKU000001', destination: 'BIN000002', quantity: 1 }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: "must start with 'BIN' followed by 1 to 9 digits" }]);
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const bin = await newBin(t.app);
    const response = await call(t.app, 'POST', `/api/bin/${bin}/contents/move`, {});
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('PUT');
  });
});
