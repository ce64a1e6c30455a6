import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { LocationsResource, SkuAnswer, SkuBatchesResource, SkuResource } from '../../src/shared/contract/skus';
import { stockDirectly } from '../support/stock-builders';
import { call, newBin } from '../support/builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let skuCounter = 0;
const nextSkuId = () => `SKU8${String(++skuCounter).padStart(5, '0')}`;

/** Creates a SKU from the given fields under a fresh id and returns its id. */
async function newSku(fields: Record<string, unknown> = {}): Promise<string> {
  const id = nextSkuId();
  const response = await call(t.app, 'POST', '/api/skus', { id, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

const getSku = async (id: string) => SkuResource.parse((await call(t.app, 'GET', `/api/sku/${id}`)).json()).state;

const stock = (bin: string, item: string, units: number) => stockDirectly(t, bin, item, units);

const opsOf = (operations: { rel: string; method: string; href: string }[] | undefined) =>
  operations?.map((op) => `${op.rel} ${op.method} ${op.href}`);

describe('POST /api/skus', () => {
  it('creates a SKU and answers its status, full state and operations', async () => {
    const body = {
      id: 'SKU000010',
      name: 'Rolled oats',
      owned_codes: ['OATS-1', '0123'],
      associated_codes: ['555'],
      props: { shelf: 'B2' },
    };
    const response = await call(t.app, 'POST', '/api/skus', body);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.location).toBe('/api/sku/SKU000010');
    const answer = SkuAnswer.parse(response.json());
    expect(answer).toMatchObject({ Id: '/api/sku/SKU000010', status: 'sku created', state: body });
    expect(opsOf(answer.operations)).toEqual([
      'update PATCH /api/sku/SKU000010',
      'delete DELETE /api/sku/SKU000010',
      'bins GET /api/sku/SKU000010/bins',
      'batches GET /api/sku/SKU000010/batches',
      'history GET /api/sku/SKU000010/history',
    ]);
    expect(answer.operations?.[0]?.['Expects-a']).toBe('Sku patch');
  });

  it('fills every state key of a SKU created with an id alone', async () => {
    const id = await newSku();
    expect(await getSku(id)).toEqual({ id, name: '', owned_codes: [], associated_codes: [], props: null, unit: 'ea', on_hand: 0 });
  });

  it('refuses a second SKU with the same id and leaves the first as it was', async () => {
    const id = await newSku({ name: 'first' });
    const problem = expectProblem(await call(t.app, 'POST', '/api/skus', { id, name: 'second' }), 'duplicate-resource', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must not already exist' }]);
    expect((await getSku(id)).name).toBe('first');
  });

  it('lets exactly one of several concurrent creates of one id win', async () => {
    const id = nextSkuId();
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => call(t.app, 'POST', '/api/skus', { id, name: `racer ${i}` })));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(expectProblem(response, 'duplicate-resource', 409)['invalid-params']).toEqual([
        { name: 'id', reason: 'must not already exist' },
      ]);
    }
  });

  it.each([
    [{ id: 'sku000001' }, 'id', "must start with 'SKU' followed by 1 to 9 digits"],
    [{ id: 'BAT000001' }, 'id', "must start with 'SKU' followed by 1 to 9 digits"],
    [{ id: 'SKU' }, 'id', "must start with 'SKU' followed by 1 to 9 digits"],
    [{ id: 12 }, 'id', 'expected str'],
    [{}, 'id', 'required key not provided'],
    [{ id: 'SKU1', name: null }, 'name', 'expected str'],
    [{ id: 'SKU1', name: 5 }, 'name', 'expected str'],
    [{ id: 'SKU1', name: true }, 'name', 'expected str'],
    [{ id: 'SKU1', owned_codes: 'ABC' }, 'owned_codes', 'expected a list'],
    [{ id: 'SKU1', owned_codes: null }, 'owned_codes', 'expected a list'],
    [{ id: 'SKU1', associated_codes: { a: 1 } }, 'associated_codes', 'expected a list'],
    [{ id: 'SKU1', owned_codes: [123] }, 'owned_codes[0]', 'expected str'],
    [{ id: 'SKU1', owned_codes: [true] }, 'owned_codes[0]', 'expected str'],
    [{ id: 'SKU1', colour: 'red' }, 'colour', 'extra keys not allowed'],
    [{ id: 'SKU1', props: [1] }, 'props', 'expected a dictionary'],
    [{ id: 'SKU1', props: 'cold' }, 'props', 'expected a dictionary'],
    [[1], 'body', 'expected a dictionary'],
    ['SKU1', 'body', 'expected a dictionary'],
    [5, 'body', 'expected a dictionary'],
    [null, 'body', 'expected a dictionary'],
  ])('refuses %j with a validation problem on %s', async (body, name, reason) => {
    const problem = expectProblem(await call(t.app, 'POST', '/api/skus', body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it.each([
    ['', 'must not be empty string'],
    [' ', 'must not contain whitespace characters'],
    ['\t', 'must not contain whitespace characters'],
    [' 123', 'must not contain whitespace characters'],
    ['1 2 3', 'must not contain whitespace characters'],
    ['123 abc', 'must not contain whitespace characters'],
    ['123\n', 'must not contain whitespace characters'],
  ])('refuses the code %j in either list', async (code, reason) => {
    for (const field of ['owned_codes', 'associated_codes']) {
      const id = nextSkuId();
      const problem = expectProblem(await call(t.app, 'POST', '/api/skus', { id, [field]: ['OK-1', code] }), 'validation-error', 400);
      expect(problem['invalid-params']).toContainEqual({ name: `${field}[1]`, reason });
      expect(problem['invalid-params']?.every((param) => param.name === `${field}[1]`)).toBe(true);
      expectProblem(await call(t.app, 'GET', `/api/sku/${id}`), 'missing-resource', 404);
    }
  });

  it('refuses a code listed twice on one SKU, naming the repeat', async () => {
    const twice = expectProblem(
      await call(t.app, 'POST', '/api/skus', { id: nextSkuId(), owned_codes: ['A1', 'A1'] }),
      'validation-error',
      400,
    );
    expect(twice['invalid-params']).toEqual([{ name: 'owned_codes[1]', reason: 'code A1 is already listed in owned_codes[0]' }]);
    const both = expectProblem(
      await call(t.app, 'POST', '/api/skus', { id: nextSkuId(), owned_codes: ['B1'], associated_codes: ['C1', 'B1'] }),
      'validation-error',
      400,
    );
    expect(both['invalid-params']).toEqual([{ name: 'associated_codes[1]', reason: 'code B1 is already listed in owned_codes[0]' }]);
  });

  it('refuses to own a code another SKU owns, and creates nothing', async () => {
    const owner = await newSku({ owned_codes: ['UPC-777'] });
    const id = nextSkuId();
    const response = await call(t.app, 'POST', '/api/skus', { id, owned_codes: ['FREE-1', 'UPC-777'] });
    const problem = expectProblem(response, 'duplicate-resource', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'owned_codes[1]', reason: `code UPC-777 is already owned by ${owner}` }]);
    expectProblem(await call(t.app, 'GET', `/api/sku/${id}`), 'missing-resource', 404);
    expect((await call(t.app, 'POST', '/api/skus', { id: nextSkuId(), owned_codes: ['FREE-1'] })).statusCode).toBe(201);
  });

  it('lets exactly one of several concurrent creates own a code', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, 'POST', '/api/skus', { id: nextSkuId(), owned_codes: ['RACE-CODE'] })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      const problem = expectProblem(response, 'duplicate-resource', 409);
      expect(problem['invalid-params']?.[0]).toMatchObject({ name: 'owned_codes[0]' });
    }
  });

  it('lets associated codes repeat across SKUs and match a code another SKU owns', async () => {
    const owner = await newSku({ owned_codes: ['SHARED-9'] });
    const a = await newSku({ associated_codes: ['SHARED-9', 'SUPPLIER-1'] });
    const b = await newSku({ associated_codes: ['SUPPLIER-1'] });
    expect((await getSku(owner)).owned_codes).toEqual(['SHARED-9']);
    expect((await getSku(a)).associated_codes).toEqual(['SHARED-9', 'SUPPLIER-1']);
    expect((await getSku(b)).associated_codes).toEqual(['SUPPLIER-1']);
  });
});

