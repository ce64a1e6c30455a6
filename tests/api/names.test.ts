import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAMED_IDS, NamesAnswer } from '../../src/shared/contract/names';
import { call } from '../support/builders';
import { blend, newBatchOf, newMeasuredSku } from '../support/mixture-builders';
import { receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const names = async (ids: unknown) => {
  const response = await call(t.app, 'POST', '/api/names', { ids });
  expect(response.statusCode, response.body).toBe(200);
  return NamesAnswer.parse(response.json()).state;
};

describe('POST /api/names', () => {
  it('names bins, SKUs, lots and mixtures with their units in one answer, and leaves out ids never used', async () => {
    expect((await call(t.app, 'POST', '/api/bins', { id: 'BIN710001', name: 'Cold room' })).statusCode).toBe(201);
    const sku = await newMeasuredSku(t.app, 'Rose water');
    const lot = await newBatchOf(t.app, sku);
    const { mix } = await blend(t.app, [2, 3], { sku });
    const state = await names(['BIN710001', sku, lot, mix, 'BAT799999', 'BIN710001']);
    expect(state).toEqual({
      BIN710001: { name: 'Cold room', unit: null },
      [sku]: { name: 'Rose water', unit: 'kg' },
      [lot]: { name: `Lot ${lot}`, unit: 'kg' },
      [mix]: { name: 'Rose water', unit: 'kg' },
    });
  });

  it('keeps the names of a deleted lot and bin that have history', async () => {
    expect((await call(t.app, 'POST', '/api/bins', { id: 'BIN710002', name: 'Old shelf' })).statusCode).toBe(201);
    const lot = await newBatchOf(t.app, await newMeasuredSku(t.app, 'Clay'));
    await receive(t.app, 'BIN710002', lot, 1);
    expect((await call(t.app, 'POST', '/api/bin/BIN710002/contents', { id: lot, quantity: -1 })).statusCode).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/batch/${lot}`)).statusCode).toBeLessThan(300);
    expect((await call(t.app, 'DELETE', '/api/bin/BIN710002')).statusCode).toBeLessThan(300);
    expect((await call(t.app, 'GET', `/api/batch/${lot}`)).statusCode).toBe(404);
    expect(await names([lot, 'BIN710002'])).toEqual({
      [lot]: { name: `Lot ${lot}`, unit: 'kg' },
      BIN710002: { name: 'Old shelf', unit: null },
    });
  });

  it.each([
    ['an empty list', []],
    ['a list that is not one', 'BIN1'],
    ['a run id', ['INS1']],
    [`more than ${MAX_NAMED_IDS} ids`, Array.from({ length: MAX_NAMED_IDS + 1 }, (_, i) => `BAT${i + 1}`)],
  ])('refuses %s as a validation problem naming ids', async (_, ids) => {
    const problem = expectProblem(await call(t.app, 'POST', '/api/names', { ids }), 'validation-error', 400);
    expect(problem['invalid-params']?.[0]?.name).toMatch(/^ids/);
  });

  it(`answers ${MAX_NAMED_IDS} ids in one request`, async () => {
    const state = await names(Array.from({ length: MAX_NAMED_IDS }, (_, i) => `BAT${700000 + i}`));
    expect(Object.keys(state)).toHaveLength(0);
  });
});
