import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownstreamTrace, UpstreamTrace } from '../../src/shared/contract/traceability';
import { call, newBin } from '../support/builders';
import { newBatchOf, newMeasuredSku, nextId } from '../support/mixture-builders';
import { receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** A release or draw that names no customer (decision 043). */
const TO_NO_ONE = { customer_id: null, reference: null };

const next = (prefix: 'INS' | 'TPL') => `${prefix}4${String(++counter).padStart(5, '0')}`;
const BOTH = ['complement-capacity', 'mixture-allocation'];

async function ok(method: string, url: string, body: unknown, status = 201) {
  const response = await call(t.app, method, url, body);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

/** A lot of `sku` with `quantity` received into `bin`. */
async function lot(sku: string, bin: string, quantity: number): Promise<string> {
  const batch = await newBatchOf(t.app, sku);
  await receive(t.app, bin, batch, quantity);
  return batch;
}

async function mixture(sku: string, bin: string, components: [string, number][]): Promise<string> {
  const mix = nextId('MIX');
  const body = {
    mix_id: mix,
    sku_id: sku,
    bin_id: bin,
    created_by: 'Ann',
    components: components.map(([batch_id, quantity]) => ({ batch_id, quantity })),
  };
  await ok('POST', '/api/mixtures', body);
  return mix;
}

interface Made {
  sku: string;
  quantity: number;
  bin: string;
}

/** A run of a one-off template: what it consumed (lot or mixture, quantity, bin) and the lots it made. */
async function run(consumed: [string, number, string][], produced: Made[]): Promise<{ id: string; lots: string[] }> {
  const template = next('TPL');
  const skus = [...new Set(produced.map((p) => p.sku))];
  await ok('POST', '/api/step-templates', {
    template_id: template,
    name: 'Step',
    inputs: skus.map((sku_id) => ({ sku_id })),
    outputs: skus.map((sku_id) => ({ sku_id })),
  });
  const id = next('INS');
  const lots = produced.map(() => nextId('BAT'));
  await ok('POST', '/api/step-instances', {
    instance_id: id,
    template_id: template,
    operator: 'Ann',
    consumed: consumed.map(([resource_id, quantity, bin_id]) => ({ resource_id, quantity, bin_id })),
    produced: produced.map((p, i) => ({ batch_id: lots[i], sku_id: p.sku, quantity: p.quantity, bin_id: p.bin })),
  });
  return { id, lots };
}

const traceOf = (body: unknown) => call(t.app, 'POST', '/api/traceability', body);

async function up(body: Record<string, unknown>): Promise<UpstreamTrace> {
  const response = await traceOf(body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return UpstreamTrace.parse(response.json());
}

async function down(body: Record<string, unknown>): Promise<DownstreamTrace> {
  const response = await traceOf({ ...body, direction: 'downstream' });
  expect(response.statusCode, response.body).toBe(200);
  return DownstreamTrace.parse(response.json());
}

const input = (batch_id: string, lower_bound: number, upper_bound: number, annotations: string[] = []) => ({
  batch_id,
  lower_bound,
  upper_bound,
  annotations,
});
const within = (lower_bound: number, upper_bound: number, annotations: string[] = []) => ({ lower_bound, upper_bound, annotations });
/** Affected as a whole: certainly where some of the traced material surely is, and how much of it may be. */
const affected = (lower: number, upper: number, annotations: string[] = []) => ({
  affected: lower > 0 ? 'certainly' : 'possibly',
  ...within(lower, upper, annotations),
});

type Account = Omit<DownstreamTrace['lots'][number]['account'], 'unit'>;
const NONE: Account = { entered: 0, on_hand: 0, released: 0, drawn: 0, consumed: 0, mixed: 0, written_off: 0 };
/** A lot's or mixture's whole quantity in its unit (kg unless given). */
const account = (flows: Partial<Account>, unit = 'kg') => ({ account: { unit, ...NONE, ...flows }, hold: null });
/** A queried lot's account, mixtures seen through. */
const totals = (batch_id: string, flows: Partial<Omit<Account, 'mixed'>>, unit = 'kg') => {
  const { mixed: _mixed, ...none } = NONE;
  return { batch_id, unit, ...none, ...flows };
};

describe('story 1: two lots into one step, exact', () => {
  it('C1 came from all of A1 and all of B1, whether asked by lot or by run', async () => {
    const bin = await newBin(t.app);
    const [skuA, skuB, skuC] = [await newMeasuredSku(t.app, 'A'), await newMeasuredSku(t.app, 'B'), await newMeasuredSku(t.app, 'C')];
    const a1 = await lot(skuA, bin, 10);
    const b1 = await lot(skuB, bin, 10);
    const step = await run(
      [
        [a1, 10, bin],
        [b1, 10, bin],
      ],
      [{ sku: skuC, quantity: 10, bin }],
    );
    const c1 = step.lots[0] as string;
    const byLot = await up({ batch_ids: [c1] });
    expect(byLot).toEqual({
      inputs: [input(a1, 10, 10), input(b1, 10, 10)],
      runs: [step.id],
      query: { batch_ids: [c1], step_instance_ids: [], direction: 'upstream' },
    });
    expect((await up({ step_instance_ids: [step.id], direction: 'upstream' })).inputs).toEqual(byLot.inputs);
    // A queried source lot is all of itself, and no run lies between.
    expect(await up({ batch_ids: [a1] })).toMatchObject({ inputs: [input(a1, 10, 10)], runs: [] });

    const both = await down({ batch_ids: [a1, b1] });
    expect(both.unit).toBe('kg');
    expect(both.lots).toEqual([
      { batch_id: a1, produced_by: null, ...affected(10, 10), ...account({ entered: 10, consumed: 10 }) },
      { batch_id: b1, produced_by: null, ...affected(10, 10), ...account({ entered: 10, consumed: 10 }) },
      { batch_id: c1, produced_by: step.id, ...affected(10, 10), ...account({ entered: 10, on_hand: 10 }) },
    ]);
    expect(both.holdings).toEqual([{ bin_id: bin, item_id: c1, quantity: 10, unit: 'kg', ...affected(10, 10) }]);
    expect(both.totals).toEqual([totals(a1, { entered: 10, consumed: 10 }), totals(b1, { entered: 10, consumed: 10 })]);
    expect(both.affected).toEqual([{ affected: 'certainly', unit: 'kg', lots: 3, mixtures: 0, on_hand: 10, released: 0, drawn: 0 }]);
    // Read the other way, B1 could have filled C1: it is only possibly affected by A1 alone.
    expect((await down({ batch_ids: [a1] })).lots.find((l) => l.batch_id === c1)).toMatchObject(affected(0, 10, ['complement-capacity']));
  });
});

describe('stories 2 and 3: a blend, three outputs, a second blend and a second step', () => {
  let bin: string;
  let outBin: string;
  let zBin: string;
  let x1: string;
  let x2: string;
  let ya: string;
  let yb: string;
  let yc: string;
  let mix1: string;
  let mix2: string;
  let z1: string;
  let step2: string;

  beforeAll(async () => {
    [bin, outBin, zBin] = [await newBin(t.app), await newBin(t.app), await newBin(t.app)];
    const skuX = await newMeasuredSku(t.app, 'X');
    const skuY = await newMeasuredSku(t.app, 'Y');
    x1 = await lot(skuX, bin, 8);
    x2 = await lot(skuX, bin, 2);
    mix1 = await mixture(skuX, bin, [
      [x1, 8],
      [x2, 2],
    ]);
    const step1 = await run(
      [[mix1, 10, bin]],
      [
        { sku: skuY, quantity: 7, bin: outBin },
        { sku: skuY, quantity: 2, bin: outBin },
        { sku: skuY, quantity: 1, bin: outBin },
      ],
    );
    [ya, yb, yc] = step1.lots as [string, string, string];
  });

  it('story 2 upstream: Y_A, Y_A with Y_B, Y_C and all three', async () => {
    expect((await up({ batch_ids: [ya] })).inputs).toEqual([input(x1, 5, 7, BOTH), input(x2, 0, 2, BOTH)]);
    expect((await up({ batch_ids: [yb, ya] })).inputs).toEqual([input(x1, 7, 8, BOTH), input(x2, 1, 2, BOTH)]);
    expect((await up({ batch_ids: [yc] })).inputs).toEqual([input(x1, 0, 1, BOTH), input(x2, 0, 1, BOTH)]);
    expect((await up({ batch_ids: [ya, yb, yc] })).inputs).toEqual([input(x1, 8, 8), input(x2, 2, 2)]);
  });

  it('story 2 downstream: X1 is 5 to 7 of Y_A, up to 2 of Y_B, up to 1 of Y_C, all held in one bin', async () => {
    const trace = await down({ batch_ids: [x1] });
    const made = (trace.lots.find((l) => l.batch_id === ya)?.produced_by ?? null) as string;
    expect(trace.lots).toEqual([
      { batch_id: x1, produced_by: null, ...affected(8, 8), ...account({ entered: 8, mixed: 8 }) },
      { batch_id: ya, produced_by: made, ...affected(5, 7, BOTH), ...account({ entered: 7, on_hand: 7 }) },
      { batch_id: yb, produced_by: made, ...affected(0, 2, BOTH), ...account({ entered: 2, on_hand: 2 }) },
      { batch_id: yc, produced_by: made, ...affected(0, 1, BOTH), ...account({ entered: 1, on_hand: 1 }) },
    ]);
    expect(trace.mixtures).toEqual([{ mix_id: mix1, ...affected(8, 8), ...account({ entered: 10, consumed: 10 }) }]);
    expect(trace.holdings).toEqual([
      { bin_id: outBin, item_id: ya, quantity: 7, unit: 'kg', ...affected(5, 7, BOTH) },
      { bin_id: outBin, item_id: yb, quantity: 2, unit: 'kg', ...affected(0, 2, BOTH) },
      { bin_id: outBin, item_id: yc, quantity: 1, unit: 'kg', ...affected(0, 1, BOTH) },
    ]);
    expect(trace.releases).toEqual([]);
    expect(trace.draws).toEqual([]);
    expect(trace.totals).toEqual([totals(x1, { entered: 8, consumed: 8 })]);
    // Whole quantities: Y_A certainly, Y_B and Y_C possibly; the lot and the blend are used up.
    expect(trace.affected).toEqual([
      { affected: 'certainly', unit: 'kg', lots: 2, mixtures: 1, on_hand: 7, released: 0, drawn: 0 },
      { affected: 'possibly', unit: 'kg', lots: 2, mixtures: 0, on_hand: 3, released: 0, drawn: 0 },
    ]);
  });

  it('story 3: Y blended (7, 2, 1), a draw of 2 takes 1.4, 0.4 and 0.2, and Z1 holds 0 to 2 of each source', async () => {
    const skuY = (await call(t.app, 'GET', `/api/batch/${ya}`)).json<{ state: { sku_id: string } }>().state.sku_id;
    mix2 = await mixture(skuY, outBin, [
      [ya, 7],
      [yb, 2],
      [yc, 1],
    ]);
    const skuZ = await newMeasuredSku(t.app, 'Z');
    const step = await run([[mix2, 2, outBin]], [{ sku: skuZ, quantity: 2, bin: zBin }]);
    [z1, step2] = [step.lots[0] as string, step.id];
    const recorded = (await call(t.app, 'GET', `/api/step-instance/${step2}`)).json<{
      state: { consumed: { components: { batch_id: string; quantity: number }[] }[] };
    }>();
    expect(recorded.state.consumed[0]?.components.map((c) => [c.batch_id, c.quantity])).toEqual([
      [ya, 1.4],
      [yb, 0.4],
      [yc, 0.2],
    ]);

    expect((await up({ batch_ids: [z1] })).inputs).toEqual([input(x1, 0, 2, BOTH), input(x2, 0, 2, BOTH)]);
    expect((await up({ step_instance_ids: [step2] })).inputs).toEqual([input(x1, 0, 2, BOTH), input(x2, 0, 2, BOTH)]);

    const trace = await down({ batch_ids: [x1] });
    expect(trace.lots.find((l) => l.batch_id === z1)).toEqual({
      batch_id: z1,
      produced_by: step2,
      ...affected(0, 2, BOTH),
      ...account({ entered: 2, on_hand: 2 }),
    });
    expect(trace.mixtures).toEqual([
      { mix_id: mix1, ...affected(8, 8), ...account({ entered: 10, consumed: 10 }) },
      { mix_id: mix2, ...affected(5, 10, BOTH), ...account({ entered: 10, on_hand: 8, consumed: 2 }) },
    ]);
    // What remains of Y's mixture: 5.6, 1.6 and 0.8 of Y_A, Y_B and Y_C hold 3.6 to 5.6, up to 1.6 and up to 0.8 of X1.
    expect(trace.holdings).toEqual([
      { bin_id: outBin, item_id: mix2, quantity: 8, unit: 'kg', ...affected(3.6, 8, BOTH) },
      { bin_id: zBin, item_id: z1, quantity: 2, unit: 'kg', ...affected(0, 2, BOTH) },
    ]);
  });

  it('releases show downstream with date, operator and note, and each lot reconciles', async () => {
    const before = Date.now();
    await ok('POST', `/api/bin/${zBin}/contents`, { id: z1, quantity: -1, operator: 'Bea', note: 'order 42' });
    // 0.5 of Y's mixture takes 0.35, 0.1 and 0.05 of Y_A, Y_B and Y_C.
    await ok('POST', `/api/bin/${outBin}/contents`, { id: mix2, quantity: -0.5, operator: 'Cal', note: 'sample' });

    const trace = await down({ batch_ids: [x1] });
    expect(trace.releases.map(({ at: _at, ...rest }) => rest)).toEqual([
      { operator: 'Bea', note: 'order 42', bin_id: zBin, item_id: z1, quantity: 1, unit: 'kg', ...affected(0, 1, BOTH), ...TO_NO_ONE },
      // Y's mixture is certainly affected as a whole, though the half kilo released may hold none of X1.
      {
        operator: 'Cal',
        note: 'sample',
        bin_id: outBin,
        item_id: mix2,
        quantity: 0.5,
        unit: 'kg',
        ...within(0, 0.5, BOTH),
        affected: 'certainly',
        ...TO_NO_ONE,
      },
    ]);
    for (const release of trace.releases) expect(Date.parse(release.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(trace.holdings).toEqual([
      { bin_id: outBin, item_id: mix2, quantity: 7.5, unit: 'kg', ...affected(3.25, 7.5, BOTH) },
      { bin_id: zBin, item_id: z1, quantity: 1, unit: 'kg', ...affected(0, 1, BOTH) },
    ]);

    // Y_A: 7 entered = 5.25 still in the mixture + 0.35 released from it + 1.4 consumed by the run.
    const ofYa = await down({ batch_ids: [ya] });
    expect(ofYa.totals).toEqual([totals(ya, { entered: 7, on_hand: 5.25, released: 0.35, consumed: 1.4 })]);
    expect(ofYa.lots).toEqual([
      { batch_id: ya, produced_by: expect.any(String), ...affected(7, 7), ...account({ entered: 7, mixed: 7 }) },
      { batch_id: z1, produced_by: step2, ...affected(1.4, 1.4), ...account({ entered: 2, on_hand: 1, released: 1 }) },
    ]);
    // Downstream of a run is downstream of all it made.
    expect((await down({ step_instance_ids: [step2] })).totals).toEqual([totals(z1, { entered: 2, on_hand: 1, released: 1 })]);
  });
});

describe('the cream story: glycerin into a blend, half a kilo of the blend into 100 jars', () => {
  it('every jar is affected, holding 0.372671 kg of the glycerin, not 0.37 jars; the QC draw is listed; the totals reconcile in kg', async () => {
    const [store, finished] = [await newBin(t.app), await newBin(t.app)];
    const glycerin = await newMeasuredSku(t.app, 'Glycerin');
    const cream = nextId('SKU');
    await ok('POST', '/api/skus', { id: cream, name: 'Rose cream', unit: 'ea' });
    const g = await lot(glycerin, store, 12);
    const g2 = await lot(glycerin, store, 4.1);
    const blend = await mixture(glycerin, store, [
      [g, 12],
      [g2, 4.1],
    ]);
    await ok('POST', `/api/mixture/${blend}/draw`, { quantity: 5, created_by: 'Quality', note: 'QC retain' }, 200);
    const fill = await run([[blend, 0.5, store]], [{ sku: cream, quantity: 100, bin: finished }]);
    const jars = fill.lots[0] as string;
    await ok('POST', `/api/bin/${finished}/contents`, { id: jars, quantity: -40, operator: 'Dee', note: 'order 7' });
    await ok('POST', '/api/holds', { item_ids: [jars], reason: 'Glycerin recall', operator: 'Quality' }, 200);

    const trace = await down({ batch_ids: [g] });
    expect(trace.unit).toBe('kg');
    expect(trace.lots).toEqual([
      { batch_id: g, produced_by: null, ...affected(12, 12), ...account({ entered: 12, mixed: 12 }) },
      {
        batch_id: jars,
        produced_by: fill.id,
        ...affected(0.372671, 0.372671),
        account: { unit: 'ea', ...NONE, entered: 100, on_hand: 60, released: 40 },
        hold: { reason: 'Glycerin recall', operator: 'Quality', at: expect.any(String), operation_id: expect.any(Number) },
      },
    ]);
    expect(trace.mixtures).toEqual([
      { mix_id: blend, ...affected(12, 12), ...account({ entered: 16.1, on_hand: 10.6, drawn: 5, consumed: 0.5 }) },
    ]);
    // Which jars hold the glycerin is unknown: 60 of them hold none to all of it, and all 60 are affected.
    expect(trace.holdings).toEqual(
      [
        { bin_id: store, item_id: blend, quantity: 10.6, unit: 'kg', ...affected(7.900621, 7.900621) },
        { bin_id: finished, item_id: jars, quantity: 60, unit: 'ea', ...affected(0, 0.372671), affected: 'certainly' },
      ].sort((a, b) => (a.bin_id < b.bin_id ? -1 : 1)),
    );
    expect(trace.releases.map(({ at: _at, ...rest }) => rest)).toEqual([
      {
        operator: 'Dee',
        note: 'order 7',
        bin_id: finished,
        item_id: jars,
        quantity: 40,
        unit: 'ea',
        ...within(0, 0.372671),
        affected: 'certainly',
        ...TO_NO_ONE,
      },
    ]);
    expect(trace.draws.map(({ at: _at, ...rest }) => rest)).toEqual([
      {
        operator: 'Quality',
        note: 'QC retain',
        bin_id: store,
        item_id: blend,
        quantity: 5,
        unit: 'kg',
        ...affected(3.726708, 3.726708),
        ...TO_NO_ONE,
      },
    ]);
    expect(trace.customers).toEqual([]);
    // 12 kg = 7.900621 still in the blend + 3.726708 drawn + 0.372671 in the jars.
    expect(trace.totals).toEqual([totals(g, { entered: 12, on_hand: 7.900621, drawn: 3.726708, consumed: 0.372671 })]);
    expect(trace.affected).toEqual([
      { affected: 'certainly', unit: 'ea', lots: 1, mixtures: 0, on_hand: 60, released: 40, drawn: 0 },
      { affected: 'certainly', unit: 'kg', lots: 1, mixtures: 1, on_hand: 10.6, released: 0, drawn: 5 },
    ]);

    // Upstream of the jars: all that the run took of each glycerin lot, in kg.
    expect((await up({ batch_ids: [jars] })).inputs).toEqual([input(g, 0.372671, 0.372671), input(g2, 0.127329, 0.127329)]);
    // Kilograms of glycerin and jars are not one material to bound together.
    const problem = expectProblem(await traceOf({ batch_ids: [g, jars], direction: 'downstream' }), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'batch_ids', reason: 'count in kg and ea: trace one unit at a time' }]);
  });
});

describe('undone runs and refusals', () => {
  it('does not trace an undone run, and names it missing', async () => {
    const bin = await newBin(t.app);
    const sku = await newMeasuredSku(t.app, 'W');
    const w1 = await lot(sku, bin, 5);
    const step = await run([[w1, 2, bin]], [{ sku, quantity: 2, bin }]);
    await ok('DELETE', `/api/step-instance/${step.id}`, undefined, 200);

    const trace = await down({ batch_ids: [w1] });
    expect(trace.lots).toEqual([{ batch_id: w1, produced_by: null, ...affected(5, 5), ...account({ entered: 5, on_hand: 5 }) }]);
    expect(trace.holdings).toEqual([{ bin_id: bin, item_id: w1, quantity: 5, unit: 'kg', ...affected(5, 5) }]);
    expect(trace.totals).toEqual([totals(w1, { entered: 5, on_hand: 5 })]);
    const problem = expectProblem(await traceOf({ step_instance_ids: [step.id] }), 'missing-resource', 404);
    expect(problem.detail).toContain(step.id);
  });

  it('answers unknown ids with one 404 naming them all', async () => {
    const problem = expectProblem(await traceOf({ batch_ids: ['BAT999991'], step_instance_ids: ['INS999991'] }), 'missing-resource', 404);
    expect(problem.detail).toContain('BAT999991');
    expect(problem.detail).toContain('INS999991');
  });

  it.each([
    {},
    { batch_ids: [] },
    { direction: 'downstream' },
    { batch_ids: ['SKU1'] },
    { batch_ids: ['BAT1'], direction: 'sideways' },
    { batch_ids: ['BAT1'], extra: 1 },
  ])('refuses %j with a validation problem', async (body) => {
    expectProblem(await traceOf(body), 'validation-error', 400);
  });

  it('refuses more ids than a trace takes', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `BAT${i + 1}`);
    expectProblem(await traceOf({ batch_ids: ids }), 'validation-error', 400);
  });
});
