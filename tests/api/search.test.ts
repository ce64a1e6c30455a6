import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCENTED, UNACCENTED } from '../../src/server/db/accents';
import { SearchResource, type SearchState } from '../../src/shared/contract/search';
import { call, newBin } from '../support/builders';
import { receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Each test uses its own made-up words, so the tests share one database without seeing each other's items.

async function create(path: '/api/skus' | '/api/batches', body: Record<string, unknown>): Promise<string> {
  const response = await call(t.app, 'POST', path, body);
  expect(response.statusCode, response.body).toBe(201);
  return body.id as string;
}
const sku = (id: string, name: string, codes: Record<string, string[]> = {}) => create('/api/skus', { id, name, ...codes });
const batch = (id: string, name: string, more: Record<string, unknown> = {}) => create('/api/batches', { id, name, ...more });

async function find(query: string | null, paging = ''): Promise<SearchState> {
  const url = query === null ? `/api/search?${paging}` : `/api/search?query=${encodeURIComponent(query)}&${paging}`;
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return SearchResource.parse(response.json()).state;
}
const idsOf = async (query: string, paging = '') => (await find(query, paging)).results.map((result) => result.id);
/** Where a SKU or batch without stock is held, in the default unit. */
const nowhere = { unit: 'ea', held: [], more: 0 };

describe('GET /api/search: answer', () => {
  it('answers the envelope with its Id, paging fields and no operations', async () => {
    await sku('SKU700100', 'Quorzel paste');
    const response = await call(t.app, 'GET', '/api/search?query=quorzel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      Id: '/api/search?query=quorzel&startingFrom=0&limit=20',
      state: {
        total_num_results: 1,
        total_is_exact: true,
        starting_from: 0,
        limit: 20,
        returned_num_results: 1,
        results: [{ id: 'SKU700100', name: 'Quorzel paste', kind: 'sku', match: 'name', locations: nowhere }],
      },
      operations: [],
    });
  });

  it('gives batches their parent SKU, null for an anonymous batch', async () => {
    await sku('SKU700110', 'Plimsy base');
    await batch('BAT700110', 'Plimsy lot', { sku_id: 'SKU700110' });
    await batch('BAT700111', 'Plimsy stray');
    expect((await find('plimsy')).results).toEqual([
      { id: 'SKU700110', name: 'Plimsy base', kind: 'sku', match: 'name', locations: nowhere },
      { id: 'BAT700111', name: 'Plimsy stray', kind: 'batch', sku_id: null, match: 'name', locations: nowhere },
      { id: 'BAT700110', name: 'Plimsy lot', kind: 'batch', sku_id: 'SKU700110', match: 'name', locations: nowhere },
    ]);
  });

  it.each([[null], [''], ['   '], ['\t\n']])('answers a missing or blank query (%j) with no results', async (query) => {
    expect(await find(query)).toEqual({
      total_num_results: 0,
      total_is_exact: true,
      starting_from: 0,
      limit: 20,
      returned_num_results: 0,
      results: [],
    });
  });

  it('finds nothing for punctuation only, and nothing for an unknown id', async () => {
    expect((await find('--')).results).toEqual([]);
    expect((await find('SKU799999')).results).toEqual([]);
    expect((await find('MIX000001')).results).toEqual([]);
  });
});

