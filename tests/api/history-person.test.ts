import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryResource, OperationResource } from '../../src/shared/contract/history';
import { call, newBin } from '../support/builders';
import { newSku } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function ok(response: LightMyRequestResponse, status = 200): Promise<unknown> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const history = async (url: string, headers: Headers = {}) =>
  HistoryResource.parse(await ok(await call(t.app, 'GET', url, undefined, headers)));
const operation = async (id: number, headers: Headers = {}) =>
  OperationResource.parse(await ok(await call(t.app, 'GET', `/api/operation/${id}`, undefined, headers))).state;
const quantities = (page: HistoryResource) => page.state.items.map((entry) => entry.quantity);

/** Receives into a bin as the caller, naming someone else in the body, and answers the operation's id. */
async function receive(bin: string, item: string, quantity: number, headers: Headers = {}): Promise<number> {
  await ok(await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: item, quantity, operator: 'Sam Same' }, headers), 201);
  const [newest] = (await history(`/api/bin/${bin}/history?limit=1`, headers)).state.items;
  return newest!.operation.id;
}

const personIdOf = async (operationId: number) =>
  (await t.db.selectFrom('operations').select('person_id').where('id', '=', operationId).executeTakeFirstOrThrow()).person_id;

describe('accounts off', () => {
  it('record no person: the operator filter answers as before, and a person filter finds nothing', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const id = await receive(bin, sku, 4);
    expect(await personIdOf(id)).toBeNull();
    expect(await operation(id)).toMatchObject({ operator: 'Sam Same', person_id: null });
    expect(quantities(await history(`/api/bin/${bin}/history?operator=sam`))).toEqual([4]);
    expect((await history(`/api/history?person=PER000001`)).state).toMatchObject({ total: 0, items: [] });
    expect((await history(`/api/bin/${bin}/history?person=PER000001`)).state.items).toEqual([]);
  });
});

