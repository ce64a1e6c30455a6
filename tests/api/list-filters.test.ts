import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryResource } from '../../src/shared/contract/history';
import { BatchListResource, BinListResource, MixtureListResource, SkuListResource } from '../../src/shared/contract/lists';
import { TemplateListResource } from '../../src/shared/contract/step-templates';
import { call } from '../support/builders';
import { blend } from '../support/mixture-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

/**
 * What the lists' filters match (decision 030): part of an id, or the start of words of a name,
 * in any case and with or without accents; a reversed date range is refused, never read as none.
 */

let t: TestApp;

const created = async (url: string, body: Record<string, unknown>) => {
  const response = await call(t.app, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
};
const get = async (url: string) => {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};
const ids = (page: { items: { state: { id: string } }[] }) => page.items.map((item) => item.state.id);
const skus = async (text: string) => ids(SkuListResource.parse(await get(`/api/skus?text=${encodeURIComponent(text)}`)).state);
const bins = async (text: string) => ids(BinListResource.parse(await get(`/api/bins?text=${encodeURIComponent(text)}`)).state);
const batches = async (query: string) => ids(BatchListResource.parse(await get(`/api/batches?${query}`)).state);
const mixtures = async (query: string) => MixtureListResource.parse(await get(`/api/mixtures?${query}`)).state;
const operators = async (operator: string) =>
  HistoryResource.parse(await get(`/api/history?operator=${encodeURIComponent(operator)}`)).state.items.map((row) => row.operator);

let mixA: string;
let mixB: string;
/** the batches blended into mixA, of SKU000401 */
let blended: string[];

beforeAll(async () => {
  t = await startTestApp();
  await created('/api/skus', { id: 'SKU000401', name: 'Crème fraîche', unit: 'kg' });
  await created('/api/skus', { id: 'SKU000402', name: 'CREME BRULEE base' });
  await created('/api/skus', { id: 'SKU000403', name: 'Sucre-glace' });
  await created('/api/skus', { id: 'SKU000404', name: 'Macreme' });
  await created('/api/bins', { id: 'BIN000401', name: 'Étagère haute' });
  await created('/api/bins', { id: 'BIN000402', name: 'Shelf 2' });
  await created('/api/batches', { id: 'BAT000401', sku_id: 'SKU000401', name: 'Lot été' });
  await created('/api/batches', { id: 'BAT000402', sku_id: 'SKU000402', name: 'Lot hiver' });
  await created('/api/batches', { id: 'BAT000403', sku_id: 'SKU000403', name: 'Lot printemps' });
  for (const operator of ['Zoë Martín', 'Ana Lima', 'Anabel Ortiz']) {
    const response = await call(t.app, 'POST', '/api/bin/BIN000402/contents', { id: 'SKU000403', quantity: 1, operator });
    expect(response.statusCode, response.body).toBe(201);
  }
  ({ mix: mixA, batches: blended } = await blend(t.app, [2, 1.5], { bin: 'BIN000401', sku: 'SKU000401' }));
  mixB = (await blend(t.app, [3], { bin: 'BIN000402' })).mix;
});
afterAll(() => t.close());

describe('text filters', () => {
  it('fold accents both ways: "creme" finds "Crème", "Crème" finds "CREME"', async () => {
    expect(await skus('creme')).toEqual(['SKU000401', 'SKU000402']);
    expect(await skus('Crème')).toEqual(['SKU000401', 'SKU000402']);
    expect(await skus('fraiche')).toEqual(['SKU000401']);
    expect(await bins('etagere')).toEqual(['BIN000401']);
    expect(await batches('text=ete')).toEqual(['BAT000401']);
  });

  it('ignore case', async () => {
    expect(await skus('cReMe BrU')).toEqual(['SKU000402']);
    expect(await bins('ÉTAG')).toEqual(['BIN000401']);
  });

  it('match the start of any word of a name, every word typed, not the middle of one', async () => {
    expect(await skus('fra')).toEqual(['SKU000401']);
    expect(await skus('glace')).toEqual(['SKU000403']);
    expect(await skus('base cre')).toEqual(['SKU000402']);
    expect(await skus('reme')).toEqual([]);
    expect(await skus('creme glace')).toEqual([]);
  });

  it('match part of an id, as before', async () => {
    expect(await skus('0403')).toEqual(['SKU000403']);
    expect(await bins('bin00040')).toEqual(['BIN000401', 'BIN000402']);
  });

  it('apply to step templates too', async () => {
    const rows = [{ sku_id: 'SKU000401' }];
    await created('/api/step-templates', { template_id: 'TPL000401', name: 'Émulsion chaude', inputs: rows, outputs: rows });
    const page = TemplateListResource.parse(await get('/api/step-templates?text=emul'));
    expect(page.state.items.map((item) => item.state.template_id)).toEqual(['TPL000401']);
  });
});

describe("the batch list's SKU filter", () => {
  it('takes a SKU id or the words of its name, not only an id', async () => {
    expect(await batches('sku=SKU000401')).toEqual(['BAT000401', ...blended]);
    expect(await batches('sku=creme')).toEqual(['BAT000401', 'BAT000402', ...blended]);
    expect(await batches('sku=sucre')).toEqual(['BAT000403']);
    expect(await batches('sku=creme&text=hiver')).toEqual(['BAT000402']);
    expect(await batches('sku=nothing')).toEqual([]);
  });
});

describe("the ledger's operator filter", () => {
  it('matches the start of any word of the name, in any case, accents aside', async () => {
    expect(await operators('ana')).toEqual(['Anabel Ortiz', 'Ana Lima']);
    expect(await operators('lima')).toEqual(['Ana Lima']);
    expect(await operators('ZOE mar')).toEqual(['Zoë Martín']);
    expect(await operators('nabel')).toEqual([]);
  });
});

describe('a reversed date range', () => {
  it.each([
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['from=2026-03-02T10:00:00Z&to=2026-03-02T09:59:59Z', 'to'],
  ])('is refused: %s', async (query, name) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/history?${query}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name, reason: 'must not be before from' }]);
  });

  it('of one day is that day', async () => {
    expect((await get('/api/history?from=2026-03-02&to=2026-03-02')) as object).toMatchObject({ state: { total: 0 } });
  });
});

