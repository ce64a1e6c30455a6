import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchAnswer, BatchResource } from '../../src/shared/contract/batches';
import { BinResource } from '../../src/shared/contract/bins';
import { HistoryResource } from '../../src/shared/contract/history';
import {
  MIXTURE_LOG_PAGE,
  MIXTURE_LOG_WINDOW,
  MixtureLogResource,
  MixtureResource,
  type MixtureLog,
} from '../../src/shared/contract/mixtures';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { SearchResource } from '../../src/shared/contract/search';
import { call, newBin } from '../support/builders';
import { expectNothingWritten as expectNothingWrittenTo, footprint as footprintOf } from '../support/footprint';
import { blend, mixtureOf, newBatchOf, newMeasuredSku, nextId, remaining } from '../support/mixture-builders';
import { contentsOf, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, key?: string) => call(t.app, 'POST', url, body, key ? { 'idempotency-key': key } : {});
const draw = (mix: string, quantity: number, key?: string) => post(`/api/mixture/${mix}/draw`, { quantity, created_by: 'Ann' }, key);
const split = (mix: string, body: { quantity: number; destination_bin: string; new_mix_id: string }) =>
  post(`/api/mixture/${mix}/split`, { ...body, created_by: 'Ann' });
const stateOf = (response: LightMyRequestResponse) => MixtureResource.parse(response.json()).state;

/** Takes the last operation recorded, per batch, in units. */
async function lastTakes(): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('mixture_takes')
    .select(['batch_id', 'quantity'])
    .where('operation_id', '=', (eb) => eb.selectFrom('operations').select((o) => o.fn.max('id').as('id')))
    .execute();
  return Object.fromEntries(rows.map((row) => [row.batch_id, row.quantity / 1e6]));
}

/** Every table a mixture act writes: a refusal must leave them all as they were. */
const MIXTURE_TABLES = [
  'mixtures',
  'mixture_components',
  'mixture_events',
  'mixture_takes',
  'movements',
  'operations',
  'bin_contents',
  'id_counters',
];
const footprint = () => footprintOf(t.db, MIXTURE_TABLES);
const expectNothingWritten = (refusal: () => Promise<LightMyRequestResponse>) => expectNothingWrittenTo(t.db, MIXTURE_TABLES, refusal);

