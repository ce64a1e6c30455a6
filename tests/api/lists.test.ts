import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HISTORY_KINDS, HistoryResource } from '../../src/shared/contract/history';
import { BatchListResource, BinListResource, SkuListResource } from '../../src/shared/contract/lists';
import { call } from '../support/builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

const created = async (url: string, body: Record<string, unknown>) => {
  const response = await call(t.app, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
};
const stock = async (bin: string, id: string, quantity: number, operator?: string) => {
  const response = await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id, quantity, ...(operator && { operator }) });
  expect(response.statusCode, response.body).toBe(201);
};
const get = async (url: string) => {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};
const bins = async (query = '') => BinListResource.parse(await get(`/api/bins${query}`)).state;
const skus = async (query = '') => SkuListResource.parse(await get(`/api/skus${query}`)).state;
const batches = async (query = '') => BatchListResource.parse(await get(`/api/batches${query}`)).state;
const ids = (page: { items: { state: { id: string } }[] }) => page.items.map((item) => item.state.id);

beforeAll(async () => {
  t = await startTestApp();
  await created('/api/bins', { id: 'BIN000101', name: 'Cold room', zone: 'North' });
  await created('/api/bins', { id: 'BIN000102', name: 'aisle 3' });
  await created('/api/bins', { id: 'BIN000103', name: 'Dock 50%_off' });
  await created('/api/bins', { id: 'BIN000104' });
  await created('/api/skus', { id: 'SKU000201', name: 'Shea butter', unit: 'kg' });
  await created('/api/skus', { id: 'SKU000202', name: 'almond oil', unit: 'L' });
  await created('/api/skus', { id: 'SKU000203', name: 'Crate' });
  await created('/api/batches', { id: 'BAT000301', sku_id: 'SKU000201', name: 'Lot B' });
  await created('/api/batches', { id: 'BAT000302', sku_id: 'SKU000201', name: 'lot a' });
  await created('/api/batches', { id: 'BAT000303', name: 'Loose' });
  await stock('BIN000101', 'SKU000201', 2.5, 'Ann');
  await stock('BIN000101', 'BAT000301', 1.25, 'Bo');
  await stock('BIN000102', 'BAT000301', 1);
  await stock('BIN000102', 'BAT000302', 3, 'ANN');
  await stock('BIN000103', 'BAT000303', 4);
  await stock('BIN000103', 'BAT000303', -4, 'ann');
});
afterAll(() => t.close());

describe('GET /api/bins', () => {
  it('answers a page of bin envelopes, by id, each with its name, zone and how many items it holds', async () => {
    const page = await bins();
    expect(page).toMatchObject({ total: 4, starting_from: 0, limit: 20 });
    expect(page.items[0]).toEqual({
      Id: '/api/bin/BIN000101',
      state: { id: 'BIN000101', name: 'Cold room', zone: 'North', items_held: 2 },
      operations: expect.arrayContaining([
        { rel: 'update', method: 'PATCH', href: '/api/bin/BIN000101', 'Expects-a': 'Bin patch' },
      ]) as unknown,
    });
    expect(ids(page)).toEqual(['BIN000101', 'BIN000102', 'BIN000103', 'BIN000104']);
    expect(page.items.map((item) => item.state.items_held)).toEqual([2, 2, 0, 0]);
  });

  it('sorts by name in any case, either way, with the id breaking ties', async () => {
    expect(ids(await bins('?sort=name'))).toEqual(['BIN000104', 'BIN000102', 'BIN000101', 'BIN000103']);
    expect(ids(await bins('?sort=name&order=desc'))).toEqual(['BIN000103', 'BIN000101', 'BIN000102', 'BIN000104']);
    expect(ids(await bins('?order=desc'))).toEqual(['BIN000104', 'BIN000103', 'BIN000102', 'BIN000101']);
  });

  it('pages with startingFrom and limit, counting every match', async () => {
    const page = await bins('?sort=name&startingFrom=1&limit=2');
    expect(page).toMatchObject({ total: 4, starting_from: 1, limit: 2 });
    expect(ids(page)).toEqual(['BIN000102', 'BIN000101']);
    expect(await bins('?startingFrom=4')).toMatchObject({ total: 4, items: [] });
  });

  it('filters by text in the id or words of the name, any case; % and _ match only themselves', async () => {
    expect(ids(await bins('?text=COLD'))).toEqual(['BIN000101']);
    expect(ids(await bins('?text=0102'))).toEqual(['BIN000102']);
    expect(ids(await bins('?text=50%25'))).toEqual(['BIN000103']);
    expect(ids(await bins('?text=_off'))).toEqual(['BIN000103']);
    expect(ids(await bins('?text=%25'))).toEqual([]);
    expect(await bins('?text=nothing-like-it')).toMatchObject({ total: 0, items: [] });
    expect((await bins('?text=%20%20')).total).toBe(4);
  });
});