describe('GET /api/search: groups', () => {
  it('lists the exact id, then owned codes, then associated codes, then names with SKUs before batches', async () => {
    // Created in an order unlike the answer's, so the answer's order comes from the rules.
    await batch('BAT700201', 'Frobnicator lot');
    await sku('SKU700201', 'Frobnicator large');
    await sku('SKU700202', 'Plain thing', { associated_codes: ['frobnic'] });
    await batch('BAT700202', 'Plain lot', { owned_codes: ['frobnic'] });
    await batch('BAT700203', 'Frobnic seconds', { associated_codes: ['frobnic'] });
    expect(await idsOf('frobnic')).toEqual(['BAT700202', 'SKU700202', 'BAT700203', 'SKU700201', 'BAT700201']);
    // Scans trust code hits only, so each result says why it was found.
    expect((await find('frobnic')).results.map((r) => r.match)).toEqual(['code', 'code', 'code', 'name', 'name']);
    expect((await find('frobnic')).total_num_results).toBe(5);
  });

  it('puts an exact id first, found from any case and surrounding spaces', async () => {
    await batch('BAT700301', 'Wembling lot');
    await newBin(t.app, 'BIN700301');
    expect(await idsOf('  bat700301 ')).toEqual(['BAT700301']);
    expect((await find('Bin700301')).results).toEqual([{ id: 'BIN700301', name: '', kind: 'bin', match: 'id' }]);
  });

  it('lists an item once although its id, its own code and its name all match', async () => {
    await sku('SKU700401', 'SKU700401 spare', { owned_codes: ['SKU700401'] });
    await sku('SKU700402', 'Other', { associated_codes: ['SKU700401'] });
    await batch('BAT700401', 'sku700401 leftovers', { associated_codes: ['SKU700401'] });
    await batch('BAT700402', 'SKU700401 remnants');
    const state = await find('SKU700401');
    expect(state.results.map((result) => result.id)).toEqual(['SKU700401', 'SKU700402', 'BAT700401', 'BAT700402']);
    expect(state.total_num_results).toBe(4);
  });

  it('matches codes exactly and with case, after trimming', async () => {
    await sku('SKU700501', 'Coded', { owned_codes: ['Zx-5501'] });
    expect(await idsOf(' Zx-5501 ')).toEqual(['SKU700501']);
    expect(await idsOf('zx-5501')).toEqual([]);
    expect(await idsOf('Zx-550')).toEqual([]);
  });
});

describe('GET /api/search: names', () => {
  beforeAll(async () => {
    await sku('SKU700601', 'Shea butter, refined');
    await sku('SKU700602', 'Cocoa butter');
    await batch('BAT700601', 'Crème brûlée base');
  });

  it.each([
    ['shea but', ['SKU700601']],
    ['SHEA BUT', ['SKU700601']],
    ['refined shea', ['SKU700601']],
    ['but,shea', ['SKU700601']],
    ['shea', ['SKU700601']],
    ['butter', ['SKU700602', 'SKU700601']],
    ['s', ['SKU700601']],
    ['CRÈME', ['BAT700601']],
    ['brûl', ['BAT700601']],
    ['creme brul', ['BAT700601']],
  ])('finds %j by word prefixes, in any case', async (query, ids) => {
    // Other tests' items may share one-letter prefixes, so only this test's ids are compared.
    const found = (await idsOf(query)).filter((id) => ['SKU700601', 'SKU700602', 'BAT700601'].includes(id));
    expect(found).toEqual(ids);
  });

  it.each(['hea', 'butters', 'shea cocoa', 'shea xyz', 'utter'])(
    'does not find %j: every word must start some word of the name',
    async (query) => {
      expect(await idsOf(query)).toEqual([]);
    },
  );
});

describe('GET /api/search: accents', () => {
  beforeAll(async () => {
    await sku('SKU700901', 'Zorvish karité');
    await sku('SKU700902', 'Zorvish KARITE');
    await batch('BAT700901', 'Crème brûlée wendle');
    // Typed as base letters followed by combining accents.
    await batch('BAT700902', 'Cre\u0300me wendle de\u0301cor');
  });

  it.each([
    ['karite', ['SKU700902', 'SKU700901']],
    ['Karité', ['SKU700902', 'SKU700901']],
    ['KARIT zorv', ['SKU700902', 'SKU700901']],
    ['creme wendle', ['BAT700902', 'BAT700901']],
    ['CRÈME WEND', ['BAT700902', 'BAT700901']],
    ['wendle brulee', ['BAT700901']],
    ['wendle decor', ['BAT700902']],
    ['wendle de\u0301c', ['BAT700902']],
  ])("finds names whatever their accents and the query's: %j", async (query, ids) => {
    expect(await idsOf(query)).toEqual(ids);
  });

  it('answers names as they were written', async () => {
    expect((await find('zorvish karite')).results.map((result) => result.name)).toEqual(['Zorvish KARITE', 'Zorvish karité']);
  });

  it('keeps codes exact: accents are part of a code', async () => {
    await sku('SKU700911', 'Yakbell', { owned_codes: ['Zébu-77'] });
    expect((await find('Zébu-77')).results).toMatchObject([{ id: 'SKU700911', match: 'code' }]);
    expect(await idsOf('Zebu-77')).toEqual([]);
    expect(await idsOf('zébu-77')).toEqual([]);
  });

  it('folds every letter and mark of the table in the index as the query side folds it', async () => {
    const letters = new Map<string, string>();
    [...UNACCENTED].forEach((base, at) => letters.set(base, (letters.get(base) ?? '') + ACCENTED.charAt(at)));
    const marks = ACCENTED.slice(UNACCENTED.length);
    const names = [...letters].map(([base, accented]) => [
      `Foldcheck${base} ${accented}`,
      `foldcheck${base} ${base.repeat(accented.length)}`,
    ]);
    names.push([`Foldcheckmarks q${marks}z`, 'foldcheckmarks qz']);
    // Straight into the table: the triggers index these rows like any other.
    await t.db
      .insertInto('skus')
      .values(names.map(([name], i) => ({ id: `SKU7092${String(i).padStart(2, '0')}`, name: name as string, props: null, created_at: i })))
      .execute();
    for (const [i, [name, plain]] of names.entries()) {
      const id = `SKU7092${String(i).padStart(2, '0')}`;
      expect(await idsOf(plain as string), plain).toEqual([id]);
      expect(await idsOf(name as string), name).toEqual([id]);
    }
  });
});