describe('typed props', () => {
  it('keeps any keys and accepts the typed ones when well formed', async () => {
    const props = {
      cost_per_case: { unit: 'USD', value: 12.5 },
      original_cost_per_case: null,
      count_per_case: 24,
      original_count_per_case: null,
      colour: 'red',
      '0': [1, { nested: true }],
    };
    const id = await newSku({ props });
    expect((await getSku(id)).props).toEqual(props);
  });

  it.each([
    [{ cost_per_case: { unit: 'EUR', value: 1 } }, 'props.cost_per_case.unit', "must be 'USD'"],
    [{ original_cost_per_case: { unit: 'usd', value: 1 } }, 'props.original_cost_per_case.unit', "must be 'USD'"],
    [{ cost_per_case: { unit: 'USD', value: '2' } }, 'props.cost_per_case.value', 'expected number'],
    [{ cost_per_case: { unit: 'USD', value: true } }, 'props.cost_per_case.value', 'expected number'],
    [{ cost_per_case: { unit: 'USD', value: -1 } }, 'props.cost_per_case.value', 'value must be at least 0'],
    [{ cost_per_case: { unit: 'USD' } }, 'props.cost_per_case.value', 'required key not provided'],
    [{ cost_per_case: { unit: 'USD', value: 1, exponent: 2 } }, 'props.cost_per_case.exponent', 'extra keys not allowed'],
    [{ cost_per_case: 3 }, 'props.cost_per_case', 'expected a dictionary'],
    [{ count_per_case: 1.5 }, 'props.count_per_case', 'expected int'],
    [{ count_per_case: '12' }, 'props.count_per_case', 'expected int'],
    [{ original_count_per_case: true }, 'props.original_count_per_case', 'expected int'],
    [{ original_count_per_case: -3 }, 'props.original_count_per_case', 'value must be at least 0'],
  ])('refuses props %j naming %s', async (props, name, reason) => {
    const problem = expectProblem(await call(t.app, 'POST', '/api/skus', { id: nextSkuId(), props }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name, reason }]);
  });
});