describe('GET /api/skus', () => {
  it('lists SKUs with their unit and on-hand, their own stock and their batches together', async () => {
    const page = await skus();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.state)).toEqual([
      { id: 'SKU000201', name: 'Shea butter', unit: 'kg', on_hand: 7.75 },
      { id: 'SKU000202', name: 'almond oil', unit: 'L', on_hand: 0 },
      { id: 'SKU000203', name: 'Crate', unit: 'ea', on_hand: 0 },
    ]);
    expect(page.items[0]?.Id).toBe('/api/sku/SKU000201');
    expect(page.items[0]?.operations.map((op) => op.rel)).toContain('batches');
  });

  it('sorts by name and filters by text', async () => {
    expect(ids(await skus('?sort=name'))).toEqual(['SKU000202', 'SKU000203', 'SKU000201']);
    expect(ids(await skus('?sort=name&order=desc&limit=1'))).toEqual(['SKU000201']);
    expect(ids(await skus('?text=oIL'))).toEqual(['SKU000202']);
  });
});

describe('GET /api/batches', () => {
  it('lists batches with their SKU, unit and on-hand', async () => {
    const page = await batches();
    expect(page.items.map(({ state: { created_at, ...state } }) => (expect(Date.parse(created_at)).toBeGreaterThan(0), state))).toEqual([
      { id: 'BAT000301', name: 'Lot B', sku_id: 'SKU000201', sku_name: 'Shea butter', unit: 'kg', on_hand: 2.25 },
      { id: 'BAT000302', name: 'lot a', sku_id: 'SKU000201', sku_name: 'Shea butter', unit: 'kg', on_hand: 3 },
      { id: 'BAT000303', name: 'Loose', sku_id: null, sku_name: null, unit: 'ea', on_hand: 0 },
    ]);
  });

  it('sorts by name or creation and filters by SKU and text together', async () => {
    expect(ids(await batches('?sort=name'))).toEqual(['BAT000303', 'BAT000302', 'BAT000301']);
    expect(ids(await batches('?sort=created&order=desc'))).toEqual(['BAT000303', 'BAT000302', 'BAT000301']);
    const ofSku = await batches('?sku=SKU000201');
    expect(ofSku.total).toBe(2);
    expect(ids(ofSku)).toEqual(['BAT000301', 'BAT000302']);
    expect(ids(await batches('?sku=SKU000201&text=lot%20a'))).toEqual(['BAT000302']);
    expect(ids(await batches('?sku=SKU000202'))).toEqual([]);
  });

  it('leaves out what was deleted', async () => {
    await created('/api/batches', { id: 'BAT000399', name: 'Short-lived' });
    expect(ids(await batches('?text=short'))).toEqual(['BAT000399']);
    expect((await call(t.app, 'DELETE', '/api/batch/BAT000399')).statusCode).toBe(200);
    expect(ids(await batches('?text=short'))).toEqual([]);
  });
});

describe('list query bounds', () => {
  it.each([
    ['/api/bins?limit=101', 'limit', 'must be at most 100'],
    ['/api/bins?limit=0', 'limit', 'must be at least 1'],
    ['/api/skus?startingFrom=1000001', 'startingFrom', 'must be at most 1000000'],
    ['/api/skus?startingFrom=-1', 'startingFrom', 'expected a whole number'],
    [`/api/bins?text=${'x'.repeat(201)}`, 'text', 'must be at most 200 characters'],
    ['/api/bins?sort=zone', 'sort', 'must be one of id, name'],
    ['/api/batches?sort=unit', 'sort', 'must be one of id, name, created'],
    ['/api/skus?order=up', 'order', "must be 'asc' or 'desc'"],
    [`/api/batches?sku=${'x'.repeat(201)}`, 'sku', 'must be at most 200 characters'],
    ['/api/bins?sort=id&sort=name', 'sort', 'must be one of id, name'],
  ])('GET %s is a 400 naming %s', async (url, name, reason) => {
    const problem = expectProblem(await call(t.app, 'GET', url), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name, reason }]);
  });

  it('answers the largest bounds', async () => {
    expect(await bins('?limit=100&startingFrom=1000000')).toMatchObject({ total: 4, starting_from: 1_000_000, limit: 100, items: [] });
    expect((await bins(`?text=${'x'.repeat(200)}`)).total).toBe(0);
  });
});