describe('accounts on', () => {
  const cookieOf = (response: LightMyRequestResponse) =>
    `lotline_session=${response.cookies.find((c) => c.name === 'lotline_session')!.value}`;
  let admin: Headers;
  const sams: { id: string; headers: Headers }[] = [];

  beforeAll(async () => {
    const init = { username: 'ada', password: 'correct horse', name: 'Ada Admin', pin: '2468' };
    admin = { cookie: cookieOf(await call(t.app, 'POST', '/api/accounts/init', init)), 'lotline-pin': init.pin };
    // Two operators of one name: only their ids tell them apart.
    for (const username of ['sam.one', 'sam.two']) {
      const body = { username, name: 'Sam Same', role: 'operator', password: `${username}-password` };
      const { id } = (await ok(await call(t.app, 'POST', '/api/people', body, admin), 201)) as { id: string };
      const signedIn = await call(t.app, 'POST', '/api/session', { username, password: body.password });
      sams.push({ id, headers: { cookie: cookieOf(signedIn) } });
    }
  });

  it('tell two people of the same name apart by person, in every history and on the operation', async () => {
    const [one, two] = sams as [(typeof sams)[number], (typeof sams)[number]];
    await ok(await call(t.app, 'POST', '/api/bins', { id: 'BIN600002' }, admin), 201);
    await ok(await call(t.app, 'POST', '/api/skus', { id: 'SKU600002', unit: 'kg' }, admin), 201);
    const first = await receive('BIN600002', 'SKU600002', 1, one.headers);
    await receive('BIN600002', 'SKU600002', 2, two.headers);
    await receive('BIN600002', 'SKU600002', 3, one.headers);

    expect(quantities(await history('/api/bin/BIN600002/history?operator=Sam%20Same', admin))).toEqual([3, 2, 1]);
    expect(quantities(await history(`/api/bin/BIN600002/history?person=${one.id}`, admin))).toEqual([3, 1]);
    expect(quantities(await history(`/api/sku/SKU600002/history?person=${two.id}`, admin))).toEqual([2]);
    expect(quantities(await history(`/api/history?person=${one.id}`, admin))).toEqual([3, 1]);
    expect(quantities(await history(`/api/history?person=${one.id}&order=asc&limit=1`, admin))).toEqual([1]);
    expect((await history(`/api/history?person=${two.id}`, admin)).state).toMatchObject({ total: 1, total_is_exact: true });
    expect(await operation(first, admin)).toMatchObject({ operator: 'Sam Same', person_id: one.id });
  });

  it("keep finding a person's records by id after their name changes", async () => {
    const [, two] = sams as [(typeof sams)[number], (typeof sams)[number]];
    await ok(await call(t.app, 'PATCH', `/api/person/${two.id}`, { name: 'Samantha Other' }, admin));
    await receive('BIN600002', 'SKU600002', 5, two.headers);
    const page = await history(`/api/history?person=${two.id}`, admin);
    expect(page.state.items.map((entry) => [entry.quantity, entry.operator])).toEqual([
      [5, 'Samantha Other'],
      [2, 'Sam Same'],
    ]);
    // Filters combine: the old name and the id.
    expect(quantities(await history(`/api/history?person=${two.id}&operator=Sam%20Same`, admin))).toEqual([2]);
  });

  it('filter holds and releases by the person who placed or released them', async () => {
    const [one] = sams as [(typeof sams)[number]];
    await ok(await call(t.app, 'POST', '/api/batches', { id: 'BAT600001', sku_id: 'SKU600002' }, one.headers), 201);
    await ok(await call(t.app, 'POST', '/api/holds', { item_ids: ['BAT600001'], reason: 'recall', operator: 'ignored' }, admin));
    await ok(await call(t.app, 'POST', '/api/holds/release', { item_ids: ['BAT600001'], operator: 'ignored' }, admin));
    const mine = await history('/api/batch/BAT600001/history?person=PER000001', admin);
    expect(mine.state.items.map((entry) => [entry.kind, entry.operator])).toEqual([
      ['hold-release', 'Ada Admin'],
      ['hold', 'Ada Admin'],
    ]);
    expect((await history('/api/history?person=PER000001&kind=hold', admin)).state.items.map((entry) => entry.item_id)).toEqual([
      'BAT600001',
    ]);
    expect((await history(`/api/batch/BAT600001/history?person=${one.id}`, admin)).state.items).toEqual([]);
    const [release] = mine.state.items;
    expect(await operation(release!.operation.id, admin)).toMatchObject({ kind: 'hold-release', person_id: 'PER000001' });
  });

  it("record no person for an API token's operations, which keep the token's name", async () => {
    const made = (await ok(await call(t.app, 'POST', '/api/tokens', { name: 'ERP link', role: 'operator' }, admin), 201)) as {
      token: string;
    };
    const bearer = { authorization: `Bearer ${made.token}` };
    const id = await receive('BIN600002', 'SKU600002', 7, bearer);
    expect(await personIdOf(id)).toBeNull();
    expect(await operation(id, bearer)).toMatchObject({ operator: 'ERP link', person_id: null });
    expect(quantities(await history('/api/history?operator=ERP%20link', bearer))).toEqual([7]);
    for (const person of ['PER000001', ...sams.map((sam) => sam.id)]) {
      expect(quantities(await history(`/api/bin/BIN600002/history?person=${person}`, admin))).not.toContain(7);
    }
  });

  it('refuse a person id that is not one with 400 naming the parameter; an unknown well-formed id finds nothing', async () => {
    for (const url of [
      '/api/history?person=SAM1',
      '/api/bin/BIN600002/history?person=PER',
      '/api/sku/SKU600002/history?person=per000001',
    ]) {
      const problem = expectProblem(await call(t.app, 'GET', url, undefined, admin), 'validation-error', 400);
      expect(problem['invalid-params']).toEqual([{ name: 'person', reason: "must start with 'PER' followed by 1 to 9 digits" }]);
    }
    expect((await history('/api/history?person=PER999999', admin)).state).toMatchObject({ total: 0, items: [] });
  });
});