describe('POST /api/mixtures', () => {
  it('moves the batches out of the bin into one mixture entry, and answers 201 with the full envelope', async () => {
    const bin = await newBin(t.app);
    const sku = await newMeasuredSku(t.app, 'Rose water');
    const [a, b] = [await newBatchOf(t.app, sku), await newBatchOf(t.app, sku)];
    await receive(t.app, bin, a, 10);
    await receive(t.app, bin, b, 4);
    const mix = nextId('MIX');
    const body = {
      mix_id: mix,
      sku_id: sku,
      bin_id: bin,
      components: [
        { batch_id: a, quantity: 6 },
        { batch_id: b, quantity: 4 },
      ],
      created_by: '  Ann  ',
      note: 'for soap',
    };
    const response = await post('/api/mixtures', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.location).toBe(`/api/mixture/${mix}`);
    const resource = MixtureResource.parse(response.json());
    expect(resource.Id).toBe(`/api/mixture/${mix}`);
    expect(resource.operations.map((op) => [op.rel, op.method, op.href])).toEqual([
      ['draw', 'POST', `/api/mixture/${mix}/draw`],
      ['split', 'POST', `/api/mixture/${mix}/split`],
      ['append-audit', 'POST', `/api/mixture/${mix}/audit`],
      ['audit-log', 'GET', `/api/mixture/${mix}/audit`],
    ]);
    expect(resource.state).toMatchObject({
      mix_id: mix,
      sku_id: sku,
      sku_name: 'Rose water',
      unit: 'kg',
      bin_id: bin,
      qty_total: 10,
      created_by: 'Ann',
      components: [
        { batch_id: a, name: `Lot ${a}`, qty_initial: 6, qty_remaining: 6 },
        { batch_id: b, name: `Lot ${b}`, qty_initial: 4, qty_remaining: 4 },
      ],
    });
    expect(resource.state.audit).toEqual([
      expect.objectContaining({
        event: 'created',
        created_by: 'Ann',
        note: 'for soap',
        details: {
          components: [
            { batch_id: a, quantity: 6 },
            { batch_id: b, quantity: 4 },
          ],
        },
        operation_id: expect.any(Number),
      }),
    ]);
    expect(await contentsOf(t.app, bin)).toEqual({ [a]: 4, [mix]: 10 });
    const batchA = BatchResource.parse((await call(t.app, 'GET', `/api/batch/${a}`)).json()).state;
    expect(batchA.qty_remaining).toBe(4);
    await expectLedgerConsistent(t.db);
  });

  it('counts a batch listed twice as one component whose amounts add up', async () => {
    const bin = await newBin(t.app);
    const sku = await newMeasuredSku(t.app);
    const batch = await newBatchOf(t.app, sku);
    await receive(t.app, bin, batch, 6);
    const mix = nextId('MIX');
    const components = [
      { batch_id: batch, quantity: 2 },
      { batch_id: batch, quantity: 3.5 },
    ];
    const state = stateOf(await post('/api/mixtures', { mix_id: mix, sku_id: sku, bin_id: bin, components, created_by: 'Ann' }));
    expect(state.components).toEqual([{ batch_id: batch, name: `Lot ${batch}`, qty_initial: 5.5, qty_remaining: 5.5, hold: null }]);
    expect(await contentsOf(t.app, bin)).toEqual({ [batch]: 0.5, [mix]: 5.5 });
  });

  it('refuses a batch listed twice for more than the bin holds of it, naming the listing that went over, and writes nothing', async () => {
    const bin = await newBin(t.app);
    const sku = await newMeasuredSku(t.app);
    const batch = await newBatchOf(t.app, sku);
    await receive(t.app, bin, batch, 6);
    const components = [
      { batch_id: batch, quantity: 4 },
      { batch_id: batch, quantity: 4 },
    ];
    const body = { mix_id: nextId('MIX'), sku_id: sku, bin_id: bin, components, created_by: 'Ann' };
    const problem = expectProblem(await expectNothingWritten(() => post('/api/mixtures', body)), 'insufficient-quantity', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'components[1].quantity', reason: 'requested 8, but only 6 is available' }]);
    expect(await contentsOf(t.app, bin)).toEqual({ [batch]: 6 });
  });

  it('refuses in a fixed order: duplicate id, missing bin, missing SKU, then each component', async () => {
    const existing = await blend(t.app, [2]);
    const sku = await newMeasuredSku(t.app);
    const [good, foreign] = [await newBatchOf(t.app, sku), await newBatchOf(t.app, await newMeasuredSku(t.app))];
    const bin = await newBin(t.app);
    await receive(t.app, bin, good, 5);
    await receive(t.app, bin, foreign, 5);
    const base = { mix_id: nextId('MIX'), sku_id: sku, bin_id: bin, components: [{ batch_id: good, quantity: 1 }], created_by: 'Ann' };

    const duplicate = expectProblem(
      await expectNothingWritten(() => post('/api/mixtures', { ...base, mix_id: existing.mix, bin_id: 'BIN599999' })),
      'duplicate-resource',
      409,
    );
    expect(duplicate['invalid-params']).toEqual([{ name: 'mix_id', reason: 'must not already exist' }]);

    const noBin = expectProblem(
      await expectNothingWritten(() => post('/api/mixtures', { ...base, bin_id: 'BIN599999', sku_id: 'SKU599999' })),
      'missing-resource',
      404,
    );
    expect(noBin).toMatchObject({ Id: '/api/bin/BIN599999', operations: [{ rel: 'create', method: 'POST', href: '/api/bins' }] });

    const noSku = expectProblem(
      await expectNothingWritten(() => post('/api/mixtures', { ...base, sku_id: 'SKU599999' })),
      'missing-resource',
      404,
    );
    expect(noSku).toMatchObject({ Id: '/api/sku/SKU599999', operations: [{ rel: 'create', href: '/api/skus' }] });

    const components = [
      { batch_id: good, quantity: 1 },
      { batch_id: 'BAT599999', quantity: 1 },
      { batch_id: foreign, quantity: 1 },
    ];
    const noBatch = expectProblem(
      await expectNothingWritten(() => post('/api/mixtures', { ...base, components })),
      'missing-resource',
      404,
    );
    expect(noBatch).toMatchObject({ Id: '/api/batch/BAT599999', operations: [{ rel: 'create', href: '/api/batches' }] });

    const mismatch = expectProblem(
      await expectNothingWritten(() => post('/api/mixtures', { ...base, components: [components[0], components[2]] })),
      'validation-error',
      400,
    );
    expect(mismatch['invalid-params']).toEqual([{ name: 'components[1].batch_id', reason: 'batch SKU does not match mixture SKU' }]);

    const short = expectProblem(
      await expectNothingWritten(() => post('/api/mixtures', { ...base, components: [{ batch_id: good, quantity: 5.5 }] })),
      'insufficient-quantity',
      409,
    );
    expect(short['invalid-params']).toEqual([{ name: 'components[0].quantity', reason: 'requested 5.5, but only 5 is available' }]);
  });

  it('refuses an id that has stock history, as used before', async () => {
    const bin = await newBin(t.app);
    const used = nextId('MIX');
    // Only the stock core books stock, and it books none into a mixture that names no lots: the
    // history is written here, a receive and a release of the id in one operation.
    const at = Date.now();
    const { id: operation } = await t.db
      .insertInto('operations')
      .values({ at, kind: 'receive', document_id: null, operator: null, note: null, idempotency_key: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const movement = {
      at,
      operation_id: operation,
      item_id: used,
      quantity: 1,
      operator: null,
      note: null,
      reason: null,
      idempotency_key: null,
    };
    await t.db
      .insertInto('movements')
      .values([
        { ...movement, kind: 'receive', from_bin: null, to_bin: bin },
        { ...movement, kind: 'release', from_bin: bin, to_bin: null },
      ])
      .execute();
    const sku = await newMeasuredSku(t.app);
    const batch = await newBatchOf(t.app, sku);
    await receive(t.app, bin, batch, 1);
    const body = { mix_id: used, sku_id: sku, bin_id: bin, components: [{ batch_id: batch, quantity: 1 }], created_by: 'Ann' };
    const problem = expectProblem(await expectNothingWritten(() => post('/api/mixtures', body)), 'duplicate-resource', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'mix_id', reason: `${used} was used before and has stock history` }]);
  });

  it.each([
    [{ created_by: '   ' }, 'created_by', 'must not be blank'],
    [{ components: [] }, 'components', 'must list at least one component'],
    [{ components: [{ batch_id: 'BAT1', quantity: 0 }] }, 'components[0].quantity', 'must be greater than 0'],
    [{ components: [{ batch_id: 'BAT1', quantity: 1.0000001 }] }, 'components[0].quantity', 'must have at most 6 decimal places'],
    [{ mix_id: 'MIX-1' }, 'mix_id', "must start with 'MIX' followed by 1 to 9 digits"],
  ])('refuses a malformed body %j naming %s', async (change, name, reason) => {
    const body = {
      mix_id: 'MIX500000',
      sku_id: 'SKU1',
      bin_id: 'BIN1',
      components: [{ batch_id: 'BAT1', quantity: 1 }],
      created_by: 'Ann',
      ...change,
    };
    const problem = expectProblem(await post('/api/mixtures', body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it('replays a create sent again with its Idempotency-Key, and creates once', async () => {
    const bin = await newBin(t.app);
    const sku = await newMeasuredSku(t.app);
    const batch = await newBatchOf(t.app, sku);
    await receive(t.app, bin, batch, 3);
    const body = { mix_id: nextId('MIX'), sku_id: sku, bin_id: bin, components: [{ batch_id: batch, quantity: 2 }], created_by: 'Ann' };
    const first = await post('/api/mixtures', body, `create-${body.mix_id}`);
    expect(first.statusCode).toBe(201);
    const again = await expectNothingWritten(() => post('/api/mixtures', body, `create-${body.mix_id}`));
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([201, first.body, 'true']);
  });
});

describe('proportional takes, end to end', () => {
  it.each([
    [[6, 4], 5, [3, 2], [3, 2]],
    [[1, 1, 1], 1, [0.333333, 0.333333, 0.333334], [0.666667, 0.666667, 0.666666]],
    [[6, 4], 2.5, [1.5, 1], [4.5, 3]],
    [[5, 5], 3, [1.5, 1.5], [3.5, 3.5]],
  ])('draws from %j %d: takes %j, leaves %j', async (quantities, quantity, takes, left) => {
    const { mix, bin, batches, state } = await blend(t.app, quantities);
    const response = await draw(mix, quantity);
    expect(response.statusCode, response.body).toBe(200);
    const after = stateOf(response);
    expect(remaining(after)).toEqual(left);
    expect(after.qty_total).toBeCloseTo(state.qty_total - quantity, 9);
    expect(await lastTakes()).toEqual(Object.fromEntries(batches.map((batch, i) => [batch, takes[i]])));
    // Exactly what was asked left the bin, in micro-units.
    const taken = Object.values(await lastTakes()).reduce((sum, q) => sum + Math.round(q * 1e6), 0);
    expect(taken).toBe(Math.round(quantity * 1e6));
    expect(after.audit.at(-1)).toMatchObject({
      event: 'draw',
      created_by: 'Ann',
      details: { quantity, components: batches.map((batch_id, i) => ({ batch_id, quantity: takes[i] })) },
    });
    expect((await contentsOf(t.app, bin))[mix]).toBe(after.qty_total);
    await expectLedgerConsistent(t.db);
  });

  it('answers a draw with the mixture exactly as a read of it then answers, newest log entries included', async () => {
    const { mix } = await blend(t.app, [1, 2, 3]);
    for (let n = 0; n < MIXTURE_LOG_WINDOW; n++) expect((await draw(mix, 0.001)).statusCode).toBe(200);
    const response = await post(`/api/mixture/${mix}/draw`, { quantity: 0.25, created_by: 'Ann', note: 'for the morning batch' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = stateOf(response);
    expect(answer.audit_has_older).toBe(true);
    expect(answer.audit.at(-1)).toMatchObject({ event: 'draw', note: 'for the morning batch' });
    expect(answer).toEqual(await mixtureOf(t.app, mix));
  });

  it('splits {8,4} by 6 into a new mixture of {4,2} in the destination, and answers it with 201', async () => {
    const { mix, bin, batches } = await blend(t.app, [8, 4]);
    const destination = await newBin(t.app);
    const newMix = nextId('MIX');
    const response = await split(mix, { quantity: 6, destination_bin: destination, new_mix_id: newMix });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.location).toBe(`/api/mixture/${newMix}`);
    const created = stateOf(response);
    expect(created).toMatchObject({ mix_id: newMix, bin_id: destination, qty_total: 6 });
    expect(created.components.map((c) => [c.batch_id, c.qty_initial, c.qty_remaining])).toEqual([
      [batches[0], 4, 4],
      [batches[1], 2, 2],
    ]);
    expect(created.audit).toEqual([
      expect.objectContaining({ event: 'created-from-split', details: expect.objectContaining({ source_mix_id: mix, quantity: 6 }) }),
    ]);
    const source = await mixtureOf(t.app, mix);
    expect(remaining(source)).toEqual([4, 2]);
    expect(source.audit.at(-1)).toMatchObject({ event: 'split', details: { new_mix_id: newMix, destination_bin: destination } });
    expect(await contentsOf(t.app, bin)).toEqual({ [mix]: 6 });
    expect(await contentsOf(t.app, destination)).toEqual({ [newMix]: 6 });
    const lineage = await t.db
      .selectFrom('mixture_takes')
      .select(['mix_id', 'batch_id', 'quantity', 'new_mix_id'])
      .where('new_mix_id', '=', newMix)
      .orderBy('id')
      .execute();
    expect(lineage).toEqual([
      { mix_id: mix, batch_id: batches[0], quantity: 4_000_000, new_mix_id: newMix },
      { mix_id: mix, batch_id: batches[1], quantity: 2_000_000, new_mix_id: newMix },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('empties a mixture of 1 exactly with ten draws of 0.1, removing its bin entry and keeping the mixture', async () => {
    const { mix, bin } = await blend(t.app, [0.3, 0.7]);
    for (let i = 0; i < 10; i++) expect((await draw(mix, 0.1)).statusCode).toBe(200);
    const state = await mixtureOf(t.app, mix);
    expect(state.qty_total).toBe(0);
    expect(remaining(state)).toEqual([0, 0]);
    expect(await contentsOf(t.app, bin)).toEqual({});
    expectProblem(await draw(mix, 0.000001), 'insufficient-quantity', 409);
    await expectLedgerConsistent(t.db);
  });
});

describe('draw, split and audit refusals', () => {
  it('refuses a draw over the total with the exact amounts, and writes nothing', async () => {
    const { mix } = await blend(t.app, [6, 4]);
    const problem = expectProblem(await expectNothingWritten(() => draw(mix, 10.5)), 'insufficient-quantity', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'quantity', reason: 'requested 10.5, but only 10 is available' }]);
  });

  it('answers a missing mixture with its Id and create operation on every route', async () => {
    const bin = await newBin(t.app);
    for (const response of [
      await call(t.app, 'GET', '/api/mixture/MIX599999'),
      await draw('MIX599999', 1),
      await split('MIX599999', { quantity: 1, destination_bin: bin, new_mix_id: nextId('MIX') }),
      await post('/api/mixture/MIX599999/audit', { event: 'checked', created_by: 'Ann' }),
    ]) {
      const problem = expectProblem(response, 'missing-resource', 404);
      expect(problem).toMatchObject({
        Id: '/api/mixture/MIX599999',
        operations: [{ rel: 'create', method: 'POST', href: '/api/mixtures', 'Expects-a': 'Mixture patch' }],
      });
    }
  });

  it('refuses a split onto a taken id, into a missing bin, or over the total, writing nothing', async () => {
    const { mix } = await blend(t.app, [3]);
    const other = await blend(t.app, [1]);
    const bin = await newBin(t.app);
    const taken = expectProblem(
      await expectNothingWritten(() => split(mix, { quantity: 1, destination_bin: 'BIN599999', new_mix_id: other.mix })),
      'duplicate-resource',
      409,
    );
    expect(taken['invalid-params']).toEqual([{ name: 'new_mix_id', reason: 'must not already exist' }]);
    const noBin = expectProblem(
      await expectNothingWritten(() => split(mix, { quantity: 1, destination_bin: 'BIN599999', new_mix_id: nextId('MIX') })),
      'missing-resource',
      404,
    );
    expect(noBin.Id).toBe('/api/bin/BIN599999');
    const over = expectProblem(
      await expectNothingWritten(() => split(mix, { quantity: 3.5, destination_bin: bin, new_mix_id: nextId('MIX') })),
      'insufficient-quantity',
      409,
    );
    expect(over['invalid-params']).toEqual([{ name: 'quantity', reason: 'requested 3.5, but only 3 is available' }]);
  });

  it('splits within the same bin', async () => {
    const { mix, bin } = await blend(t.app, [2, 2]);
    const newMix = nextId('MIX');
    expect((await split(mix, { quantity: 1, destination_bin: bin, new_mix_id: newMix })).statusCode).toBe(201);
    expect(await contentsOf(t.app, bin)).toEqual({ [mix]: 3, [newMix]: 1 });
  });

  it('appends a free log entry without touching stock, and checks the body before the mixture', async () => {
    const { mix } = await blend(t.app, [2]);
    const response = await expectNothingWrittenBut('mixture_events', () =>
      post(`/api/mixture/${mix}/audit`, { event: 'viscosity checked', created_by: ' Bo ', note: '', details: [1, { ok: true }] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(stateOf(response).audit.at(-1)).toMatchObject({
      event: 'viscosity checked',
      created_by: 'Bo',
      note: null,
      details: [1, { ok: true }],
      operation_id: null,
    });
    const bad = expectProblem(await post('/api/mixture/MIX599999/audit', { event: ' ', created_by: 'Ann' }), 'validation-error', 400);
    expect(bad['invalid-params']).toEqual([{ name: 'event', reason: 'must not be blank' }]);
  });

  it('replays a draw sent again with its Idempotency-Key, drawing once', async () => {
    const { mix } = await blend(t.app, [6, 4]);
    const first = await draw(mix, 1, `draw-${mix}`);
    const again = await expectNothingWritten(() => draw(mix, 1, `draw-${mix}`));
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([200, first.body, 'true']);
    expect((await mixtureOf(t.app, mix)).qty_total).toBe(9);
    expectProblem(await draw(mix, 2, `draw-${mix}`), 'idempotency-conflict', 422);
  });

  it('answers GET with Cache-Control: no-cache', async () => {
    const { mix } = await blend(t.app, [1]);
    expect((await call(t.app, 'GET', `/api/mixture/${mix}`)).headers['cache-control']).toBe('no-cache');
  });
});

describe("the mixture's log", () => {
  const logPage = async (mix: string, query = '') => {
    const response = await call(t.app, 'GET', `/api/mixture/${mix}/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return MixtureLogResource.parse(response.json()).state;
  };
  const events = (log: MixtureLog) => log.audit.map((entry) => entry.event);

  it('answers a draw with only the newest entries, so its size stays put; older ones are read in pages before an entry', async () => {
    const { mix } = await blend(t.app, [100]);
    for (let n = 1; n <= MIXTURE_LOG_WINDOW + MIXTURE_LOG_PAGE; n++) {
      expect((await post(`/api/mixture/${mix}/audit`, { event: `check ${n}`, created_by: 'Ann' })).statusCode).toBe(200);
    }
    const answer = stateOf(await draw(mix, 1));
    const newest = Array.from({ length: MIXTURE_LOG_WINDOW - 1 }, (_, i) => `check ${MIXTURE_LOG_PAGE + 2 + i}`);
    expect(events(answer)).toEqual([...newest, 'draw']);
    expect(answer.audit_has_older).toBe(true);
    expect((await mixtureOf(t.app, mix)).audit).toEqual(answer.audit);

    const older = await logPage(mix, `?before=${answer.audit[0]?.id}`);
    expect(events(older)).toEqual(Array.from({ length: MIXTURE_LOG_PAGE }, (_, i) => `check ${i + 2}`));
    expect(older.audit_has_older).toBe(true);
    const oldest = await logPage(mix, `?before=${older.audit[0]?.id}`);
    expect([events(oldest), oldest.audit_has_older]).toEqual([['created', 'check 1'], false]);
    expect(events(await logPage(mix))).toEqual(events(older).slice(MIXTURE_LOG_WINDOW).concat(events(answer)));
  });

  it('says a short log is whole, and refuses a missing mixture or a malformed cursor', async () => {
    const { mix, state } = await blend(t.app, [1]);
    expect([events(state), state.audit_has_older]).toEqual([['created'], false]);
    expect(await logPage(mix)).toEqual({ audit: state.audit, audit_has_older: false });
    expectProblem(await call(t.app, 'GET', '/api/mixture/MIX599999/audit'), 'missing-resource', 404);
    const bad = expectProblem(await call(t.app, 'GET', `/api/mixture/${mix}/audit?before=first`), 'validation-error', 400);
    expect(bad['invalid-params']).toEqual([{ name: 'before', reason: 'expected a whole number' }]);
  });
});

/** Like expectNothingWritten, but one table may gain a row. */
async function expectNothingWrittenBut(table: string, act: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const before = await footprint();
  const response = await act();
  expect(await footprint()).toEqual({ ...before, [table]: (before[table] ?? 0) + 1 });
  return response;
}

describe('100 parallel draws', () => {
  it('never over-draw: exactly the available succeed and the rest are 409', async () => {
    const { mix, bin } = await blend(t.app, [30, 20]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => draw(mix, 1)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50);
    const state = await mixtureOf(t.app, mix);
    expect([state.qty_total, remaining(state)]).toEqual([0, [0, 0]]);
    expect(await contentsOf(t.app, bin)).toEqual({});
    const takes = await t.db
      .selectFrom('mixture_takes')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
      .where('mix_id', '=', mix)
      .executeTakeFirstOrThrow();
    expect(Number(takes.n)).toBe(50_000_000);
    await expectLedgerConsistent(t.db);
  });
});

describe('mixtures in bins', () => {
  const contents = (bin: string, id: string, quantity: number) => post(`/api/bin/${bin}/contents`, { id, quantity });
  const move = (from: string, id: string, destination: string, quantity: number) =>
    call(t.app, 'PUT', `/api/bin/${from}/contents/move`, { id, destination, quantity });

  it('releases from a mixture by drawing proportionally, logged as bin-release', async () => {
    const { mix, bin, batches } = await blend(t.app, [6, 4]);
    const response = await post(`/api/bin/${bin}/contents`, { id: mix, quantity: -5, operator: 'Cy' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'items released', state: { quantity: 5 } });
    const state = await mixtureOf(t.app, mix);
    expect(remaining(state)).toEqual([3, 2]);
    expect(await lastTakes()).toEqual({ [batches[0] as string]: 3, [batches[1] as string]: 2 });
    expect(state.audit.at(-1)).toMatchObject({
      event: 'bin-release',
      created_by: 'Cy',
      note: 'bin contents release',
      details: { quantity: 5, bin_id: bin },
    });
    expect((await contents(bin, mix, 0)).json()).toMatchObject({ status: 'no change', state: { quantity: 5 } });
    await expectLedgerConsistent(t.db);
  });

  it('refuses a receive into a mixture, a mixture named in the wrong bin, and a release over its total', async () => {
    const { mix, bin } = await blend(t.app, [2]);
    const other = await newBin(t.app);
    const receiving = expectProblem(await expectNothingWritten(() => contents(bin, mix, 1)), 'validation-error', 400);
    expect(receiving['invalid-params']).toEqual([
      { name: 'quantity', reason: 'increase a mixture using the dedicated creation or split operations' },
    ]);
    const elsewhere = expectProblem(await expectNothingWritten(() => contents(other, mix, -1)), 'validation-error', 400);
    expect(elsewhere['invalid-params']).toEqual([{ name: 'id', reason: 'mixture is not stored in the specified bin' }]);
    const over = expectProblem(await expectNothingWritten(() => contents(bin, mix, -3)), 'insufficient-quantity', 409);
    expect(over['invalid-params']).toEqual([{ name: 'quantity', reason: 'requested 3, but only 2 is available' }]);
    const missing = expectProblem(await contents(bin, 'MIX599999', -1), 'missing-resource', 404);
    expect(missing.Id).toBe('/api/mixture/MIX599999');
  });

  it('moves a mixture only whole, its bin following, logged as moved', async () => {
    const { mix, bin } = await blend(t.app, [1.5, 1]);
    const destination = await newBin(t.app);
    const partial = expectProblem(await expectNothingWritten(() => move(bin, mix, destination, 1)), 'validation-error', 400);
    expect(partial['invalid-params']).toEqual([{ name: 'quantity', reason: 'partial mixture moves require the split operation' }]);
    const wrong = expectProblem(await expectNothingWritten(() => move(destination, mix, bin, 2.5)), 'validation-error', 400);
    expect(wrong['invalid-params']).toEqual([{ name: 'id', reason: 'mixture is not stored in the specified source bin' }]);
    expectProblem(await expectNothingWritten(() => move(bin, mix, destination, 3)), 'insufficient-quantity', 409);

    const response = await move(bin, mix, destination, 2.5);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: { from: { quantity: 0 }, to: { bin_id: destination, quantity: 2.5 } } });
    const state = await mixtureOf(t.app, mix);
    expect(state.bin_id).toBe(destination);
    expect(remaining(state)).toEqual([1.5, 1]);
    expect(state.audit.at(-1)).toMatchObject({
      event: 'moved',
      created_by: 'bin-move',
      details: { from: bin, to: destination, quantity: 2.5 },
    });
    expect(await contentsOf(t.app, bin)).toEqual({});
    expect(await contentsOf(t.app, destination)).toEqual({ [mix]: 2.5 });
    expect((await draw(mix, 0.5)).statusCode).toBe(200);
    expect(await contentsOf(t.app, destination)).toEqual({ [mix]: 2 });
    await expectLedgerConsistent(t.db);
  });

  it('draws a mixture to zero when its bin is deleted with force, logged as bin-delete with its takes', async () => {
    const { mix, bin, batches } = await blend(t.app, [6, 4]);
    const response = await call(t.app, 'DELETE', `/api/bin/${bin}?force=true`);
    expect(response.statusCode, response.body).toBe(200);
    const state = await mixtureOf(t.app, mix);
    expect([state.qty_total, remaining(state)]).toEqual([0, [0, 0]]);
    expect(state.audit.at(-1)).toMatchObject({ event: 'bin-delete', created_by: 'bin-delete', details: { quantity: 10, bin_id: bin } });
    expect(await lastTakes()).toEqual({ [batches[0] as string]: 6, [batches[1] as string]: 4 });
    await expectLedgerConsistent(t.db);
  });

  it('shows a mixture in its bin lines and history by its SKU name, and finds it by exact id with its SKU', async () => {
    const { mix, bin, sku } = await blend(t.app, [2]);
    const lines = BinResource.parse((await call(t.app, 'GET', `/api/bin/${bin}`)).json()).state.lines;
    expect(lines).toEqual([{ item_id: mix, name: 'Lavender oil', quantity: 2, unit: 'kg', kind: 'mixture' }]);
    const history = HistoryResource.parse((await call(t.app, 'GET', `/api/bin/${bin}/history?limit=1`)).json()).state.items;
    expect(history[0]).toMatchObject({
      item_id: mix,
      item_name: 'Lavender oil',
      kind: 'mixture-create',
      operation: { kind: 'mixture-create', document_id: mix },
    });
    const found = SearchResource.parse((await call(t.app, 'GET', `/api/search?query=${mix.toLowerCase()}`)).json()).state.results;
    // With its name (its SKU's), unit and bin, so a form that names it says what, how much, in what, where.
    expect(found).toEqual([
      expect.objectContaining({
        id: mix,
        name: 'Lavender oil',
        kind: 'mixture',
        sku_id: sku,
        locations: { unit: 'kg', held: [{ bin_id: bin, bin_name: '', quantity: 2 }], more: 0 },
      }),
    ]);
    const labels = (await call(t.app, 'GET', `/api/labels?ids=${mix}`)).json<{
      state: { labels: { id: string; name: string | null }[] };
    }>();
    expect(labels.state.labels[0]).toMatchObject({ id: mix, name: 'Lavender oil' });
  });

  it('filters the ledger by a mixture kind of change', async () => {
    const { mix } = await blend(t.app, [2]);
    expect((await call(t.app, 'POST', `/api/mixture/${mix}/draw`, { quantity: 0.5, created_by: 'Ann' })).statusCode).toBe(200);
    const ledger = HistoryResource.parse((await call(t.app, 'GET', `/api/history?kind=mixture-draw&item=${mix}`)).json()).state.items;
    expect(ledger.map((row) => [row.kind, row.item_id, row.quantity])).toEqual([['mixture-draw', mix, 0.5]]);
  });

  it('suggests the next mixture id past the ones made', async () => {
    await blend(t.app, [1]);
    const made = (await t.db.selectFrom('mixtures').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const next = NextIdResource.parse((await call(t.app, 'GET', '/api/next/mixture')).json()).state;
    expect(next).toBe(`MIX${String(Number(made.slice(3)) + 1).padStart(6, '0')}`);
  });
});

describe('batches and mixtures', () => {
  it("derives a batch's qty_remaining from its bins and refuses it on create", async () => {
    const sku = await newMeasuredSku(t.app);
    const [a, b] = [await newBin(t.app), await newBin(t.app)];
    const batch = await newBatchOf(t.app, sku);
    await receive(t.app, a, batch, 2.5);
    await receive(t.app, b, batch, 1);
    expect(BatchResource.parse((await call(t.app, 'GET', `/api/batch/${batch}`)).json()).state.qty_remaining).toBe(3.5);
    const refused = expectProblem(await post('/api/batches', { id: nextId('BAT'), qty_remaining: 5 }), 'validation-error', 400);
    expect(refused['invalid-params']?.map((p) => p.name)).toEqual(['qty_remaining']);
    const fresh = BatchAnswer.parse((await post('/api/batches', { id: nextId('BAT') })).json()).state;
    expect(fresh?.qty_remaining).toBe(0);
  });

  it('refuses to delete a batch a mixture still holds, naming the mixture, and allows it once drawn out', async () => {
    const { mix, batches } = await blend(t.app, [2]);
    const batch = batches[0] as string;
    const problem = expectProblem(await expectNothingWritten(() => call(t.app, 'DELETE', `/api/batch/${batch}`)), 'resource-in-use', 409);
    expect(problem.detail).toBe(`${batch} is part of ${mix}.`);
    expect((await draw(mix, 2)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/batch/${batch}`)).statusCode).toBe(200);
    // The mixture keeps naming its component from the archive.
    expect((await mixtureOf(t.app, mix)).components[0]).toMatchObject({ batch_id: batch, name: `Lot ${batch}` });
  });

  it('refuses to delete a SKU while a mixture of it holds stock, and allows it once the mixture is drawn out', async () => {
    const { mix, sku, batches } = await blend(t.app, [3]);
    const problem = expectProblem(await expectNothingWritten(() => call(t.app, 'DELETE', `/api/sku/${sku}`)), 'resource-in-use', 409);
    expect(problem.detail).toContain(`the SKU of ${mix}`);
    expect((await draw(mix, 3)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/batch/${batches[0]}`)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/sku/${sku}`)).statusCode).toBe(204);
  });
});