describe('GET /api/search: paging', () => {
  const batches = Array.from({ length: 25 }, (_, i) => `BAT7007${String(i).padStart(2, '0')}`);
  const skus = ['SKU700701', 'SKU700702', 'SKU700703'];
  beforeAll(async () => {
    for (const id of skus) await sku(id, `Glimmerwort ${id}`);
    for (const id of batches) await batch(id, `Glimmerwort lot ${id}`);
  });

  it('orders names by kind, then newest first, and pages through them without repeats', async () => {
    const all = [...skus].reverse().concat([...batches].reverse());
    const pages = [
      await find('glimmer', 'limit=10'),
      await find('glimmer', 'startingFrom=10&limit=10'),
      await find('glimmer', 'startingFrom=20&limit=10'),
    ];
    expect(pages.flatMap((page) => page.results.map((result) => result.id))).toEqual(all);
    expect(pages.map((page) => [page.starting_from, page.limit, page.returned_num_results, page.total_num_results])).toEqual([
      [0, 10, 10, 28],
      [10, 10, 10, 28],
      [20, 10, 8, 28],
    ]);
  });

  it('defaults to 20 from the start, and answers a page past the end or of size 0 with the total only', async () => {
    expect((await find('glimmer')).returned_num_results).toBe(20);
    expect(await find('glimmer', 'startingFrom=40')).toMatchObject({ total_num_results: 28, returned_num_results: 0, results: [] });
    expect(await find('glimmer', 'limit=0')).toMatchObject({ total_num_results: 28, returned_num_results: 0, results: [] });
  });

  it.each([
    ['startingFrom=-1', 'startingFrom', 'value must be at least 0'],
    ['startingFrom=1.5', 'startingFrom', 'expected int'],
    ['startingFrom=', 'startingFrom', 'expected int'],
    ['limit=abc', 'limit', 'expected int'],
    ['limit=-5', 'limit', 'value must be at least 0'],
    ['limit=101', 'limit', 'value must be at most 100'],
    ['limit=1e3', 'limit', 'expected int'],
    ['limit=1&limit=2', 'limit', 'expected int'],
  ])('refuses %s with a validation problem naming the parameter', async (paging, name, reason) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/search?query=glimmer&${paging}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name, reason }]);
  });

  it('refuses a repeated query parameter', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/search?query=a&query=b'), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'query', reason: 'expected str' }]);
  });
});

