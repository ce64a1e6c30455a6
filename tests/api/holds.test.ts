import type { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResource, type BatchState } from '../../src/shared/contract/batches';
import { OperationResource } from '../../src/shared/contract/history';
import { HoldAnswer, MAX_HOLD_ITEMS } from '../../src/shared/contract/holds';
import { call, newBin } from '../support/builders';
import { expectNothingWritten as expectNothingWrittenTo, footprint as footprintOf } from '../support/footprint';
import { sendJson, tally, type HttpAnswer } from '../support/parallel-http';
import { blend, mixtureOf, newBatchOf, newMeasuredSku, nextId } from '../support/mixture-builders';
import { contentsOf, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

let counter = 0;
const next = (prefix: 'INS' | 'TPL') => `${prefix}3${String(++counter).padStart(5, '0')}`;

const withKey = (key?: string): Record<string, string> => (key ? { 'idempotency-key': key } : {});
const hold = (item_ids: string[], reason = 'supplier recall R-1', operator = 'Ann', key?: string) =>
  call(t.app, 'POST', '/api/holds', { item_ids, reason, operator }, withKey(key));
const release = (item_ids: string[], operator = 'Bea', note?: string, key?: string) =>
  call(t.app, 'POST', '/api/holds/release', { item_ids, operator, ...(note !== undefined && { note }) }, withKey(key));

const Answer = HoldAnswer.required({ state: true });
type Answer = z.infer<typeof Answer>;

function answerOf(response: LightMyRequestResponse): Answer {
  expect(response.statusCode, response.body).toBe(200);
  return Answer.parse(response.json());
}

async function held(ids: string[], reason = 'supplier recall R-1', operator = 'Ann'): Promise<Answer> {
  const answer = answerOf(await hold(ids, reason, operator));
  expect(answer.status).toBe('items held');
  return answer;
}

async function released(ids: string[]): Promise<Answer> {
  const answer = answerOf(await release(ids));
  expect(answer.status).toBe('holds released');
  return answer;
}

async function batchOf(id: string): Promise<BatchState> {
  const response = await call(t.app, 'GET', `/api/batch/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return BatchResource.parse(response.json()).state;
}

async function operationOf(id: number | null) {
  if (id === null) return expect.fail('the act recorded no operation');
  const response = await call(t.app, 'GET', `/api/operation/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return OperationResource.parse(response.json()).state;
}

/** Live holds (not yet released) on an item, straight from the table. */
async function liveHolds(item: string): Promise<number> {
  const rows = await t.db
    .selectFrom('item_holds')
    .select('id')
    .where('item_id', '=', item)
    .where('release_operation_id', 'is', null)
    .execute();
  return rows.length;
}

async function operationsOfKind(kind: string): Promise<number> {
  const rows = await t.db
    .selectFrom('operations')
    .select('id')
    .where('kind', '=', kind as 'hold')
    .execute();
  return rows.length;
}

/** Every table a stock act or a hold writes: a refusal leaves them, and the stock they hold, as they were. */
const HOLD_TABLES = [
  'movements',
  'operations',
  'bin_contents',
  'item_holds',
  'mixtures',
  'mixture_components',
  'mixture_events',
  'mixture_takes',
  'step_instances',
  'step_consumed',
  'step_produced',
  'batches',
];
const footprint = () => footprintOf(t.db, HOLD_TABLES);

/** A footprint with some counts grown by the given amounts. */
const grown = (before: Record<string, number>, by: Record<string, number>) =>
  Object.fromEntries(Object.entries(before).map(([key, n]) => [key, n + (by[key] ?? 0)]));

const expectNothingWritten = (refusal: () => Promise<LightMyRequestResponse>) => expectNothingWrittenTo(t.db, HOLD_TABLES, refusal);

/** A kg SKU, a bin holding 10 of a new lot of it, another bin, and a one-off template. */
interface Place {
  sku: string;
  bin: string;
  other: string;
  template: string;
}

async function place(bin?: string): Promise<Place> {
  const sku = await newMeasuredSku(t.app);
  const other = await newBin(t.app);
  const template = next('TPL');
  const response = await call(t.app, 'POST', '/api/step-templates', {
    template_id: template,
    name: 'Step',
    inputs: [{ sku_id: sku }],
    outputs: [{ sku_id: sku }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { sku, bin: bin ?? (await newBin(t.app)), other, template };
}

async function lotIn(p: Place, quantity = 10): Promise<string> {
  const lot = await newBatchOf(t.app, p.sku);
  await receive(t.app, p.bin, lot, quantity);
  return lot;
}

/** A run of the place's template consuming `quantity` of `item` from its bin and making a new lot of that much. */
const consume = (p: Place, item: string, quantity: number) =>
  call(t.app, 'POST', '/api/step-instances', {
    instance_id: next('INS'),
    template_id: p.template,
    operator: 'Cal',
    consumed: [{ resource_id: item, quantity, bin_id: p.bin }],
    produced: [{ batch_id: nextId('BAT'), sku_id: p.sku, quantity, bin_id: p.other }],
  });

const bodyWithHold = (hold: { at: string; operator: string; reason: string }) => ({
  date: hold.at.slice(0, 10),
  operator: hold.operator,
  reason: hold.reason,
});

/**
 * The act is refused with 409 item-on-hold naming `blocked` (and `through`, the mixture holding it),
 * the date, operator and reason of its hold; nothing is written and both bins read as before.
 */
async function expectRefused(
  p: Place,
  act: () => Promise<LightMyRequestResponse>,
  blocked: string,
  through: string | null = null,
): Promise<void> {
  const hold =
    (blocked.startsWith('MIX') ? (await mixtureOf(t.app, blocked)).hold : (await batchOf(blocked)).hold) ??
    expect.fail(`${blocked} is not held`);
  const contents = [await contentsOf(t.app, p.bin), await contentsOf(t.app, p.other)];
  const problem = expectProblem(await expectNothingWritten(act), 'item-on-hold', 409);
  expect(problem.title).toBe('Item is on hold.');
  const what = through === null ? `${blocked} is on hold` : `${through} holds ${blocked}, which is on hold`;
  const { date, operator, reason } = bodyWithHold(hold);
  expect(problem.detail).toBe(`${what} since ${date} (${operator}): ${reason}. Release the hold first.`);
  expect(problem['invalid-params']).toEqual([{ name: 'id', reason: `${what}: ${reason}` }]);
  expect([await contentsOf(t.app, p.bin), await contentsOf(t.app, p.other)]).toEqual(contents);
  await expectLedgerConsistent(t.db);
}

describe('POST /api/holds and /api/holds/release', () => {
  it('holds a lot and a mixture as one hold operation with its reason, writing no movements, and their states show it', async () => {
    const p = await place();
    const lot = await lotIn(p);
    const mixture = await blend(t.app, [3, 2]);
    const before = await footprint();
    const contents = await contentsOf(t.app, p.bin);
    const started = Date.now();

    const response = await hold([mixture.mix, lot, lot], '  Supplier recall R-7  ', '  Ann  ');
    const answer = answerOf(response);
    expect(answer).toEqual({
      Id: '/api/holds',
      status: 'items held',
      state: { operation_id: expect.any(Number), changed: [lot, mixture.mix].sort(), unchanged: [] },
    });

    const operation = await operationOf(answer.state.operation_id);
    expect(operation).toMatchObject({
      id: answer.state.operation_id,
      kind: 'hold',
      document_id: null,
      operator: 'Ann',
      note: 'Supplier recall R-7',
      movements: [],
      held_items: [lot, mixture.mix].sort().map((item_id) => expect.objectContaining({ item_id, reason: 'Supplier recall R-7' })),
    });
    expect(Date.parse(operation.at)).toBeGreaterThanOrEqual(started - 1000);

    const expectedHold = { reason: 'Supplier recall R-7', operator: 'Ann', at: operation.at, operation_id: answer.state.operation_id };
    expect((await batchOf(lot)).hold).toEqual(expectedHold);
    expect((await mixtureOf(t.app, mixture.mix)).hold).toEqual(expectedHold);
    // The lots inside the held mixture are not held themselves.
    for (const batch of mixture.batches) expect((await batchOf(batch)).hold).toBeNull();

    // One operation and two holds; no stock moved.
    const after = await footprint();
    expect(after).toEqual(grown(before, { operations: 1, item_holds: 2 }));
    expect(await contentsOf(t.app, p.bin)).toEqual(contents);
    expect((await batchOf(lot)).qty_remaining).toBe(10);
    await expectLedgerConsistent(t.db);
  });

  it('shows a free lot and mixture with hold null', async () => {
    const mixture = await blend(t.app, [1]);
    expect((await mixtureOf(t.app, mixture.mix)).hold).toBeNull();
    expect((await batchOf(mixture.batches[0] as string)).hold).toBeNull();
  });

  it('keeps the first hold of an item held again (its reason, operator and operation) and lists it as unchanged', async () => {
    const p = await place();
    const [a, b] = [await lotIn(p), await lotIn(p)];
    const first = await held([a], 'first reason', 'Ann');
    const firstHold = (await batchOf(a)).hold;

    const again = answerOf(await hold([a], 'second reason', 'Bob'));
    expect(again.status).toBe('no change');
    expect(again.state).toEqual({ operation_id: null, changed: [], unchanged: [a] });
    expect((await batchOf(a)).hold).toEqual(firstHold);
    expect(firstHold).toMatchObject({ reason: 'first reason', operator: 'Ann', operation_id: first.state.operation_id });

    const mixed = answerOf(await hold([b, a], 'third reason', 'Cy'));
    expect(mixed.status).toBe('items held');
    expect(mixed.state).toMatchObject({ changed: [b], unchanged: [a] });
    expect((await batchOf(a)).hold).toEqual(firstHold);
    expect((await batchOf(b)).hold).toMatchObject({ reason: 'third reason', operator: 'Cy', operation_id: mixed.state.operation_id });
    expect(await liveHolds(a)).toBe(1);
  });

  it('releases holds as one hold-release operation with its note; releasing a free item is no change; the item can be held anew', async () => {
    const p = await place();
    const [a, b] = [await lotIn(p), await lotIn(p)];
    const mixture = await blend(t.app, [2]);
    await held([a, mixture.mix], 'recall');
    const before = await footprint();

    const answer = answerOf(await release([mixture.mix, a, b], '  Bea  ', 'lab cleared it'));
    expect(answer).toEqual({
      Id: '/api/holds',
      status: 'holds released',
      state: { operation_id: expect.any(Number), changed: [a, mixture.mix].sort(), unchanged: [b] },
    });
    expect(await operationOf(answer.state.operation_id)).toMatchObject({
      kind: 'hold-release',
      operator: 'Bea',
      note: 'lab cleared it',
      movements: [],
    });
    expect((await batchOf(a)).hold).toBeNull();
    expect((await mixtureOf(t.app, mixture.mix)).hold).toBeNull();
    // The hold rows stay, now naming the release; no new hold row and no movement.
    expect(await footprint()).toEqual(grown(before, { operations: 1 }));
    const rows = await t.db.selectFrom('item_holds').select(['release_operation_id']).where('item_id', '=', a).execute();
    expect(rows.map((row) => Number(row.release_operation_id))).toEqual([answer.state.operation_id]);

    const free = answerOf(await release([a, b]));
    expect(free.status).toBe('no change');
    // Nothing was held, so nothing is recorded.
    expect(free.state).toEqual({ operation_id: null, changed: [], unchanged: [a, b] });

    const anew = await held([a], 'second recall', 'Cy');
    expect((await batchOf(a)).hold).toMatchObject({ reason: 'second recall', operator: 'Cy', operation_id: anew.state.operation_id });
    expect(await liveHolds(a)).toBe(1);
  });

  const SKU_IN_LIST = { item_ids: ['BAT1', 'SKU1'], reason: 'r', operator: 'Ann' };
  const TOO_MANY = { item_ids: Array.from({ length: MAX_HOLD_ITEMS + 1 }, (_, i) => `BAT${i + 1}`), reason: 'r', operator: 'Ann' };
  it.each<[string, string, unknown, string[]]>([
    ['an empty list', '/api/holds', { item_ids: [], reason: 'r', operator: 'Ann' }, ['item_ids']],
    ['a blank reason', '/api/holds', { item_ids: ['BAT1'], reason: '   ', operator: 'Ann' }, ['reason']],
    ['a reason over 2000 characters', '/api/holds', { item_ids: ['BAT1'], reason: 'r'.repeat(2001), operator: 'Ann' }, ['reason']],
    ['no reason', '/api/holds', { item_ids: ['BAT1'], operator: 'Ann' }, ['reason']],
    ['a blank operator', '/api/holds', { item_ids: ['BAT1'], reason: 'r', operator: ' ' }, ['operator']],
    ['a SKU id in the list', '/api/holds', SKU_IN_LIST, ['item_ids[1]']],
    ['a bin id in the list', '/api/holds', { item_ids: ['BIN1'], reason: 'r', operator: 'Ann' }, ['item_ids[0]']],
    [`more than ${MAX_HOLD_ITEMS} ids`, '/api/holds', TOO_MANY, ['item_ids']],
    ['a list that is not a list', '/api/holds', { item_ids: 'BAT1', reason: 'r', operator: 'Ann' }, ['item_ids']],
    ['an extra key', '/api/holds', { item_ids: ['BAT1'], reason: 'r', operator: 'Ann', force: true }, ['force']],
    ['an empty release', '/api/holds/release', { item_ids: [], operator: 'Ann' }, ['item_ids']],
    ['a release without operator', '/api/holds/release', { item_ids: ['BAT1'] }, ['operator']],
    ['a SKU id released', '/api/holds/release', { item_ids: ['SKU1'], operator: 'Ann' }, ['item_ids[0]']],
    [`more than ${MAX_HOLD_ITEMS} ids released`, '/api/holds/release', { ...TOO_MANY, reason: undefined }, ['item_ids']],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, url, body, names) => {
    const response = await expectNothingWritten(() => call(t.app, 'POST', url, body));
    const problem = expectProblem(response, 'validation-error', 400);
    expect(problem['invalid-params']?.map((param) => param.name)).toEqual(names);
  });

  it('holds and releases a recall of 6,000 lots in one operation each', async () => {
    const sku = await newMeasuredSku(t.app);
    const lots = Array.from({ length: 6000 }, (_, i) => `BAT36${String(i).padStart(4, '0')}`);
    const imported = await call(t.app, 'POST', '/api/import', { kind: 'batches', rows: lots.map((id) => ({ id, sku_id: sku })) });
    expect(imported.statusCode, imported.body).toBe(200);
    const answer = await held(lots);
    expect(answer.state.changed).toHaveLength(6000);
    expect(new Set(answer.state.changed)).toEqual(new Set(lots));
    expect((await batchOf(lots[5999] as string)).hold).toMatchObject({ operation_id: answer.state.operation_id });
    const released = answerOf(await release(lots));
    expect(released.state.changed).toHaveLength(6000);
    expect((await batchOf(lots[0] as string)).hold).toBeNull();
  });

  it('answers unknown ids with one 404 naming them all, and writes nothing, not even for the known ones', async () => {
    const p = await place();
    const lot = await lotIn(p);
    const problem = expectProblem(await expectNothingWritten(() => hold([lot, 'BAT999991', 'MIX999992'])), 'missing-resource', 404);
    expect(problem.detail).toContain('BAT999991');
    expect(problem.detail).toContain('MIX999992');
    expect(problem.detail).not.toContain(lot);
    expect(problem['invalid-params']?.map((param) => param.name)).toEqual(['item_ids', 'item_ids']);
    expect((await batchOf(lot)).hold).toBeNull();

    await held([lot]);
    const missingRelease = expectProblem(await expectNothingWritten(() => release([lot, 'BAT999993'])), 'missing-resource', 404);
    expect(missingRelease.detail).toContain('BAT999993');
    expect((await batchOf(lot)).hold).not.toBeNull();
  });

  it('replays a hold and a release sent again with their Idempotency-Key, writing each operation once', async () => {
    const p = await place();
    const lot = await lotIn(p);
    const holdsBefore = await operationsOfKind('hold');
    const first = await hold([lot], 'recall', 'Ann', 'hold-key-1');
    const again = await hold([lot], 'recall', 'Ann', 'hold-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(answerOf(again).status).toBe('items held');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await operationsOfKind('hold')).toBe(holdsBefore + 1);
    expect(await liveHolds(lot)).toBe(1);
    // The same key for another body is a conflict, not a second hold.
    expectProblem(await expectNothingWritten(() => hold([lot], 'other', 'Ann', 'hold-key-1')), 'idempotency-conflict', 422);

    const releasesBefore = await operationsOfKind('hold-release');
    const out = await release([lot], 'Bea', 'ok', 'release-key-1');
    const outAgain = await release([lot], 'Bea', 'ok', 'release-key-1');
    expect(outAgain.json()).toEqual(out.json());
    expect(answerOf(outAgain).status).toBe('holds released');
    expect(await operationsOfKind('hold-release')).toBe(releasesBefore + 1);
    expect((await batchOf(lot)).hold).toBeNull();
  });

  /** Real HTTP, so the requests overlap inside the server and its database as in production. */
  const overHttp = (path: string, body: unknown) => sendJson(base, 'POST', path, body);
  const parsedAll = (answers: HttpAnswer[]) => answers.map((answer) => Answer.parse(JSON.parse(answer.body)));

  it('leaves exactly one live hold after 20 parallel holds of one item, never a 500', async () => {
    const p = await place();
    // Several rounds: the first opens the pool's connections, so the later ones truly overlap.
    for (let round = 0; round < 3; round++) {
      const lot = await lotIn(p);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => overHttp('/api/holds', { item_ids: [lot], reason: `reason ${i}`, operator: `Op ${i}` })),
      );
      expect(tally(answers.map((answer) => answer.status)), answers.find((answer) => answer.status !== 200)?.body).toEqual({ 200: 20 });
      const parsed = parsedAll(answers);
      const winners = parsed.filter((answer) => answer.status === 'items held');
      expect(winners).toHaveLength(1);
      expect(parsed.filter((answer) => answer.status === 'no change' && answer.state.unchanged[0] === lot)).toHaveLength(19);
      expect(await liveHolds(lot)).toBe(1);
      const winner = parsed.indexOf(winners[0] as Answer);
      expect((await batchOf(lot)).hold).toMatchObject({
        reason: `reason ${winner}`,
        operator: `Op ${winner}`,
        operation_id: winners[0]?.state.operation_id,
      });
    }
  });

  it('never answers 500 nor leaves two live holds when holds and releases of several items race', async () => {
    const p = await place();
    const [a, b] = [await lotIn(p), await lotIn(p)];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const items = i % 3 === 0 ? [a] : i % 3 === 1 ? [b, a] : [b];
        return i % 2 === 0
          ? overHttp('/api/holds', { item_ids: items, reason: `r${i}`, operator: 'Ann' })
          : overHttp('/api/holds/release', { item_ids: items, operator: 'Bea' });
      }),
    );
    expect(tally(answers.map((answer) => answer.status)), answers.find((answer) => answer.status !== 200)?.body).toEqual({ 200: 30 });
    expect(await liveHolds(a)).toBeLessThanOrEqual(1);
    expect(await liveHolds(b)).toBeLessThanOrEqual(1);
    // Whatever the order, the state shown agrees with the table.
    expect((await batchOf(a)).hold === null).toBe((await liveHolds(a)) === 0);
    await expectLedgerConsistent(t.db);
  });
});

interface Case {
  name: string;
  act: (p: Place, item: string) => Promise<LightMyRequestResponse>;
  ok: number;
}

const LOT_ACTS: Case[] = [
  {
    name: 'a release from its bin',
    act: (p, lot) => call(t.app, 'POST', `/api/bin/${p.bin}/contents`, { id: lot, quantity: -2 }),
    ok: 201,
  },
  {
    name: 'a move',
    act: (p, lot) => call(t.app, 'PUT', `/api/bin/${p.bin}/contents/move`, { id: lot, destination: p.other, quantity: 2 }),
    ok: 200,
  },
  { name: 'consumption by a production run', act: (p, lot) => consume(p, lot, 2), ok: 201 },
  {
    name: 'a new mixture made of it',
    act: (p, lot) =>
      call(t.app, 'POST', '/api/mixtures', {
        mix_id: nextId('MIX'),
        sku_id: p.sku,
        bin_id: p.bin,
        components: [{ batch_id: lot, quantity: 2 }],
        created_by: 'Ann',
      }),
    ok: 201,
  },
];

const MIXTURE_ACTS: Case[] = [
  { name: 'a draw', act: (_, mix) => call(t.app, 'POST', `/api/mixture/${mix}/draw`, { quantity: 1, created_by: 'Ann' }), ok: 200 },
  {
    name: 'a split',
    act: (p, mix) =>
      call(t.app, 'POST', `/api/mixture/${mix}/split`, {
        quantity: 1,
        destination_bin: p.other,
        new_mix_id: nextId('MIX'),
        created_by: 'Ann',
      }),
    ok: 201,
  },
  {
    name: 'a release through its bin contents',
    act: (p, mix) => call(t.app, 'POST', `/api/bin/${p.bin}/contents`, { id: mix, quantity: -1 }),
    ok: 201,
  },
  {
    name: 'a move (whole)',
    act: (p, mix) => call(t.app, 'PUT', `/api/bin/${p.bin}/contents/move`, { id: mix, destination: p.other, quantity: 10 }),
    ok: 200,
  },
  { name: 'consumption by a production run', act: (p, mix) => consume(p, mix, 1), ok: 201 },
];

/** A place whose bin holds a mixture of two lots (6 and 4) of its SKU. */
async function mixtureIn(): Promise<{ p: Place; mix: string; lots: string[] }> {
  const p = await place();
  const mixture = await blend(t.app, [6, 4], { bin: p.bin, sku: p.sku });
  return { p, mix: mixture.mix, lots: mixture.batches };
}

describe('what a hold refuses until it is released', () => {
  it.each(LOT_ACTS)('refuses $name of a held lot with 409 item-on-hold, writing nothing; allows it once released', async ({ act, ok }) => {
    const p = await place();
    const lot = await lotIn(p);
    await held([lot], 'Supplier recall R-9: possible contamination', 'Dee');
    await expectRefused(p, () => act(p, lot), lot);
    await released([lot]);
    const response = await act(p, lot);
    expect(response.statusCode, response.body).toBe(ok);
    expect((await contentsOf(t.app, p.bin))[lot]).toBe(8);
    await expectLedgerConsistent(t.db);
  });

  it.each(MIXTURE_ACTS)(
    'refuses $name of a held mixture with 409 item-on-hold, writing nothing; allows it once released',
    async ({ act, ok }) => {
      const { p, mix, lots } = await mixtureIn();
      await held([mix], 'blend under investigation', 'Eve');
      // Its lots are free: the mixture's own hold is what refuses.
      for (const lot of lots) expect((await batchOf(lot)).hold).toBeNull();
      await expectRefused(p, () => act(p, mix), mix);
      await released([mix]);
      const response = await act(p, mix);
      expect(response.statusCode, response.body).toBe(ok);
      await expectLedgerConsistent(t.db);
    },
  );

  it.each(MIXTURE_ACTS)(
    'refuses $name of a free mixture still holding a held lot, naming both; allows it once the lot is released',
    async ({ act, ok }) => {
      const { p, mix, lots } = await mixtureIn();
      const lot = lots[1] as string;
      await held([lot], 'lot recall', 'Fay');
      const state = await mixtureOf(t.app, mix);
      expect(state.hold).toBeNull();
      // Its state names the held lot inside it, so a scan of the mixture can warn.
      expect(state.components.map((c) => [c.batch_id, c.hold?.reason ?? null])).toEqual([
        [lots[0], null],
        [lot, 'lot recall'],
      ]);
      await expectRefused(p, () => act(p, mix), lot, mix);
      await released([lot]);
      const response = await act(p, mix);
      expect(response.statusCode, response.body).toBe(ok);
      await expectLedgerConsistent(t.db);
    },
  );

  it('refuses a mixture made of a free lot and a held one, naming the held one', async () => {
    const p = await place();
    const [free, heldLot] = [await lotIn(p), await lotIn(p)];
    await held([heldLot]);
    const components = [
      { batch_id: free, quantity: 1 },
      { batch_id: heldLot, quantity: 1 },
    ];
    await expectRefused(
      p,
      () => call(t.app, 'POST', '/api/mixtures', { mix_id: nextId('MIX'), sku_id: p.sku, bin_id: p.bin, components, created_by: 'Ann' }),
      heldLot,
    );
  });

  it('refuses a run consuming a free lot and a held one as a whole', async () => {
    const p = await place();
    const [free, heldLot] = [await lotIn(p), await lotIn(p)];
    await held([heldLot]);
    const body = {
      instance_id: next('INS'),
      template_id: p.template,
      operator: 'Cal',
      consumed: [
        { resource_id: free, quantity: 1, bin_id: p.bin },
        { resource_id: heldLot, quantity: 1, bin_id: p.bin },
      ],
      produced: [{ batch_id: nextId('BAT'), sku_id: p.sku, quantity: 2, bin_id: p.other }],
    };
    await expectRefused(p, () => call(t.app, 'POST', '/api/step-instances', body), heldLot);
    expect((await batchOf(free)).qty_remaining).toBe(10);
  });

  it('refuses a mixture split off before the hold, since it too holds part of the held lot', async () => {
    const { p, mix, lots } = await mixtureIn();
    const child = nextId('MIX');
    const split = await call(t.app, 'POST', `/api/mixture/${mix}/split`, {
      quantity: 5,
      destination_bin: p.bin,
      new_mix_id: child,
      created_by: 'Ann',
    });
    expect(split.statusCode, split.body).toBe(201);
    await held([lots[0] as string]);
    await expectRefused(
      p,
      () => call(t.app, 'POST', `/api/mixture/${child}/draw`, { quantity: 1, created_by: 'Ann' }),
      lots[0] as string,
      child,
    );
  });

  it('refuses to undo a run whose product is held, which would unmake the held lot; allows it once released', async () => {
    const p = await place();
    const lot = await lotIn(p);
    const run = await consume(p, lot, 2);
    expect(run.statusCode, run.body).toBe(201);
    const { instance_id: instance, produced } = run.json<{ state: { instance_id: string; produced: { batch_id: string }[] } }>().state;
    const product = produced[0]?.batch_id ?? expect.fail('the run made no lot');
    await held([product], 'product recall');
    await expectRefused(p, () => call(t.app, 'DELETE', `/api/step-instance/${instance}`), product);
    await released([product]);
    const undone = await call(t.app, 'DELETE', `/api/step-instance/${instance}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await contentsOf(t.app, p.bin))[lot]).toBe(10);
  });

  it('refuses to delete a held lot, whose hold could then never be released; deletes it once released', async () => {
    const p = await place();
    const lot = await lotIn(p, 1);
    await held([lot], 'quarantine');
    const audit = await call(t.app, 'POST', `/api/bin/${p.bin}/audit`, { counts: { [lot]: 0 }, operator: 'Ann' });
    expect(audit.statusCode, audit.body).toBe(201);
    await expectRefused(p, () => call(t.app, 'DELETE', `/api/batch/${lot}`), lot);
    await released([lot]);
    expect((await call(t.app, 'DELETE', `/api/batch/${lot}`)).statusCode).toBe(200);
  });

  it('leaves other lots in the same bin free to use', async () => {
    const p = await place();
    const [heldLot, free] = [await lotIn(p), await lotIn(p)];
    await held([heldLot]);
    await receive(t.app, p.bin, free, -3);
    const moved = await call(t.app, 'PUT', `/api/bin/${p.bin}/contents/move`, { id: free, destination: p.other, quantity: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await contentsOf(t.app, p.bin)).toEqual({ [heldLot]: 10, [free]: 5 });
    await expectLedgerConsistent(t.db);
  });
});

describe('what a hold still allows', () => {
  it('counts a held lot in an audit, short and over, and keeps it held', async () => {
    const p = await place();
    const lot = await lotIn(p);
    await held([lot]);
    const short = await call(t.app, 'POST', `/api/bin/${p.bin}/audit`, { counts: { [lot]: 7 }, operator: 'Gus' });
    expect(short.statusCode, short.body).toBe(201);
    expect(await contentsOf(t.app, p.bin)).toEqual({ [lot]: 7 });
    const over = await call(t.app, 'POST', `/api/bin/${p.bin}/audit`, { counts: { [lot]: 9 }, operator: 'Gus' });
    expect(over.statusCode, over.body).toBe(201);
    expect(await contentsOf(t.app, p.bin)).toEqual({ [lot]: 9 });
    expect((await batchOf(lot)).hold).not.toBeNull();
    await expectLedgerConsistent(t.db);
  });

  it("adds a check to a held mixture's log", async () => {
    const { p, mix } = await mixtureIn();
    await held([mix]);
    const check = await call(t.app, 'POST', `/api/mixture/${mix}/audit`, { event: 'viscosity checked', created_by: 'Gus' });
    expect(check.statusCode, check.body).toBe(200);
    expect((await mixtureOf(t.app, mix)).audit.map((entry) => entry.event)).toContain('viscosity checked');
    expect(await contentsOf(t.app, p.bin)).toEqual({ [mix]: 10 });
  });

  it('receives more of a held lot', async () => {
    const p = await place();
    const lot = await lotIn(p);
    await held([lot]);
    await receive(t.app, p.bin, lot, 3);
    expect(await contentsOf(t.app, p.bin)).toEqual({ [lot]: 13 });
    expect((await batchOf(lot)).hold).not.toBeNull();
    await expectLedgerConsistent(t.db);
  });

  it('deletes with force a bin holding a held lot and a held mixture, and the holds stay', async () => {
    const { p, mix } = await mixtureIn();
    const lot = await lotIn(p);
    await held([lot, mix]);
    const response = await call(t.app, 'DELETE', `/api/bin/${p.bin}?force=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await batchOf(lot)).qty_remaining).toBe(0);
    expect((await batchOf(lot)).hold).not.toBeNull();
    expect((await mixtureOf(t.app, mix)).hold).not.toBeNull();
    await expectLedgerConsistent(t.db);
  });
});