describe('GET /api/sku/{id}', () => {
  it('answers the envelope with every state key and its operations', async () => {
    const id = await newSku({ name: 'Flour', owned_codes: ['F-1'] });
    const response = await call(t.app, 'GET', `/api/sku/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const sku = SkuResource.parse(response.json());
    expect(sku.Id).toBe(`/api/sku/${id}`);
    expect(sku.state).toEqual({ id, name: 'Flour', owned_codes: ['F-1'], associated_codes: [], props: null, unit: 'ea', on_hand: 0 });
    expect(opsOf(sku.operations)).toContain(`history GET /api/sku/${id}/history`);
  });

  it('counts on hand the stock of the SKU itself and of every batch of it, in every bin', async () => {
    const id = await newSku({ name: 'Cocoa' });
    const [a, b] = [await newBin(t.app), await newBin(t.app)];
    for (const batch of ['BAT771001', 'BAT771002']) {
      expect((await call(t.app, 'POST', '/api/batches', { id: batch, sku_id: id })).statusCode).toBe(201);
    }
    await stockDirectly(t, a, id, 2);
    await stockDirectly(t, a, 'BAT771001', 3);
    await stockDirectly(t, b, 'BAT771002', 4);
    await stockDirectly(t, b, 'BAT771001', 1);
    const sku = SkuResource.parse((await call(t.app, 'GET', `/api/sku/${id}`)).json());
    expect(sku.state.on_hand).toBe(10);
  });

  it('answers a missing SKU with its own Id and a SKU create operation', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/sku/SKU424242'), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/sku/SKU424242');
    expect(problem.operations).toEqual([{ rel: 'create', method: 'POST', href: '/api/skus', 'Expects-a': 'Sku patch' }]);
  });

  it.each(['NOTASKU', 'BIN000001', 'sku1', 'SKU1x'])('validates the id %s in the URL', async (id) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/sku/${id}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: "must start with 'SKU' followed by 1 to 9 digits" }]);
  });
});

describe('PATCH /api/sku/{id}', () => {
  it('changes the given fields, keeps the others, and answers sku updated with the state', async () => {
    const id = await newSku({ name: 'Old', owned_codes: ['O-1'], associated_codes: ['A-1'], props: { a: 1 } });
    const response = await call(t.app, 'PATCH', `/api/sku/${id}`, { id, name: 'New', owned_codes: ['O-3', 'O-2'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const answer = SkuAnswer.parse(response.json());
    expect(answer).toMatchObject({ Id: `/api/sku/${id}`, status: 'sku updated' });
    expect(answer.state).toEqual({
      id,
      name: 'New',
      owned_codes: ['O-3', 'O-2'],
      associated_codes: ['A-1'],
      props: { a: 1 },
      unit: 'ea',
      on_hand: 0,
    });
    expect(opsOf(answer.operations)?.[0]).toBe(`update PATCH /api/sku/${id}`);
  });

  it('clears with null: codes become [], the name becomes empty, props become null', async () => {
    const id = await newSku({ name: 'N', owned_codes: ['CLR-1'], associated_codes: ['CLR-2'], props: { a: 1 } });
    const response = await call(t.app, 'PATCH', `/api/sku/${id}`, { name: null, owned_codes: null, associated_codes: null, props: null });
    expect(SkuAnswer.parse(response.json()).state).toEqual({
      id,
      name: '',
      owned_codes: [],
      associated_codes: [],
      props: null,
      unit: 'ea',
      on_hand: 0,
    });
    expect((await call(t.app, 'POST', '/api/skus', { id: nextSkuId(), owned_codes: ['CLR-1'] })).statusCode).toBe(201);
  });

  it('moves a code from associated to owned in one update', async () => {
    const id = await newSku({ associated_codes: ['MOVE-1'] });
    const response = await call(t.app, 'PATCH', `/api/sku/${id}`, { owned_codes: ['MOVE-1'], associated_codes: [] });
    expect(SkuAnswer.parse(response.json()).state).toMatchObject({ owned_codes: ['MOVE-1'], associated_codes: [] });
  });

  it('refuses an owned code that repeats one of its stored associated codes', async () => {
    const id = await newSku({ associated_codes: ['KEEP-1'] });
    const problem = expectProblem(await call(t.app, 'PATCH', `/api/sku/${id}`, { owned_codes: ['KEEP-1'] }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'associated_codes[0]', reason: 'code KEEP-1 is already listed in owned_codes[0]' }]);
  });

  it('refuses a code another SKU owns and changes nothing, name included', async () => {
    const owner = await newSku({ owned_codes: ['TAKEN-1'] });
    const id = await newSku({ name: 'Before', owned_codes: ['MINE-1'] });
    const response = await call(t.app, 'PATCH', `/api/sku/${id}`, { name: 'After', owned_codes: ['TAKEN-1'] });
    const problem = expectProblem(response, 'duplicate-resource', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'owned_codes[0]', reason: `code TAKEN-1 is already owned by ${owner}` }]);
    expect(await getSku(id)).toMatchObject({ name: 'Before', owned_codes: ['MINE-1'] });
  });

  it('lets a SKU keep owning its own codes', async () => {
    const id = await newSku({ owned_codes: ['SELF-1'] });
    expect((await call(t.app, 'PATCH', `/api/sku/${id}`, { owned_codes: ['SELF-1', 'SELF-2'] })).statusCode).toBe(200);
  });

  it('refuses an id that differs from the URL', async () => {
    const id = await newSku();
    const problem = expectProblem(await call(t.app, 'PATCH', `/api/sku/${id}`, { id: 'SKU000999' }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must match the sku in the URL' }]);
  });

  it.each([
    [{ name: 3 }, 'name', 'expected str'],
    [{ owned_codes: [' x'] }, 'owned_codes[0]', 'must not contain whitespace characters'],
    [{ associated_codes: [''] }, 'associated_codes[0]', 'must not be empty string'],
    [{ props: { count_per_case: 2.5 } }, 'props.count_per_case', 'expected int'],
    [{ id: 'SKU1', shelf: 'x' }, 'shelf', 'extra keys not allowed'],
    [[], 'body', 'expected a dictionary'],
  ])('refuses %j', async (body, name, reason) => {
    const id = await newSku();
    const problem = expectProblem(await call(t.app, 'PATCH', `/api/sku/${id}`, body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it('answers a missing SKU with 404 and a bad URL id with 400', async () => {
    expectProblem(await call(t.app, 'PATCH', '/api/sku/SKU777777', { name: 'x' }), 'missing-resource', 404);
    expectProblem(await call(t.app, 'PATCH', '/api/sku/BAT1', { name: 'x' }), 'validation-error', 400);
  });
});

describe('DELETE /api/sku/{id}', () => {
  it('deletes an unused SKU with 204 and no body, freeing its id and codes', async () => {
    const id = await newSku({ owned_codes: ['GONE-1'] });
    const response = await call(t.app, 'DELETE', `/api/sku/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectProblem(await call(t.app, 'GET', `/api/sku/${id}`), 'missing-resource', 404);
    expect((await call(t.app, 'POST', '/api/skus', { id, owned_codes: ['GONE-1'] })).statusCode).toBe(201);
  });

  it('refuses while a bin holds the SKU, and deletes once the stock is gone', async () => {
    const id = await newSku();
    const bin = await newBin(t.app);
    await stock(bin, id, 2);
    const problem = expectProblem(await call(t.app, 'DELETE', `/api/sku/${id}`), 'resource-in-use', 409);
    expect(problem.title).toMatch(/^Can not delete sku that is being used/);
    expect(problem.detail).toBe(`${id} is held in ${bin}.`);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must be an unused sku' }]);
    await stockDirectly(t, bin, id, -2);
    expect((await call(t.app, 'DELETE', `/api/sku/${id}`)).statusCode).toBe(204);
  });

  it('refuses while a batch names the SKU as its parent', async () => {
    const id = await newSku();
    expect((await call(t.app, 'POST', '/api/batches', { id: 'BAT800001', sku_id: id })).statusCode).toBe(201);
    const problem = expectProblem(await call(t.app, 'DELETE', `/api/sku/${id}`), 'resource-in-use', 409);
    expect(problem.detail).toBe(`${id} is parent of BAT800001.`);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must be an unused sku' }]);
    expect((await call(t.app, 'DELETE', '/api/batch/BAT800001')).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/sku/${id}`)).statusCode).toBe(204);
  });

  it('answers a missing SKU with 404 naming it, and a bad URL id with 400', async () => {
    const problem = expectProblem(await call(t.app, 'DELETE', '/api/sku/SKU888888'), 'missing-resource', 404);
    expect(problem).toMatchObject({ title: 'Can not delete sku that does not exist.', Id: '/api/sku/SKU888888' });
    expectProblem(await call(t.app, 'DELETE', '/api/sku/SKU-1'), 'validation-error', 400);
  });
});

describe('GET /api/sku/{id}/bins and /batches', () => {
  it('answers where the SKU is stored, in units', async () => {
    const id = await newSku();
    const [a, b] = [await newBin(t.app), await newBin(t.app)];
    await stock(a, id, 3);
    await stock(b, id, 7);
    const response = await call(t.app, 'GET', `/api/sku/${id}/bins`);
    expect(response.statusCode).toBe(200);
    expect(LocationsResource.parse(response.json())).toEqual({ Id: `/api/sku/${id}/bins`, state: { [a]: { [id]: 3 }, [b]: { [id]: 7 } } });
  });

  it("includes the stock of the SKU's batches, each under its own id", async () => {
    const id = await newSku();
    const bin = await newBin(t.app);
    expect((await call(t.app, 'POST', '/api/batches', { id: 'BAT800120', sku_id: id })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', '/api/batches', { id: 'BAT800121' })).statusCode).toBe(201);
    await stock(bin, id, 1);
    await stock(bin, 'BAT800120', 4);
    await stock(bin, 'BAT800121', 9);
    const state = LocationsResource.parse((await call(t.app, 'GET', `/api/sku/${id}/bins`)).json()).state;
    expect(state).toEqual({ [bin]: { [id]: 1, BAT800120: 4 } });
  });

  it('answers the SKU batches with their names, oldest first', async () => {
    const id = await newSku();
    await call(t.app, 'POST', '/api/batches', { id: 'BAT800010', sku_id: id, name: 'Lot B' });
    // Creation times are in milliseconds, ties going by id: the second lot must be made later to be younger.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(t.app, 'POST', '/api/batches', { id: 'BAT800009', sku_id: id });
    await call(t.app, 'POST', '/api/batches', { id: 'BAT800011' });
    const response = await call(t.app, 'GET', `/api/sku/${id}/batches`);
    expect(response.statusCode).toBe(200);
    expect(SkuBatchesResource.parse(response.json())).toEqual({
      Id: `/api/sku/${id}/batches`,
      state: [
        { id: 'BAT800010', name: 'Lot B' },
        { id: 'BAT800009', name: '' },
      ],
    });
  });

  it('answers empty lists for an unused SKU', async () => {
    const id = await newSku();
    expect(LocationsResource.parse((await call(t.app, 'GET', `/api/sku/${id}/bins`)).json()).state).toEqual({});
    expect(SkuBatchesResource.parse((await call(t.app, 'GET', `/api/sku/${id}/batches`)).json()).state).toEqual([]);
  });

  it.each(['bins', 'batches'])('answers /%s of a missing SKU with 404 and of a bad id with 400', async (what) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/sku/SKU999999/${what}`), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/sku/SKU999999');
    expectProblem(await call(t.app, 'GET', `/api/sku/X1/${what}`), 'validation-error', 400);
  });
});

describe('id counter', () => {
  it('suggests the id after a created SKU', async () => {
    const own = await startTestApp();
    try {
      expect((await call(own.app, 'POST', '/api/skus', { id: 'SKU000005' })).statusCode).toBe(201);
      const next = NextIdResource.parse((await call(own.app, 'GET', '/api/next/sku')).json());
      expect(next.state).toBe('SKU000006');
      // A refused duplicate leaves the suggestion where it was.
      expectProblem(await call(own.app, 'POST', '/api/skus', { id: 'SKU000005' }), 'duplicate-resource', 409);
      expect(NextIdResource.parse((await call(own.app, 'GET', '/api/next/sku')).json()).state).toBe('SKU000006');
    } finally {
      await own.close();
    }
  });
});