describe('GET /api/mixtures', () => {
  it('lists mixtures by id, each with its SKU, bin, unit and what its bin holds of it', async () => {
    const page = await mixtures('');
    expect(page).toMatchObject({ total: 2, starting_from: 0, limit: 20 });
    expect(page.items.map(({ state: { created_at, ...state } }) => (expect(Date.parse(created_at)).toBeGreaterThan(0), state))).toEqual([
      {
        id: mixA,
        sku_id: 'SKU000401',
        sku_name: 'Crème fraîche',
        bin_id: 'BIN000401',
        bin_name: 'Étagère haute',
        unit: 'kg',
        on_hand: 3.5,
        created_by: 'Ann',
      },
      expect.objectContaining({ id: mixB, bin_id: 'BIN000402', unit: 'kg', on_hand: 3 }) as unknown,
    ]);
    expect(page.items[0]?.Id).toBe(`/api/mixture/${mixA}`);
    expect(page.items[0]?.operations.map((op) => op.rel)).toContain('draw');
  });

  it('is searchable by id and by SKU id or name, accents and case aside', async () => {
    expect(ids(await mixtures(`text=${mixB.slice(-3)}`))).toEqual([mixB]);
    expect(ids(await mixtures('text=CREME'))).toEqual([mixA]);
    expect(ids(await mixtures('text=fraî'))).toEqual([mixA]);
    expect(ids(await mixtures('text=SKU000401'))).toEqual([mixA]);
    expect(await mixtures('text=nothing')).toMatchObject({ total: 0, items: [] });
  });

  it('sorts by creation either way and pages', async () => {
    expect(ids(await mixtures('sort=created&order=desc'))).toEqual([mixB, mixA]);
    expect(await mixtures('limit=1&startingFrom=1')).toMatchObject({ total: 2, items: [{ state: { id: mixB } }] });
  });

  it.each([
    ['sort=name', 'sort', 'must be one of id, created'],
    ['limit=101', 'limit', 'must be at most 100'],
  ])('GET /api/mixtures?%s is a 400 naming %s', async (query, name, reason) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/mixtures?${query}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name, reason }]);
  });
});
