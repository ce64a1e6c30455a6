import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { KEY_LIFETIME_MS, purgeExpiredKeys } from '../../src/server/http/idempotency';
import { call, newBin } from '../support/builders';
import { contentsOf, movementCount, newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let keyCounter = 0;
const newKey = () => `scan-${Date.now()}-${++keyCounter}`;
const withKey = (key: string) => ({ 'idempotency-key': key });
const post = (bin: string, body: unknown, key: string) => call(t.app, 'POST', `/api/bin/${bin}/contents`, body, withKey(key));
const move = (bin: string, body: unknown, key: string) => call(t.app, 'PUT', `/api/bin/${bin}/contents/move`, body, withKey(key));

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and changes nothing', async () => {
    const [bin, sku, key] = [await newBin(t.app), await newSku(t.app), newKey()];
    const first = await post(bin, { id: sku, quantity: 3 }, key);
    expect(first.statusCode).toBe(201);
    const movements = await movementCount(t);
    const retry = await post(bin, { id: sku, quantity: 3 }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await contentsOf(t.app, bin)).toEqual({ [sku]: 3 });
    expect(await movementCount(t)).toBe(movements);
    const row = await t.db.selectFrom('movements').select('idempotency_key').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.idempotency_key).toBe(key);
  });

  it('replays moves too', async () => {
    const [from, to, sku, key] = [await newBin(t.app), await newBin(t.app), await newSku(t.app), newKey()];
    await receive(t.app, from, sku, 5);
    const first = await move(from, { id: sku, destination: to, quantity: 2 }, key);
    const retry = await move(from, { id: sku, destination: to, quantity: 2 }, key);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect([await contentsOf(t.app, from), await contentsOf(t.app, to)]).toEqual([{ [sku]: 3 }, { [sku]: 2 }]);
  });

  it('refuses the same key with a different body or path with 422 and changes nothing', async () => {
    const [bin, other, sku, key] = [await newBin(t.app), await newBin(t.app), await newSku(t.app), newKey()];
    await post(bin, { id: sku, quantity: 3 }, key);
    const problem = expectProblem(await post(bin, { id: sku, quantity: 4 }, key), 'idempotency-conflict', 422);
    expect(problem.title).toBe('Idempotency-Key was already used for a different request.');
    expectProblem(await post(other, { id: sku, quantity: 3 }, key), 'idempotency-conflict', 422);
    expectProblem(await move(bin, { id: sku, destination: other, quantity: 1 }, key), 'idempotency-conflict', 422);
    expect([await contentsOf(t.app, bin), await contentsOf(t.app, other)]).toEqual([{ [sku]: 3 }, {}]);
  });

  it('stores nothing for a refused call, so the key can be used once the call can succeed', async () => {
    const [bin, sku, key] = [await newBin(t.app), await newSku(t.app), newKey()];
    expectProblem(await post(bin, { id: sku, quantity: -2 }, key), 'insufficient-quantity', 409);
    expectProblem(await post(bin, { id: sku, quantity: '2' }, key), 'validation-error', 400);
    await receive(t.app, bin, sku, 2);
    expect((await post(bin, { id: sku, quantity: -2 }, key)).statusCode).toBe(201);
    expect(await contentsOf(t.app, bin)).toEqual({});
  });

  it.each([
    ['', 'empty'],
    ['k'.repeat(201), 'too long'],
    ['caf\u00e9', 'not printable ASCII'],
  ])('refuses a key that is %j (%s) with 400', async (key) => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const problem = expectProblem(await post(bin, { id: sku, quantity: 1 }, key), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'Idempotency-Key', reason: 'must be 1 to 200 printable characters' }]);
    expect(await contentsOf(t.app, bin)).toEqual({});
  });

  it('accepts a key of 200 printable characters with spaces', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const key = `a b~${'z'.repeat(196)}`;
    expect((await post(bin, { id: sku, quantity: 1 }, key)).statusCode).toBe(201);
    expect((await post(bin, { id: sku, quantity: 1 }, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('makes one change for many parallel requests with one key', async () => {
    const [bin, sku, key] = [await newBin(t.app), await newSku(t.app), newKey()];
    await receive(t.app, bin, sku, 1);
    const before = await movementCount(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(bin, { id: sku, quantity: -1 }, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await movementCount(t)).toBe(before + 1);
    expect(await contentsOf(t.app, bin)).toEqual({});
    await expectLedgerConsistent(t.db);
  });

  it('holds across server instances: keys live in the database', async () => {
    const [bin, sku, key] = [await newBin(t.app), await newSku(t.app), newKey()];
    const first = await post(bin, { id: sku, quantity: 7 }, key);
    const second = await buildApp({ db: t.db, staticDir: null });
    try {
      const retry = await call(second, 'POST', `/api/bin/${bin}/contents`, { id: sku, quantity: 7 }, withKey(key));
      expect(retry.json()).toEqual(first.json());
    } finally {
      await second.close();
    }
    expect(await contentsOf(t.app, bin)).toEqual({ [sku]: 7 });
  });

  it('purges keys older than their lifetime and keeps younger ones', async () => {
    const now = Date.now();
    const row = (key: string, age: number) => ({ key, fingerprint: 'f', status_code: 201, body: '{}', created_at: now - age });
    await t.db
      .insertInto('idempotency_keys')
      .values([row('purge-old', KEY_LIFETIME_MS + 1), row('purge-young', KEY_LIFETIME_MS - 60_000)])
      .execute();
    await purgeExpiredKeys(t.db, now);
    const left = await t.db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'purge-%').execute();
    expect(left).toEqual([{ key: 'purge-young' }]);
  });
});
