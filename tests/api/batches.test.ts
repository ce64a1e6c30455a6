import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchAnswer, BatchResource } from '../../src/shared/contract/batches';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { LocationsResource } from '../../src/shared/contract/skus';
import { stockDirectly } from '../support/stock-builders';
import { call, newBin } from '../support/builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
const nextBatchId = () => `BAT7${String(++counter).padStart(5, '0')}`;

async function newSku(fields: Record<string, unknown> = {}): Promise<string> {
  const id = `SKU7${String(++counter).padStart(5, '0')}`;
  const response = await call(t.app, 'POST', '/api/skus', { id, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

async function newBatch(fields: Record<string, unknown> = {}): Promise<string> {
  const id = nextBatchId();
  const response = await call(t.app, 'POST', '/api/batches', { id, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

const getBatch = async (id: string) => BatchResource.parse((await call(t.app, 'GET', `/api/batch/${id}`)).json()).state;

const stock = (bin: string, item: string, units: number) => stockDirectly(t, bin, item, units);

/** The lot fields of a batch that has none (tests/api/lots.test.ts covers them). */
const NO_LOT = { expires_on: null, supplier_lot: null, expired: false, hold: null };

const FORCE_NEEDED = [
  { name: 'force', reason: 'force must be set to true, or invalid parameter sku_id must be resolved' },
  { name: 'sku_id', reason: 'The sku of this batch has already been set. Can not change without force=true.' },
];

describe('POST /api/batches', () => {
  it('creates a batch of a SKU and answers its status, full state and operations', async () => {
    const sku = await newSku();
    const body = {
      id: 'BAT000010',
      sku_id: sku,
      name: 'Lot 10',
      owned_codes: ['LOT-10'],
      associated_codes: ['SUPPLIER-BARCODE'],
      props: { original_cost_per_case: { unit: 'USD', value: 40 }, original_count_per_case: 12, supplier: 'Acme' },
    };
    const response = await call(t.app, 'POST', '/api/batches', body);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.location).toBe('/api/batch/BAT000010');
    const answer = BatchAnswer.parse(response.json());
    expect(answer).toMatchObject({ Id: '/api/batch/BAT000010', status: 'batch created', state: body });
    expect(answer.operations?.map((op) => `${op.rel} ${op.method} ${op.href} ${op['Expects-a'] ?? ''}`.trim())).toEqual([
      'update PATCH /api/batch/BAT000010 Batch patch',
      'delete DELETE /api/batch/BAT000010',
      'bins GET /api/batch/BAT000010/bins',
      'history GET /api/batch/BAT000010/history',
    ]);
  });

  it('creates an anonymous batch whose state still carries every key', async () => {
    const id = await newBatch({ sku_id: null });
    expect(await getBatch(id)).toEqual({
      id,
      sku_id: null,
      name: '',
      owned_codes: [],
      associated_codes: [],
      props: null,
      unit: 'ea',
      qty_remaining: 0,
      ...NO_LOT,
    });
  });

  it('refuses an unknown parent SKU and creates nothing', async () => {
    const id = nextBatchId();
    const problem = expectProblem(await call(t.app, 'POST', '/api/batches', { id, sku_id: 'SKU999999' }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'sku_id', reason: 'must be an existing sku id' }]);
    expectProblem(await call(t.app, 'GET', `/api/batch/${id}`), 'missing-resource', 404);
  });

  it('refuses a duplicate id, also when several creates race', async () => {
    const id = await newBatch();
    const problem = expectProblem(await call(t.app, 'POST', '/api/batches', { id }), 'duplicate-resource', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must not already exist' }]);
    const raced = nextBatchId();
    const responses = await Promise.all(Array.from({ length: 5 }, () => call(t.app, 'POST', '/api/batches', { id: raced })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it.each([
    [{ id: 'bat1' }, 'id', "must start with 'BAT' followed by 1 to 9 digits"],
    [{ id: 'SKU000001' }, 'id', "must start with 'BAT' followed by 1 to 9 digits"],
    [{ id: 1 }, 'id', 'expected str'],
    [{}, 'id', 'required key not provided'],
    [{ id: 'BAT1', sku_id: 'BAT000001' }, 'sku_id', "must start with 'SKU' followed by 1 to 9 digits"],
    [{ id: 'BAT1', sku_id: 7 }, 'sku_id', 'expected str'],
    [{ id: 'BAT1', sku_id: true }, 'sku_id', 'expected str'],
    [{ id: 'BAT1', name: null }, 'name', 'expected str'],
    [{ id: 'BAT1', name: false }, 'name', 'expected str'],
    [{ id: 'BAT1', owned_codes: 'LOT' }, 'owned_codes', 'expected a list'],
    [{ id: 'BAT1', associated_codes: [1] }, 'associated_codes[0]', 'expected str'],
    [{ id: 'BAT1', associated_codes: ['ok', '1 2 3'] }, 'associated_codes[1]', 'must not contain whitespace characters'],
    [{ id: 'BAT1', owned_codes: ['\t'] }, 'owned_codes[0]', 'must not contain whitespace characters'],
    [{ id: 'BAT1', owned_codes: [''] }, 'owned_codes[0]', 'must not be empty string'],
    [{ id: 'BAT1', owned_codes: ['X', 'X'] }, 'owned_codes[1]', 'code X is already listed in owned_codes[0]'],
    [{ id: 'BAT1', qty_remaining: 3 }, 'qty_remaining', 'extra keys not allowed'],
    [{ id: 'BAT1', props: { original_cost_per_case: { unit: 'GBP', value: 1 } } }, 'props.original_cost_per_case.unit', "must be 'USD'"],
    [{ id: 'BAT1', props: { original_cost_per_case: 40 } }, 'props.original_cost_per_case', 'expected a dictionary'],
    [{ id: 'BAT1', props: { original_count_per_case: '12' } }, 'props.original_count_per_case', 'expected int'],
    [{ id: 'BAT1', props: { count_per_case: false } }, 'props.count_per_case', 'expected int'],
    [{ id: 'BAT1', props: 'none' }, 'props', 'expected a dictionary'],
    [[{ id: 'BAT1' }], 'body', 'expected a dictionary'],
    ['BAT1', 'body', 'expected a dictionary'],
    [true, 'body', 'expected a dictionary'],
  ])('refuses %j with a validation problem on %s', async (body, name, reason) => {
    const problem = expectProblem(await call(t.app, 'POST', '/api/batches', body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it('refuses to own a code a SKU owns, naming the owner', async () => {
    const sku = await newSku({ owned_codes: ['SKU-OWNED'] });
    const problem = expectProblem(
      await call(t.app, 'POST', '/api/batches', { id: nextBatchId(), owned_codes: ['SKU-OWNED'] }),
      'duplicate-resource',
      409,
    );
    expect(problem['invalid-params']).toEqual([{ name: 'owned_codes[0]', reason: `code SKU-OWNED is already owned by ${sku}` }]);
  });

  it('lets several lots carry the same supplier barcode, and the SKU own it', async () => {
    const sku = await newSku({ owned_codes: ['UPC-4006381333931'] });
    const a = await newBatch({ sku_id: sku, associated_codes: ['UPC-4006381333931'] });
    const b = await newBatch({ sku_id: sku, associated_codes: ['UPC-4006381333931'] });
    expect((await getBatch(a)).associated_codes).toEqual(['UPC-4006381333931']);
    expect((await getBatch(b)).associated_codes).toEqual(['UPC-4006381333931']);
  });
});

describe('GET /api/batch/{id}', () => {
  it('answers the envelope', async () => {
    const id = await newBatch({ name: 'Plain' });
    const response = await call(t.app, 'GET', `/api/batch/${id}`);
    expect(response.statusCode).toBe(200);
    const batch = BatchResource.parse(response.json());
    expect(batch.Id).toBe(`/api/batch/${id}`);
    expect(batch.state).toEqual({
      id,
      sku_id: null,
      name: 'Plain',
      owned_codes: [],
      associated_codes: [],
      props: null,
      unit: 'ea',
      qty_remaining: 0,
      ...NO_LOT,
    });
  });

  it('answers a missing batch with its Id and a batch create operation', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/batch/BAT424242'), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/batch/BAT424242');
    expect(problem.operations).toEqual([{ rel: 'create', method: 'POST', href: '/api/batches', 'Expects-a': 'Batch patch' }]);
  });

  it.each(['BATCH1', 'SKU000001', 'bat1'])('validates the id %s in the URL', async (id) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/batch/${id}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: "must start with 'BAT' followed by 1 to 9 digits" }]);
  });
});

describe('PATCH /api/batch/{id}', () => {
  it('changes the given fields, keeps the others, and answers batch updated with the state', async () => {
    const id = await newBatch({ name: 'Old', owned_codes: ['P-1'], props: { a: 1 } });
    const response = await call(t.app, 'PATCH', `/api/batch/${id}`, { id, name: 'New', associated_codes: ['Q-2', 'Q-1'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const answer = BatchAnswer.parse(response.json());
    expect(answer).toMatchObject({ Id: `/api/batch/${id}`, status: 'batch updated' });
    expect(answer.state).toEqual({
      id,
      sku_id: null,
      name: 'New',
      owned_codes: ['P-1'],
      associated_codes: ['Q-2', 'Q-1'],
      props: { a: 1 },
      unit: 'ea',
      qty_remaining: 0,
      ...NO_LOT,
    });
    expect(answer.operations?.length).toBe(4);
  });

  it('clears with null', async () => {
    const id = await newBatch({ name: 'N', owned_codes: ['Z-1'], associated_codes: ['Z-2'], props: { count_per_case: 3 } });
    const response = await call(t.app, 'PATCH', `/api/batch/${id}`, {
      id,
      name: null,
      owned_codes: null,
      associated_codes: null,
      props: null,
    });
    expect(BatchAnswer.parse(response.json()).state).toEqual({
      id,
      sku_id: null,
      name: '',
      owned_codes: [],
      associated_codes: [],
      props: null,
      unit: 'ea',
      qty_remaining: 0,
      ...NO_LOT,
    });
  });

  it('sets a first parent without force, and accepts the same parent again', async () => {
    const sku = await newSku();
    const id = await newBatch();
    expect(BatchAnswer.parse((await call(t.app, 'PATCH', `/api/batch/${id}`, { id, sku_id: sku })).json()).state?.sku_id).toBe(sku);
    expect((await call(t.app, 'PATCH', `/api/batch/${id}`, { id, sku_id: sku, name: 'same parent' })).statusCode).toBe(200);
  });

  it('refuses to change or clear a set parent without force, changing nothing', async () => {
    const [first, second] = [await newSku(), await newSku()];
    const id = await newBatch({ sku_id: first, name: 'kept' });
    for (const sku_id of [second, null]) {
      const problem = expectProblem(
        await call(t.app, 'PATCH', `/api/batch/${id}`, { id, sku_id, name: 'lost' }),
        'dangerous-operation',
        409,
      );
      expect(problem.title).toBe('This operation requires force=true.');
      expect(problem['invalid-params']).toEqual(FORCE_NEEDED);
    }
    expectProblem(await call(t.app, 'PATCH', `/api/batch/${id}?force=false`, { id, sku_id: second }), 'dangerous-operation', 409);
    expect(await getBatch(id)).toMatchObject({ sku_id: first, name: 'kept' });
  });

  it('changes and clears a set parent with force=true', async () => {
    const [first, second] = [await newSku(), await newSku()];
    const id = await newBatch({ sku_id: first });
    const moved = await call(t.app, 'PATCH', `/api/batch/${id}?force=true`, { id, sku_id: second });
    expect(BatchAnswer.parse(moved.json())).toMatchObject({ status: 'batch updated', state: { sku_id: second } });
    const cleared = await call(t.app, 'PATCH', `/api/batch/${id}?force=true`, { id, sku_id: null });
    expect(BatchAnswer.parse(cleared.json()).state?.sku_id).toBeNull();
  });

  it('refuses an unknown parent, with or without force', async () => {
    const id = await newBatch({ sku_id: await newSku() });
    for (const url of [`/api/batch/${id}`, `/api/batch/${id}?force=true`]) {
      const problem = expectProblem(await call(t.app, 'PATCH', url, { id, sku_id: 'SKU999998' }), 'validation-error', 400);
      expect(problem['invalid-params']).toEqual([{ name: 'sku_id', reason: 'must be an existing sku id' }]);
    }
  });

  it('needs the id in the body, equal to the URL', async () => {
    const id = await newBatch();
    const missing = expectProblem(await call(t.app, 'PATCH', `/api/batch/${id}`, { name: 'x' }), 'validation-error', 400);
    expect(missing['invalid-params']).toEqual([{ name: 'id', reason: 'required key not provided' }]);
    const other = expectProblem(await call(t.app, 'PATCH', `/api/batch/${id}`, { id: 'BAT000999' }), 'validation-error', 400);
    expect(other['invalid-params']).toEqual([{ name: 'id', reason: 'must match the batch in the URL' }]);
  });

  it.each([
    ['?force=yes', 'force'],
    ['?force=1', 'force'],
  ])('validates the query %s', async (query, name) => {
    const id = await newBatch();
    const problem = expectProblem(await call(t.app, 'PATCH', `/api/batch/${id}${query}`, { id }), 'validation-error', 400);
    expect(problem['invalid-params']?.[0]?.name).toBe(name);
  });

  it.each([
    [{ sku_id: 12 }, 'sku_id', 'expected str'],
    [{ name: 1 }, 'name', 'expected str'],
    [{ owned_codes: ['123 abc'] }, 'owned_codes[0]', 'must not contain whitespace characters'],
    [{ props: { cost_per_case: { unit: 'USD', value: '1' } } }, 'props.cost_per_case.value', 'expected number'],
    [{ qty: 1 }, 'qty', 'extra keys not allowed'],
  ])('refuses %j', async (fields, name, reason) => {
    const id = await newBatch();
    const problem = expectProblem(await call(t.app, 'PATCH', `/api/batch/${id}`, { id, ...fields }), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it('refuses a code another item owns, changing nothing', async () => {
    const owner = await newBatch({ owned_codes: ['LOT-TAKEN'] });
    const id = await newBatch({ name: 'kept' });
    const problem = expectProblem(
      await call(t.app, 'PATCH', `/api/batch/${id}`, { id, name: 'lost', owned_codes: ['LOT-TAKEN'] }),
      'duplicate-resource',
      409,
    );
    expect(problem['invalid-params']).toEqual([{ name: 'owned_codes[0]', reason: `code LOT-TAKEN is already owned by ${owner}` }]);
    expect((await getBatch(id)).name).toBe('kept');
  });

  it('answers a missing batch with 404 and a bad URL id with 400', async () => {
    expectProblem(await call(t.app, 'PATCH', '/api/batch/BAT777777', { id: 'BAT777777' }), 'missing-resource', 404);
    expectProblem(await call(t.app, 'PATCH', '/api/batch/SKU1', { id: 'BAT1' }), 'validation-error', 400);
  });
});

describe('DELETE /api/batch/{id}', () => {
  it('deletes an unused batch, freeing its id and codes', async () => {
    const id = await newBatch({ owned_codes: ['BYE-1'] });
    const response = await call(t.app, 'DELETE', `/api/batch/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(BatchAnswer.parse(response.json())).toEqual({ Id: `/api/batch/${id}`, status: 'batch deleted' });
    expectProblem(await call(t.app, 'GET', `/api/batch/${id}`), 'missing-resource', 404);
    expect((await call(t.app, 'POST', '/api/batches', { id, owned_codes: ['BYE-1'] })).statusCode).toBe(201);
  });

  it('refuses while a bin holds the batch', async () => {
    const id = await newBatch();
    const bin = await newBin(t.app);
    await stock(bin, id, 1);
    const problem = expectProblem(await call(t.app, 'DELETE', `/api/batch/${id}`), 'resource-in-use', 409);
    expect(problem.title).toMatch(/^Can not delete batch that is being used/);
    expect(problem.detail).toBe(`${id} is held in ${bin}.`);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must be an unused batch' }]);
    expect((await getBatch(id)).id).toBe(id);
  });

  it('answers a missing batch with 404 and a bad URL id with 400', async () => {
    expectProblem(await call(t.app, 'DELETE', '/api/batch/BAT888888'), 'missing-resource', 404);
    expectProblem(await call(t.app, 'DELETE', '/api/batch/BIN1'), 'validation-error', 400);
  });
});

describe('GET /api/batch/{id}/bins', () => {
  it('answers where the batch is stored, in units', async () => {
    const id = await newBatch();
    const bin = await newBin(t.app);
    await stock(bin, id, 9);
    const response = await call(t.app, 'GET', `/api/batch/${id}/bins`);
    expect(response.statusCode).toBe(200);
    expect(LocationsResource.parse(response.json())).toEqual({ Id: `/api/batch/${id}/bins`, state: { [bin]: { [id]: 9 } } });
  });

  it('answers a missing batch with 404 and a bad id with 400', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/batch/BAT999999/bins'), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/batch/BAT999999');
    expectProblem(await call(t.app, 'GET', '/api/batch/nope/bins'), 'validation-error', 400);
  });
});

describe('id counter', () => {
  it('suggests the id after a created batch', async () => {
    const own = await startTestApp();
    try {
      expect((await call(own.app, 'POST', '/api/batches', { id: 'BAT000005' })).statusCode).toBe(201);
      expect(NextIdResource.parse((await call(own.app, 'GET', '/api/next/batch')).json()).state).toBe('BAT000006');
    } finally {
      await own.close();
    }
  });
});