describe('GET /api/search: where results are held', () => {
  beforeAll(async () => {
    await create('/api/skus', { id: 'SKU701001', name: 'Quillet oil', unit: 'kg' });
    await batch('BAT701001', 'Quillet lot A', { sku_id: 'SKU701001' });
    await batch('BAT701002', 'Quillet stray');
    await batch('BAT701003', 'Quillet lot B', { sku_id: 'SKU701001' });
    expect((await call(t.app, 'POST', '/api/bins', { id: 'BIN701001', name: 'Cold room' })).statusCode).toBe(201);
    for (const bin of ['BIN701002', 'BIN701003', 'BIN701004', 'BIN701005']) await newBin(t.app, bin);
    const stock: [string, string, number][] = [
      ['BIN701001', 'SKU701001', 2.5],
      ['BIN701001', 'BAT701001', 1.25],
      ['BIN701002', 'BAT701001', 4],
      ['BIN701003', 'BAT701001', 0.5],
      ['BIN701004', 'BAT701001', 3],
      ['BIN701005', 'BAT701002', 7],
      ['BIN701004', 'BAT701002', 7],
    ];
    for (const [bin, item, quantity] of stock) await receive(t.app, bin, item, quantity);
  });

  it('lists the largest bins first (ties by bin), in the unit, with the bin names and a count of the rest', async () => {
    const byId = Object.fromEntries((await find('quillet')).results.map((result) => [result.id, result.locations]));
    expect(byId).toEqual({
      // A SKU is held where it is and where its batches are, as its page shows it.
      SKU701001: {
        unit: 'kg',
        held: [
          { bin_id: 'BIN701002', bin_name: '', quantity: 4 },
          { bin_id: 'BIN701001', bin_name: 'Cold room', quantity: 3.75 },
          { bin_id: 'BIN701004', bin_name: '', quantity: 3 },
        ],
        more: 1,
      },
      // A batch counts in its SKU's unit, an anonymous one in ea.
      BAT701001: {
        unit: 'kg',
        held: [
          { bin_id: 'BIN701002', bin_name: '', quantity: 4 },
          { bin_id: 'BIN701004', bin_name: '', quantity: 3 },
          { bin_id: 'BIN701001', bin_name: 'Cold room', quantity: 1.25 },
        ],
        more: 1,
      },
      BAT701002: {
        unit: 'ea',
        held: [
          { bin_id: 'BIN701004', bin_name: '', quantity: 7 },
          { bin_id: 'BIN701005', bin_name: '', quantity: 7 },
        ],
        more: 0,
      },
      BAT701003: { unit: 'kg', held: [], more: 0 },
    });
  });

  it('says where results found by id or code are held too, and nothing for a bin', async () => {
    expect((await find('bat701002')).results[0]?.locations?.held.map((entry) => entry.bin_id)).toEqual(['BIN701004', 'BIN701005']);
    expect((await find('BIN701001')).results).toEqual([{ id: 'BIN701001', name: 'Cold room', kind: 'bin', match: 'id' }]);
  });

  it('follows stock as it moves out', async () => {
    await receive(t.app, 'BIN701002', 'BAT701001', -4);
    await receive(t.app, 'BIN701001', 'SKU701001', -2.5);
    const [skuLocations] = (await find('quillet oil')).results.map((result) => result.locations);
    expect(skuLocations).toEqual({
      unit: 'kg',
      held: [
        { bin_id: 'BIN701004', bin_name: '', quantity: 3 },
        { bin_id: 'BIN701001', bin_name: 'Cold room', quantity: 1.25 },
        { bin_id: 'BIN701003', bin_name: '', quantity: 0.5 },
      ],
      more: 0,
    });
  });
});

describe('GET /api/search: totals past the counting window', () => {
  beforeAll(async () => {
    // Straight into the table: the triggers index these rows like any other.
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      id: `BAT71${String(i).padStart(4, '0')}`,
      sku_id: null,
      name: `Tallyweed ${i}`,
      props: null,
      created_at: i,
    }));
    await t.db.insertInto('batches').values(rows).execute();
  });

  it('counts up to 1,000 results past the page start and says when there are more', async () => {
    expect(await find('tallyweed')).toMatchObject({ total_num_results: 1000, total_is_exact: false, returned_num_results: 20 });
    expect(await find('tallyweed', 'startingFrom=990')).toMatchObject({
      total_num_results: 1005,
      total_is_exact: true,
      returned_num_results: 15,
    });
  });
});