describe('GET /api/history filters', () => {
  const ledger = async (query: string) => HistoryResource.parse(await get(`/api/history${query}`)).state;
  const rows = async (query: string) => (await ledger(query)).items.map((row) => [row.kind, row.item_id, row.quantity]);

  it("gives every ledger row its unit and its bins' names", async () => {
    const page = await ledger('');
    expect(page.items.map((row) => [row.item_id, row.unit])).toEqual([
      ['BAT000303', 'ea'],
      ['BAT000303', 'ea'],
      ['BAT000302', 'kg'],
      ['BAT000301', 'kg'],
      ['BAT000301', 'kg'],
      ['SKU000201', 'kg'],
    ]);
    expect(page).toMatchObject({ total: 6, total_is_exact: true });
    expect(page.items.map((row) => [row.from_bin_name, row.to_bin_name])).toEqual([
      ['Dock 50%_off', null],
      [null, 'Dock 50%_off'],
      [null, 'aisle 3'],
      [null, 'aisle 3'],
      [null, 'Cold room'],
      [null, 'Cold room'],
    ]);
  });

  it('runs oldest first with order=asc', async () => {
    expect(await rows('?order=asc&limit=2&startingFrom=1&operator=ann')).toEqual([
      ['receive', 'BAT000302', 3],
      ['release', 'BAT000303', 4],
    ]);
  });

  it('narrows to one kind, bin, item or operator (any case), and to all of them at once', async () => {
    expect(await rows('?kind=release')).toEqual([['release', 'BAT000303', 4]]);
    expect(await rows('?bin=BIN000102')).toEqual([
      ['receive', 'BAT000302', 3],
      ['receive', 'BAT000301', 1],
    ]);
    expect(await rows('?item=BAT000301')).toEqual([
      ['receive', 'BAT000301', 1],
      ['receive', 'BAT000301', 1.25],
    ]);
    expect(await rows('?operator=aNN')).toEqual([
      ['release', 'BAT000303', 4],
      ['receive', 'BAT000302', 3],
      ['receive', 'SKU000201', 2.5],
    ]);
    expect(await rows('?operator=ann&kind=receive&bin=BIN000101')).toEqual([['receive', 'SKU000201', 2.5]]);
    const filtered = await ledger('?operator=ann&limit=1&startingFrom=1');
    expect(filtered).toMatchObject({ total: 3, total_is_exact: true, starting_from: 1, limit: 1 });
  });

  it('filters a bin history the same way', async () => {
    const page = HistoryResource.parse(await get('/api/bin/BIN000101/history?operator=bo'));
    expect(page.state.items.map((row) => row.item_id)).toEqual(['BAT000301']);
  });

  it('narrows to a time span: a bare date is its whole UTC day, a datetime its instant with its offset', async () => {
    // Only Date is faked, so the database's timers and I/O run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const time of ['2026-03-01T10:00:00Z', '2026-03-02T23:30:00Z', '2026-03-03T00:10:00Z']) {
        vi.setSystemTime(new Date(time));
        await stock('BIN000104', 'SKU000203', 1, 'Clock');
      }
    } finally {
      vi.useRealTimers();
    }
    const at = async (query: string) => (await ledger(`?operator=clock&${query}`)).items.map((row) => row.at);
    expect(await at('from=2026-03-02&to=2026-03-02')).toEqual(['2026-03-02T23:30:00.000Z']);
    expect(await at('from=2026-03-02T23:30:00Z')).toEqual(['2026-03-03T00:10:00.000Z', '2026-03-02T23:30:00.000Z']);
    expect(await at('to=2026-03-03T01:00:00%2B02:00')).toEqual(['2026-03-01T10:00:00.000Z']);
    expect(await at('from=2026-03-04')).toEqual([]);
  });

  it.each([
    ['?kind=audit', 'kind', `must be one of ${HISTORY_KINDS.join(', ')}`],
    ['?bin=SKU000201', 'bin', "must start with 'BIN' followed by 1 to 9 digits"],
    ['?item=BIN000101', 'item', "must start with 'SKU', 'BAT' or 'MIX' followed by 1 to 9 digits"],
    ['?operator=%20', 'operator', 'must not be blank'],
    ['?from=yesterday', 'from', 'must be an ISO date (2026-11-24) or datetime (2026-11-24T08:00:00Z)'],
    ['?from=2026-03-02&to=2026-03-01', 'to', 'must not be before from'],
  ])('GET /api/history%s is a 400 naming %s', async (query, name, reason) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/history${query}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name, reason }]);
  });
});
