import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../src/shared/contract/json-size';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { call, newBin } from '../support/builders';
import { snapshotDatabase } from '../support/fuzz/db-snapshot';
import { newBatch, newSku, receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ID_TEXT = (prefixes: string) => `must start with ${prefixes} followed by 1 to 9 digits`;

/** Sends a request that must be refused: 400 naming the field with its reason, and no table changed. */
async function expectRefused(send: () => Promise<LightMyRequestResponse>, name: string, reason: string): Promise<void> {
  const before = await snapshotDatabase(t.db);
  const problem = expectProblem(await send(), 'validation-error', 400);
  expect(problem['invalid-params']).toContainEqual({ name, reason });
  expect(await snapshotDatabase(t.db)).toEqual(before);
}

async function expectCreated(response: LightMyRequestResponse): Promise<void> {
  expect(response.statusCode, response.body).toBe(201);
}

/** A JSON object of exactly `bytes` bytes: {"k":"xxx…"}. */
const propsOfBytes = (bytes: number) => ({ k: 'x'.repeat(bytes - '{"k":""}'.length) });

/** {a: {a: … 1}} with `depth` objects, counting the props object itself. */
function propsOfDepth(depth: number): Record<string, unknown> {
  let value: unknown = 1;
  for (let level = 1; level < depth; level++) value = { a: value };
  return { a: value };
}

describe('ids: a prefix and 1 to 9 digits', () => {
  it('creates an id of nine digits, and the next suggestion stays an id', async () => {
    await expectCreated(await call(t.app, 'POST', '/api/bins', { id: 'BIN987654321' }));
    const next = NextIdResource.parse((await call(t.app, 'GET', '/api/next/bin')).json());
    expect(next.state).toMatch(/^BIN[0-9]{1,9}$/);
  });

  it.each([
    ['/api/bins', 'BIN1234567890', "'BIN'"],
    ['/api/skus', `SKU${'9'.repeat(400)}`, "'SKU'"],
    ['/api/batches', 'BAT00000000001', "'BAT'"],
  ])('refuses a longer id in a body (%s)', async (path, id, prefix) => {
    await expectRefused(() => call(t.app, 'POST', path, { id }), 'id', ID_TEXT(prefix));
  });

  it.each(['/api/bin/BIN1234567890', '/api/sku/SKU12345678901234567890', '/api/batch/BAT1234567890/bins'])(
    'refuses a longer id in a URL (%s)',
    async (url) => {
      const problem = expectProblem(await call(t.app, 'GET', url), 'validation-error', 400);
      expect(problem['invalid-params']?.[0]?.name).toBe('id');
    },
  );

  it('refuses a longer item id in a stock change and a label list', async () => {
    const bin = await newBin(t.app);
    await expectRefused(
      () => call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: 'SKU1234567890', quantity: 1 }),
      'id',
      ID_TEXT("'SKU', 'BAT' or 'MIX'"),
    );
    const problem = expectProblem(await call(t.app, 'GET', `/api/labels?ids=${bin},BIN1234567890`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'ids[1]', reason: ID_TEXT("'BIN', 'SKU', 'BAT', 'MIX', 'TPL', 'INS' or 'CUS'") }]);
  });
});

describe('names, codes and texts', () => {
  it.each([
    ['/api/skus', '/api/sku', 'SKU700001'],
    ['/api/batches', '/api/batch', 'BAT700001'],
  ])('takes a name of 200 characters and refuses longer (%s)', async (create, item, id) => {
    await expectCreated(await call(t.app, 'POST', create, { id, name: 'n'.repeat(200) }));
    await expectRefused(
      () => call(t.app, 'POST', create, { id: `${id}2`, name: 'n'.repeat(201) }),
      'name',
      'must be at most 200 characters',
    );
    await expectRefused(
      () => call(t.app, 'PATCH', `${item}/${id}`, { id, name: 'é'.repeat(100_000) }),
      'name',
      'must be at most 200 characters',
    );
  });

  it('takes codes of 64 characters, 50 to a list, and refuses more', async () => {
    await expectCreated(await call(t.app, 'POST', '/api/skus', { id: 'SKU700101', owned_codes: ['C'.repeat(64)] }));
    await expectCreated(
      await call(t.app, 'POST', '/api/skus', { id: 'SKU700102', associated_codes: Array.from({ length: 50 }, (_, i) => `A-${i}`) }),
    );
    await expectRefused(
      () => call(t.app, 'POST', '/api/skus', { id: 'SKU700103', owned_codes: ['C'.repeat(65)] }),
      'owned_codes[0]',
      'must be at most 64 characters',
    );
    const codes = Array.from({ length: 51 }, (_, i) => `B-${i}`);
    await expectRefused(
      () => call(t.app, 'POST', '/api/batches', { id: 'BAT700103', associated_codes: codes }),
      'associated_codes',
      'must list at most 50 codes',
    );
  });

  it('refuses NUL in names, codes, notes and the search query, which PostgreSQL cannot store', async () => {
    const NUL = 'a\u0000b';
    const reason = 'must not contain NUL characters';
    await expectRefused(() => call(t.app, 'POST', '/api/skus', { id: 'SKU700201', name: NUL }), 'name', reason);
    await expectRefused(() => call(t.app, 'POST', '/api/batches', { id: 'BAT700201', owned_codes: [NUL] }), 'owned_codes[0]', reason);
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    await expectRefused(() => call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: sku, quantity: 1, note: NUL }), 'note', reason);
    await expectRefused(() => call(t.app, 'GET', '/api/search?query=a%00b'), 'query', reason);
  });
});

