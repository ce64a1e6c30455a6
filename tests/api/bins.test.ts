import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BinAnswer, BinResource } from '../../src/shared/contract/bins';
import { toMicro } from '../../src/server/features/stock/ledger';
import { stockDirectly } from '../support/stock-builders';
import { call, newBin } from '../support/builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stock = (bin: string, item: string, units: number) => stockDirectly(t, bin, item, units);

describe('POST /api/bins', () => {
  it('creates a bin and answers with its status, state and operations', async () => {
    const response = await call(t.app, 'POST', '/api/bins', { id: 'BIN000010', props: { aisle: 'A' } });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.location).toBe('/api/bin/BIN000010');
    const answer = BinAnswer.parse(response.json());
    expect(answer).toMatchObject({ Id: '/api/bin/BIN000010', status: 'bin created', state: { id: 'BIN000010', contents: {}, props: { aisle: 'A' } } });
    expect(answer.operations?.map((op) => `${op.rel} ${op.method} ${op.href}`)).toEqual([
      'update PATCH /api/bin/BIN000010',
      'delete DELETE /api/bin/BIN000010',
      'history GET /api/bin/BIN000010/history',
    ]);
  });

  it('refuses a second bin with the same id with 409 naming the id', async () => {
    const id = await newBin(t.app);
    const problem = expectProblem(await call(t.app, 'POST', '/api/bins', { id }), 'duplicate-resource', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must not already exist' }]);
  });

  it.each([
    [{ id: 'bin000001' }, 'id', "must start with 'BIN' followed by 1 to 9 digits"],
    [{ id: 'SKU000001' }, 'id', "must start with 'BIN' followed by 1 to 9 digits"],
    [{ id: 7 }, 'id', 'expected str'],
    [{}, 'id', 'required key not provided'],
    [{ id: 'BIN1', colour: 'red' }, 'colour', 'extra keys not allowed'],
    [{ id: 'BIN1', props: [1] }, 'props', 'expected a dictionary'],
    [[1], 'body', 'expected a dictionary'],
    ['BIN1', 'body', 'expected a dictionary'],
  ])('refuses %j with a validation problem on %s', async (body, name, reason) => {
    const problem = expectProblem(await call(t.app, 'POST', '/api/bins', body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it('creates nothing when the input is refused', async () => {
    await call(t.app, 'POST', '/api/bins', { id: 'BIN000555', extra: true });
    expectProblem(await call(t.app, 'GET', '/api/bin/BIN000555'), 'missing-resource', 404);
  });
});

describe('GET /api/bin/{id}', () => {
  it('answers the envelope with contents from the ledger', async () => {
    const id = await newBin(t.app);
    await stock(id, 'SKU000001', 4);
    const response = await call(t.app, 'GET', `/api/bin/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const bin = BinResource.parse(response.json());
    expect(bin.state).toEqual({ id, contents: { SKU000001: 4 }, props: null });
  });

  it('answers a missing bin with missing-resource, its Id and a create operation', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/bin/BIN424242'), 'missing-resource', 404);
    expect(problem.title).toBe('Resource does not exist.');
    expect(problem.Id).toBe('/api/bin/BIN424242');
    expect(problem.operations).toEqual([{ rel: 'create', method: 'POST', href: '/api/bins', 'Expects-a': 'Bin patch' }]);
  });

  it('validates the id in the URL', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/bin/NOTABIN'), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: "must start with 'BIN' followed by 1 to 9 digits" }]);
  });
});

describe('PATCH /api/bin/{id}', () => {
  it('replaces props and answers bin updated', async () => {
    const id = await newBin(t.app);
    const response = await call(t.app, 'PATCH', `/api/bin/${id}`, { id, props: { zone: 'cold' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(BinAnswer.parse(response.json())).toMatchObject({ status: 'bin updated', state: { props: { zone: 'cold' } } });
    const cleared = await call(t.app, 'PATCH', `/api/bin/${id}`, { props: null });
    expect(BinAnswer.parse(cleared.json()).state?.props).toBeNull();
  });

  it('refuses an id that differs from the URL', async () => {
    const id = await newBin(t.app);
    const problem = expectProblem(await call(t.app, 'PATCH', `/api/bin/${id}`, { id: 'BIN000999' }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'id', reason: 'must match the bin in the URL' }]);
  });

  it('answers a missing bin with 404, not a crash', async () => {
    expectProblem(await call(t.app, 'PATCH', '/api/bin/BIN777777', { props: {} }), 'missing-resource', 404);
  });
});

describe('DELETE /api/bin/{id}', () => {
  it('deletes an empty bin', async () => {
    const id = await newBin(t.app);
    const response = await call(t.app, 'DELETE', `/api/bin/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(BinAnswer.parse(response.json())).toEqual({ Id: `/api/bin/${id}`, status: 'bin deleted' });
    expectProblem(await call(t.app, 'GET', `/api/bin/${id}`), 'missing-resource', 404);
  });

  it('refuses a bin that holds stock unless forced, naming force and the blocking field', async () => {
    const id = await newBin(t.app);
    await stock(id, 'BAT000001', 3);
    const problem = expectProblem(await call(t.app, 'DELETE', `/api/bin/${id}`), 'dangerous-operation', 409);
    expect(problem['invalid-params']).toEqual([
      { name: 'force', reason: 'force must be set to true, or invalid parameter id must be resolved' },
      { name: 'id', reason: 'bin must be empty' },
    ]);
    expect(BinResource.parse((await call(t.app, 'GET', `/api/bin/${id}`)).json()).state.contents).toEqual({ BAT000001: 3 });
  });

  it('force releases the contents through the ledger, then deletes', async () => {
    const id = await newBin(t.app);
    await stock(id, 'BAT000002', 5);
    expect((await call(t.app, 'DELETE', `/api/bin/${id}?force=true`)).statusCode).toBe(200);
    const released = await t.db.selectFrom('movements').selectAll().where('from_bin', '=', id).execute();
    expect(released).toMatchObject([{ kind: 'bin-delete', item_id: 'BAT000002', quantity: toMicro(5), to_bin: null }]);
    await expectLedgerConsistent(t.db);
  });

  it('validates force', async () => {
    const id = await newBin(t.app);
    const problem = expectProblem(await call(t.app, 'DELETE', `/api/bin/${id}?force=yes`), 'validation-error', 400);
    expect(problem['invalid-params']?.[0]?.name).toBe('force');
  });

  it('answers a missing bin with 404', async () => {
    expectProblem(await call(t.app, 'DELETE', '/api/bin/BIN888888'), 'missing-resource', 404);
  });

  it('lets a deleted id be created again', async () => {
    const id = await newBin(t.app);
    await call(t.app, 'DELETE', `/api/bin/${id}`);
    expect((await call(t.app, 'POST', '/api/bins', { id })).statusCode).toBe(201);
  });
});
