import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryResource } from '../../src/shared/contract/history';
import { call, newBin } from '../support/builders';
import { newBatch, newSku, receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const history = async (url: string) => {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return HistoryResource.parse(response.json());
};

const moveUnits = async (from: string, to: string, item: string, quantity: number) => {
  const response = await call(t.app, 'PUT', `/api/bin/${from}/contents/move`, {
    id: item,
    destination: to,
    quantity,
    operator: 'Cy',
    note: 'restock',
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('GET /api/bin/{id}/history', () => {
  it('lists movements into and out of the bin, newest first, in units', async () => {
    const [a, b, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    const started = Date.now();
    await receive(t.app, a, sku, 10);
    await moveUnits(a, b, sku, 4);
    await receive(t.app, b, sku, -1);
    const page = await history(`/api/bin/${a}/history`);
    expect(page.Id).toBe(`/api/bin/${a}/history`);
    expect(page.state).toMatchObject({ total: 2, starting_from: 0, limit: 20 });
    expect(page.state.items).toMatchObject([
      { kind: 'move', item_id: sku, from_bin: a, to_bin: b, quantity: 4, operator: 'Cy', note: 'restock', reason: null },
      { kind: 'receive', item_id: sku, from_bin: null, to_bin: a, quantity: 10, operator: null, note: null },
    ]);
    const [newest] = page.state.items;
    expect(Date.parse(newest?.at ?? '')).toBeGreaterThanOrEqual(started - 1000);
    const other = await history(`/api/bin/${b}/history`);
    expect(other.state.items.map((m) => m.kind)).toEqual(['release', 'move']);
  });

  it('pages with startingFrom and limit', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    for (let units = 1; units <= 5; units++) await receive(t.app, bin, sku, units);
    const page = await history(`/api/bin/${bin}/history?startingFrom=1&limit=2`);
    expect(page.state).toMatchObject({ total: 5, starting_from: 1, limit: 2 });
    expect(page.state.items.map((m) => m.quantity)).toEqual([4, 3]);
    expect((await history(`/api/bin/${bin}/history?startingFrom=5`)).state.items).toEqual([]);
    expect((await history(`/api/bin/${bin}/history?limit=200`)).state.items).toHaveLength(5);
  });

  it.each([
    ['limit=0', 'limit', 'must be at least 1'],
    ['limit=201', 'limit', 'must be at most 200'],
    ['limit=ten', 'limit', 'expected a whole number'],
    ['startingFrom=-1', 'startingFrom', 'expected a whole number'],
    ['startingFrom=1.5', 'startingFrom', 'expected a whole number'],
  ])('refuses ?%s', async (query, name, reason) => {
    const bin = await newBin(t.app);
    const problem = expectProblem(await call(t.app, 'GET', `/api/bin/${bin}/history?${query}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name, reason }]);
  });

  it('answers a missing bin with 404 and a bad id with 400', async () => {
    expect(expectProblem(await call(t.app, 'GET', '/api/bin/BIN909090/history'), 'missing-resource', 404).Id).toBe('/api/bin/BIN909090');
    expectProblem(await call(t.app, 'GET', '/api/bin/SKU1/history'), 'validation-error', 400);
  });
});

describe('GET /api/sku/{id}/history and /api/batch/{id}/history', () => {
  it('lists the movements of that item only, across bins', async () => {
    const [a, b, sku, batch] = [await newBin(t.app), await newBin(t.app), await newSku(t.app), await newBatch(t.app)];
    await receive(t.app, a, sku, 3);
    await receive(t.app, a, batch, 2);
    await moveUnits(a, b, sku, 3);
    const skuPage = await history(`/api/sku/${sku}/history`);
    expect(skuPage.Id).toBe(`/api/sku/${sku}/history`);
    expect(skuPage.state.total).toBe(2);
    expect(skuPage.state.items.map((m) => [m.kind, m.item_id])).toEqual([
      ['move', sku],
      ['receive', sku],
    ]);
    const batchPage = await history(`/api/batch/${batch}/history?limit=1`);
    expect(batchPage).toMatchObject({
      Id: `/api/batch/${batch}/history`,
      state: { total: 1, limit: 1, items: [{ item_id: batch, quantity: 2 }] },
    });
  });

  it("answers a SKU's own movements and those of all its batches, live and archived, newest first, filtered and counted", async () => {
    const [bin, sku, otherBatch] = [await newBin(t.app), await newSku(t.app), await newBatch(t.app)];
    const batchOf = async (id: string) => {
      expect((await call(t.app, 'POST', '/api/batches', { id, sku_id: sku })).statusCode).toBe(201);
      return id;
    };
    const [live, archived] = [await batchOf('BAT770001'), await batchOf('BAT770002')];
    await receive(t.app, bin, archived, 2);
    await receive(t.app, bin, archived, -2);
    expect((await call(t.app, 'DELETE', `/api/batch/${archived}`)).statusCode).toBe(200);
    await receive(t.app, bin, otherBatch, 9);
    await receive(t.app, bin, live, 5);
    await receive(t.app, bin, sku, 1);

    const page = await history(`/api/sku/${sku}/history`);
    expect(page.state).toMatchObject({ total: 4, total_is_exact: true });
    expect(page.state.items.map((m) => [m.kind, m.item_id, m.quantity])).toEqual([
      ['receive', sku, 1],
      ['receive', live, 5],
      ['release', archived, 2],
      ['receive', archived, 2],
    ]);
    expect((await history(`/api/sku/${sku}/history?kind=release`)).state.items.map((m) => m.item_id)).toEqual([archived]);
    expect((await history(`/api/sku/${sku}/history?item=${live}`)).state).toMatchObject({ total: 1, items: [{ item_id: live }] });
    expect((await history(`/api/sku/${sku}/history?startingFrom=1&limit=2`)).state.items.map((m) => m.item_id)).toEqual([live, archived]);
    // a batch's own history stays its own
    expect((await history(`/api/batch/${live}/history`)).state.total).toBe(1);
  });

  it('answers an item without movements with an empty page', async () => {
    expect((await history(`/api/sku/${await newSku(t.app)}/history`)).state).toEqual({
      total: 0,
      total_is_exact: true,
      starting_from: 0,
      limit: 20,
      items: [],
    });
  });

  it.each([
    ['/api/sku/SKU909090/history', '/api/sku/SKU909090'],
    ['/api/batch/BAT909090/history', '/api/batch/BAT909090'],
  ])('answers %s with 404 naming the item', async (url, Id) => {
    expect(expectProblem(await call(t.app, 'GET', url), 'missing-resource', 404).Id).toBe(Id);
  });

  it.each(['/api/sku/BAT000001/history', '/api/batch/SKU000001/history'])('validates the id in %s', async (url) => {
    const problem = expectProblem(await call(t.app, 'GET', url), 'validation-error', 400);
    expect(problem['invalid-params']?.[0]?.name).toBe('id');
  });
});

describe('GET /api/history', () => {
  it('lists every stock change across bins and items, newest first', async () => {
    const [a, b, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await receive(t.app, a, sku, 6);
    await moveUnits(a, b, sku, 2);
    const page = await history('/api/history?limit=2');
    expect(page.Id).toBe('/api/history');
    expect(page.state.items).toMatchObject([
      { kind: 'move', item_id: sku, from_bin: a, to_bin: b, quantity: 2 },
      { kind: 'receive', item_id: sku, to_bin: a, quantity: 6 },
    ]);
    const all = await history('/api/history?limit=200');
    expect(all.state.total).toBe(all.state.items.length);
    // Newest first: by operation, the order they took effect in.
    const operations = all.state.items.map((m) => m.operation.id);
    expect(operations).toEqual([...operations].sort((x, y) => y - x));
  });

  it('validates its paging', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/history?limit=0'), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'limit', reason: 'must be at least 1' }]);
  });
});