describe('props: at most 50 keys, 4 levels deep and 16 KB, typed alike on bins, SKUs and batches', () => {
  const kinds = [
    ['bins', 'BIN'],
    ['skus', 'SKU'],
    ['batches', 'BAT'],
  ] as const;
  let serial = 0;
  const create = (path: string, prefix: string, props: unknown) =>
    call(t.app, 'POST', `/api/${path}`, { id: `${prefix}71${String(++serial).padStart(4, '0')}`, props });

  it.each(kinds)('takes props at every bound (%s)', async (path, prefix) => {
    await expectCreated(await create(path, prefix, Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]))));
    await expectCreated(await create(path, prefix, propsOfDepth(4)));
    await expectCreated(await create(path, prefix, propsOfBytes(16 * 1024)));
    await expectCreated(
      await create(path, prefix, { cost_per_case: { unit: 'USD', value: 12.5 }, count_per_case: 24, original_count_per_case: null }),
    );
  });

  it.each(kinds)('refuses props past a bound, naming props (%s)', async (path, prefix) => {
    const wide = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    await expectRefused(() => create(path, prefix, wide), 'props', 'must have at most 50 keys');
    await expectRefused(() => create(path, prefix, propsOfDepth(5)), 'props', 'must nest at most 4 levels deep');
    await expectRefused(() => create(path, prefix, propsOfBytes(16 * 1024 + 1)), 'props', 'must be at most 16384 bytes as JSON');
  });

  it.each(kinds)('checks the typed props (%s)', async (path, prefix) => {
    await expectRefused(() => create(path, prefix, { cost_per_case: 5 }), 'props.cost_per_case', 'expected a dictionary');
    await expectRefused(
      () => create(path, prefix, { original_cost_per_case: { unit: 'EUR', value: 1 } }),
      'props.original_cost_per_case.unit',
      "must be 'USD'",
    );
    await expectRefused(() => create(path, prefix, { count_per_case: 1.5 }), 'props.count_per_case', 'expected int');
  });

  it('refuses props nested past their bound, and a body nested 40,000 deep (too deep for JSON.stringify) as a whole', async () => {
    const nestedProps = (depth: number) => `{"id":"BIN719999","props":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const send = (payload: string) => () =>
      t.app.inject({ method: 'POST', url: '/api/bins', headers: { 'content-type': 'application/json' }, payload });
    await expectRefused(send(nestedProps(10)), 'props', 'must nest at most 4 levels deep');
    await expectRefused(send(nestedProps(40_000)), 'body', `must not nest objects and lists more than ${MAX_BODY_DEPTH} deep`);
  });
});

describe('quantities and counts stay within the per-change bound', () => {
  it('refuses an audit count past 1,000,000,000 and a list of more than 1,000 items', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    await receive(t.app, bin, sku, 3);
    await expectRefused(
      () => call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: { [sku]: 1e10 }, operator: 'Ana' }),
      `counts.${sku}`,
      'must be at most 1000000000',
    );
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`BAT${String(i).padStart(6, '0')}`, 0]));
    await expectRefused(
      () => call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: many, operator: 'Ana' }),
      'counts',
      'must have at most 1000 items',
    );
    await expectRefused(
      () => call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: {}, operator: 'Ana', as_of: many }),
      'as_of',
      'must have at most 1000 items',
    );
  });

  it('refuses a move past the bound', async () => {
    const [from, to, batch] = [await newBin(t.app), await newBin(t.app), await newBatch(t.app)];
    await expectRefused(
      () => call(t.app, 'PUT', `/api/bin/${from}/contents/move`, { id: batch, destination: to, quantity: 1e10 }),
      'quantity',
      'must be at most 1000000000',
    );
  });
});

describe('query parameters', () => {
  it('pages search up to startingFrom 1,000,000 and limit 100', async () => {
    expect((await call(t.app, 'GET', '/api/search?query=bolt&startingFrom=1000000&limit=100')).statusCode).toBe(200);
    await expectRefused(
      () => call(t.app, 'GET', '/api/search?query=bolt&startingFrom=1000001'),
      'startingFrom',
      'value must be at most 1000000',
    );
    await expectRefused(
      () => call(t.app, 'GET', `/api/search?query=bolt&startingFrom=${'9'.repeat(400)}`),
      'startingFrom',
      'value must be at most 1000000',
    );
    await expectRefused(() => call(t.app, 'GET', '/api/search?query=bolt&limit=101'), 'limit', 'value must be at most 100');
  });

  it('prints at most 240 labels at once', async () => {
    const bin = await newBin(t.app);
    const ids = Array.from({ length: 241 }, () => bin).join(',');
    await expectRefused(() => call(t.app, 'GET', `/api/labels?ids=${ids}`), 'ids', 'must name at most 240 labels');
  });
});
