import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreAnswer } from '../../src/shared/contract/archive';
import { BatchResource, type BatchState } from '../../src/shared/contract/batches';
import { todayUtc } from '../../src/shared/contract/fields';
import { SearchResource } from '../../src/shared/contract/search';
import { call, newBin } from '../support/builders';
import { receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
const nextBatchId = () => `BAT6${String(++counter).padStart(5, '0')}`;

async function newBatch(fields: Record<string, unknown> = {}): Promise<BatchState> {
  const response = await call(t.app, 'POST', '/api/batches', { id: nextBatchId(), ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return BatchResource.parse(response.json()).state;
}

const getBatch = async (id: string) => BatchResource.parse((await call(t.app, 'GET', `/api/batch/${id}`)).json()).state;

async function patch(id: string, fields: Record<string, unknown>): Promise<BatchState> {
  const response = await call(t.app, 'PATCH', `/api/batch/${id}`, { id, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return BatchResource.parse(response.json()).state;
}

const lotOf = ({ expires_on, supplier_lot, expired }: BatchState) => ({ expires_on, supplier_lot, expired });

/** The UTC date `days` from today. */
const dayFromToday = (days: number) => todayUtc(new Date(Date.now() + days * 86_400_000));

describe('batch expiry date and supplier lot', () => {
  it('creates a batch with both, answers them in its state and reads them back', async () => {
    const created = await newBatch({ expires_on: '2999-12-31', supplier_lot: 'ACME-L2411' });
    expect(lotOf(created)).toEqual({ expires_on: '2999-12-31', supplier_lot: 'ACME-L2411', expired: false });
    expect(lotOf(await getBatch(created.id))).toEqual(lotOf(created));
  });

  it('leaves both null when not given', async () => {
    expect(lotOf(await newBatch())).toEqual({ expires_on: null, supplier_lot: null, expired: false });
  });

  it('updates them, keeps them when a PATCH leaves them out, and clears them with null', async () => {
    const { id } = await newBatch({ expires_on: '2999-01-01', supplier_lot: 'OLD-1' });
    expect(lotOf(await patch(id, { expires_on: '2999-06-30', supplier_lot: 'NEW-2' }))).toEqual({
      expires_on: '2999-06-30',
      supplier_lot: 'NEW-2',
      expired: false,
    });
    expect(lotOf(await patch(id, { name: 'renamed' }))).toMatchObject({ expires_on: '2999-06-30', supplier_lot: 'NEW-2' });
    expect(lotOf(await patch(id, { expires_on: null }))).toEqual({ expires_on: null, supplier_lot: 'NEW-2', expired: false });
    expect(lotOf(await patch(id, { supplier_lot: null }))).toEqual({ expires_on: null, supplier_lot: null, expired: false });
    expect(lotOf(await getBatch(id))).toEqual({ expires_on: null, supplier_lot: null, expired: false });
  });

  it('derives expired: a lot is good through its expiry day (UTC) and expired from the day after', async () => {
    const expiredOn = async (days: number) => (await newBatch({ expires_on: dayFromToday(days) })).expired;
    expect(await expiredOn(-1)).toBe(true);
    expect(await expiredOn(0)).toBe(false);
    expect(await expiredOn(1)).toBe(false);
    const { id } = await newBatch({ expires_on: '2001-02-03' });
    expect((await getBatch(id)).expired).toBe(true);
    expect((await patch(id, { expires_on: '2999-02-03' })).expired).toBe(false);
  });

  it.each([
    ['2026-02-29', 'must be a real calendar date'],
    ['2026-13-01', 'must be a real calendar date'],
    ['2026-04-31', 'must be a real calendar date'],
    ['2026-4-1', 'must be a date as YYYY-MM-DD'],
    ['2026-04-01T00:00:00Z', 'must be a date as YYYY-MM-DD'],
    ['', 'must be a date as YYYY-MM-DD'],
    [20260401, 'expected str'],
  ])('refuses expires_on %j: %s', async (value, reason) => {
    const problem = expectProblem(
      await call(t.app, 'POST', '/api/batches', { id: nextBatchId(), expires_on: value }),
      'validation-error',
      400,
    );
    expect(problem['invalid-params']).toEqual([{ name: 'expires_on', reason }]);
  });

  it('takes a leap day', async () => {
    expect((await newBatch({ expires_on: '2028-02-29' })).expires_on).toBe('2028-02-29');
  });

  it.each([
    ['L'.repeat(65), 'must be at most 64 characters'],
    ['', 'must not be empty string'],
    ['LOT 24', 'must not contain whitespace characters'],
    ['a\u0000b', 'must not contain NUL characters'],
    [7, 'expected str'],
  ])('refuses supplier_lot %j: %s', async (value, reason) => {
    const { id } = await newBatch();
    const problem = expectProblem(await call(t.app, 'PATCH', `/api/batch/${id}`, { id, supplier_lot: value }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'supplier_lot', reason }]);
  });

  it('takes a supplier lot of exactly 64 characters', async () => {
    expect((await newBatch({ supplier_lot: 'L'.repeat(64) })).supplier_lot).toBe('L'.repeat(64));
  });

  it('refuses expired in a body: it is derived', async () => {
    const problem = expectProblem(await call(t.app, 'POST', '/api/batches', { id: nextBatchId(), expired: true }), 'validation-error', 400);
    expect(problem['invalid-params']?.map((param) => param.name)).toEqual(['expired']);
  });
});

describe('date properties', () => {
  it('keeps a date property and answers it as sent', async () => {
    const props = { best_before: { type: 'date', value: '2027-03-31' }, grade: 'A' };
    expect((await newBatch({ props })).props).toEqual(props);
  });

  it.each([
    [{ type: 'date', value: '2027-02-30' }, 'props.best_before.value', 'must be a real calendar date'],
    [{ type: 'date', value: 'soon' }, 'props.best_before.value', 'must be a date as YYYY-MM-DD'],
    [{ type: 'date', value: '2027-03-31', at: 'noon' }, 'props.best_before.at', 'extra keys not allowed'],
  ])('refuses %j and names the part at fault', async (value, name, reason) => {
    const problem = expectProblem(
      await call(t.app, 'POST', '/api/batches', { id: nextBatchId(), props: { best_before: value } }),
      'validation-error',
      400,
    );
    expect(problem['invalid-params']).toEqual([{ name, reason }]);
  });
});

describe('search by supplier lot', () => {
  const find = async (query: string) => {
    const response = await call(t.app, 'GET', `/api/search?query=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return SearchResource.parse(response.json()).state.results.map(({ id, match }) => ({ id, match }));
  };

  it('finds the batch whose supplier lot is the query, as a code match, exactly', async () => {
    const { id } = await newBatch({ name: 'Vexlor flakes', supplier_lot: 'VXL-77A' });
    expect(await find('VXL-77A')).toEqual([{ id, match: 'code' }]);
    expect(await find('vxl-77a')).toEqual([]);
    expect(await find('VXL-77')).toEqual([]);
  });

  it('lists every batch of one supplier lot once, after an owned code, newest first, and not again by name', async () => {
    // Every name has the query's words, so a batch listed by code would show again by name if not left out.
    const owner = await newBatch({ name: 'QDL 5 owner', owned_codes: ['QDL-5'] });
    const first = await newBatch({ name: 'QDL 5 lot', supplier_lot: 'QDL-5' });
    const both = await newBatch({ name: 'QDL 5 both', supplier_lot: 'QDL-5', associated_codes: ['QDL-5'] });
    const named = await newBatch({ name: 'QDL 5 other' });
    expect(await find('QDL-5')).toEqual([
      { id: owner.id, match: 'code' },
      { id: both.id, match: 'code' },
      { id: first.id, match: 'code' },
      { id: named.id, match: 'name' },
    ]);
  });

  it('stops finding a batch by its old supplier lot once it changes', async () => {
    const { id } = await newBatch({ supplier_lot: 'ZRT-1' });
    await patch(id, { supplier_lot: 'ZRT-2' });
    expect(await find('ZRT-1')).toEqual([]);
    expect(await find('ZRT-2')).toEqual([{ id, match: 'code' }]);
  });
});

describe('archive and restore', () => {
  it('keeps the expiry date and supplier lot of a deleted batch with history, and restores them', async () => {
    const bin = await newBin(t.app);
    const { id } = await newBatch({ expires_on: '2001-05-06', supplier_lot: 'ARC-9' });
    await receive(t.app, bin, id, 2);
    await receive(t.app, bin, id, -2);
    expect((await call(t.app, 'DELETE', `/api/batch/${id}`)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/batch/${id}`)).statusCode).toBe(404);

    const restored = await call(t.app, 'POST', `/api/archive/${id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(RestoreAnswer.parse(restored.json()).state).toMatchObject({
      id,
      expires_on: '2001-05-06',
      supplier_lot: 'ARC-9',
      expired: true,
    });
    expect(lotOf(await getBatch(id))).toEqual({ expires_on: '2001-05-06', supplier_lot: 'ARC-9', expired: true });
  });
});
