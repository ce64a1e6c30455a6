import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../src/server/app';
import { BinResource } from '../../src/shared/contract/bins';
import { MAX_BODY_DEPTH } from '../../src/shared/contract/json-size';
import { call, newBin } from '../support/builders';
import { contentsOf, newSku } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Sends the body's bytes exactly as given. */
const postBytes = (url: string, bytes: Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: bytes, headers: { 'content-type': 'application/json', ...headers } });

const binState = async (id: string) => {
  const response = await call(t.app, 'GET', `/api/bin/${id}`);
  return response.statusCode === 200 ? BinResource.parse(response.json()).state : null;
};

describe('text that is not Unicode', () => {
  it('refuses a lone surrogate in a field by name, and stores nothing', async () => {
    const body = Buffer.from('{"id":"BIN810001","name":"Cold \\ud800 room"}');
    const problem = expectProblem(await postBytes('/api/bins', body), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'name', reason: 'must be valid UTF-8 text' }]);
    expect(await binState('BIN810001')).toBeNull();
  });

  it('refuses bytes that are not UTF-8 by the field they are in, deep or in a key', async () => {
    const latin1 = (json: string) => Buffer.from(json, 'latin1');
    const named = expectProblem(await postBytes('/api/bins', latin1('{"id":"BIN810002","name":"Crème"}')), 'validation-error', 400);
    expect(named['invalid-params']).toEqual([{ name: 'name', reason: 'must be valid UTF-8 text' }]);
    const deep = expectProblem(
      await postBytes('/api/bins', latin1('{"id":"BIN810002","props":{"notes":["ok","Crème"]}}')),
      'validation-error',
      400,
    );
    expect(deep['invalid-params']).toEqual([{ name: 'props.notes[1]', reason: 'must be valid UTF-8 text' }]);
    const key = expectProblem(await postBytes('/api/bins', latin1('{"id":"BIN810002","props":{"Crème":1}}')), 'validation-error', 400);
    expect(key['invalid-params']).toEqual([{ name: 'props.Cr\uFFFDme', reason: 'must be a valid UTF-8 key' }]);
    expect(await binState('BIN810002')).toBeNull();
  });

  it('keeps text that is UTF-8, a replacement character as sent included', async () => {
    const created = await postBytes('/api/bins', Buffer.from('{"id":"BIN810003","name":"Crème \uFFFD 🧴"}', 'utf8'));
    expect(created.statusCode, created.body).toBe(201);
    expect((await binState('BIN810003'))?.name).toBe('Crème \uFFFD 🧴');
  });
});

describe('deep bodies', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it(`refuses a body nested more than ${MAX_BODY_DEPTH} deep with a 400, with an Idempotency-Key too`, async () => {
    for (const depth of [MAX_BODY_DEPTH + 1, 4_500, 50_000]) {
      for (const headers of [{}, { 'idempotency-key': `deep-${depth}` }] as Record<string, string>[]) {
        const body = Buffer.from(`{"id":"BIN810004","props":{"x":${nested(depth - 2)}}}`);
        const problem = expectProblem(await postBytes('/api/bins', body, headers), 'validation-error', 400);
        expect(problem['invalid-params']).toEqual([
          { name: 'body', reason: `must not nest objects and lists more than ${MAX_BODY_DEPTH} deep` },
        ]);
      }
    }
    expect(await binState('BIN810004')).toBeNull();
  });

  it('binds an Idempotency-Key to the body as sent: the same text is a retry, another text another request', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const key = { 'idempotency-key': 'edge-retry-1' };
    const url = `/api/bin/${bin}/contents`;
    const first = await postBytes(url, Buffer.from(`{"id":"${sku}","quantity":2}`), key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postBytes(url, Buffer.from(`{"id":"${sku}","quantity":2}`), key);
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expectProblem(await postBytes(url, Buffer.from(`{ "id": "${sku}", "quantity": 2 }`), key), 'idempotency-conflict', 422);
    expect(await contentsOf(t.app, bin)).toEqual({ [sku]: 2 });
  });
});

describe('paths and connections', () => {
  it('answers a path with a trailing slash as the path without it', async () => {
    for (const url of ['/api/bins', '/api/skus', '/api/history']) {
      const [plain, slashed] = [await call(t.app, 'GET', url), await call(t.app, 'GET', `${url}/`)];
      expect([slashed.statusCode, slashed.json()]).toEqual([plain.statusCode, plain.json()]);
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/bins/', payload: { id: 'BIN810006' } });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('gives a request a bounded time to arrive and closes a connection that goes quiet', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.timeout).toBe(IDLE_CONNECTION_TIMEOUT_MS);
  });
});