describe('GET /api/search: follows changes', () => {
  it('follows renames, code changes, re-parenting and deletes', async () => {
    await sku('SKU700801', 'Vorpal oil', { owned_codes: ['VORP-1'] });
    await sku('SKU700802', 'Vorpal base');
    await batch('BAT700801', 'Vorpal lot', { sku_id: 'SKU700801' });

    expect((await call(t.app, 'PATCH', '/api/sku/SKU700801', { name: 'Snicker oil', owned_codes: ['SNICK-1'] })).statusCode).toBe(200);
    expect(await idsOf('vorpal')).toEqual(['SKU700802', 'BAT700801']);
    expect(await idsOf('snicker')).toEqual(['SKU700801']);
    expect(await idsOf('VORP-1')).toEqual([]);
    expect(await idsOf('SNICK-1')).toEqual(['SKU700801']);

    const reparent = await call(t.app, 'PATCH', '/api/batch/BAT700801?force=true', { id: 'BAT700801', sku_id: 'SKU700802' });
    expect(reparent.statusCode, reparent.body).toBe(200);
    expect((await find('vorpal lot')).results).toEqual([
      { id: 'BAT700801', name: 'Vorpal lot', kind: 'batch', sku_id: 'SKU700802', match: 'name', locations: nowhere },
    ]);

    expect((await call(t.app, 'DELETE', '/api/batch/BAT700801')).statusCode).toBe(200);
    expect(await idsOf('vorpal')).toEqual(['SKU700802']);
    expect(await idsOf('BAT700801')).toEqual([]);
  });
});

// PostgreSQL keeps a row per word prefix (migration 015) in step with every write; these are the ways it could fall behind.
describe('GET /api/search: the word prefixes follow every write', () => {
  it('finds a prefix of any word of a name, not only the first, and no part from inside a word', async () => {
    await sku('SKU703001', 'Ambergill quartz-flake, Crème');
    for (const query of ['ambergill', 'QUARTZ F', 'fla amb', 'ambergill cre', 'CRÈ amb', 'crème flake quar']) {
      expect(await idsOf(query), query).toEqual(['SKU703001']);
    }
    for (const query of ['ambergill lake', 'mbergill', 'ambergillq', 'ambergill crumb']) expect(await idsOf(query), query).toEqual([]);
  });

  it('drops the words a rename removes, keeps those it keeps, and finds the new ones, whatever their case and accents', async () => {
    await sku('SKU703011', 'Brindlewort amber paste');
    const rename = async (name: string) => expect((await call(t.app, 'PATCH', '/api/sku/SKU703011', { name })).statusCode).toBe(200);
    await rename('Brindlewort umber pâte');
    expect(await idsOf('brindlewort amb')).toEqual([]);
    expect(await idsOf('brindlewort paste')).toEqual([]);
    expect(await idsOf('brindle umb')).toEqual(['SKU703011']);
    expect(await idsOf('brindlewort pate')).toEqual(['SKU703011']);
    // The same words in another case: the prefixes stay.
    await rename('BRINDLEWORT UMBER PÂTE');
    expect(await idsOf('brindlewort umber pâte')).toEqual(['SKU703011']);
  });

  it('takes a deleted item out, keeps an archived one out, and finds it again once restored', async () => {
    const bin = await newBin(t.app);
    await batch('BAT703021', 'Nubbleroot tincture');
    await batch('BAT703022', 'Nubbleroot resin');
    // Moved once, so its delete archives it (decision 013); the other has no history and is simply gone.
    await receive(t.app, bin, 'BAT703021', 2);
    await receive(t.app, bin, 'BAT703021', -2);
    for (const id of ['BAT703021', 'BAT703022']) expect((await call(t.app, 'DELETE', `/api/batch/${id}`)).statusCode).toBe(200);
    expect(await idsOf('nubbleroot')).toEqual([]);
    expect(await idsOf('nubbleroot tinc')).toEqual([]);

    const restored = await call(t.app, 'POST', '/api/archive/BAT703021/restore', {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await idsOf('nubble tinc')).toEqual(['BAT703021']);
  });

  it('follows bins, which are found by name as well', async () => {
    const bin = await newBin(t.app);
    expect((await call(t.app, 'PATCH', `/api/bin/${bin}`, { name: 'Wickerhollow cage' })).statusCode).toBe(200);
    expect(await idsOf('wickerh cag')).toEqual([bin]);
    expect((await call(t.app, 'PATCH', `/api/bin/${bin}`, { name: 'Wickerhollow shelf' })).statusCode).toBe(200);
    expect(await idsOf('wickerh cag')).toEqual([]);
    expect(await idsOf('wickerh she')).toEqual([bin]);
  });
});
