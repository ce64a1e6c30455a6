import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookGenealogy, type BookedAct } from '../../bench/lib/genealogy-ledger';
import { writeGenealogy } from '../../bench/lib/genealogy';
import { HOT_RUNS, planGenealogy, type GenealogyPlan } from '../../bench/lib/genealogy-plan';
import { findLedgerMismatches } from '../../src/server/features/stock/invariant';
import { DownstreamTrace, UpstreamTrace } from '../../src/shared/contract/traceability';
import { call } from '../support/builders';
import { startTestApp, type TestApp } from '../support/test-app';

// The traceability bench writes its genealogy straight into the tables; these tests hold it to
// what the API books for the same history, so the bench measures traces of real-looking data.
const plan = planGenealogy({ lots: 60, movements: 400 });
const booked = bookGenealogy(plan);

let generated: TestApp;
let throughApi: TestApp;
beforeAll(async () => {
  [generated, throughApi] = await Promise.all([startTestApp(), startTestApp()]);
  await writeGenealogy(generated.db, booked.rows);
  await replay(throughApi, plan, booked.acts);
});
afterAll(async () => {
  await Promise.all([generated.close(), throughApi.close()]);
});

async function ok(t: TestApp, method: string, url: string, body: unknown): Promise<void> {
  const response = await call(t.app, method, url, body);
  expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toBeLessThan(300);
}

const units = (micro: number) => micro / 1_000_000;

/** Books the generated history through the API, act by act. */
async function replay(t: TestApp, { skus, bins, templates }: GenealogyPlan, acts: readonly BookedAct[]): Promise<void> {
  for (const id of skus) await ok(t, 'POST', '/api/skus', { id, name: id, unit: 'kg' });
  for (const id of bins) await ok(t, 'POST', '/api/bins', { id });
  for (const id of templates)
    await ok(t, 'POST', '/api/step-templates', {
      template_id: id,
      name: id,
      inputs: [{ sku_id: skus[0] }],
      outputs: [{ sku_id: skus[0] }],
    });
  for (const act of acts) {
    switch (act.type) {
      case 'receive':
        if (act.newLot) await ok(t, 'POST', '/api/batches', { id: act.lot, sku_id: act.sku });
        await ok(t, 'POST', `/api/bin/${act.bin}/contents`, { id: act.lot, quantity: units(act.quantity) });
        break;
      case 'move':
        await ok(t, 'PUT', `/api/bin/${act.from}/contents/move`, { id: act.lot, destination: act.to, quantity: units(act.quantity) });
        break;
      case 'mixture':
        await ok(t, 'POST', '/api/mixtures', {
          mix_id: act.mix,
          sku_id: act.sku,
          bin_id: act.bin,
          created_by: 'Ann',
          components: act.components,
        });
        break;
      case 'run':
        await ok(t, 'POST', '/api/step-instances', {
          instance_id: act.id,
          template_id: act.template,
          operator: 'Ann',
          consumed: act.consumed,
          produced: act.produced,
        });
        break;
      case 'release':
        await ok(t, 'POST', `/api/bin/${act.bin}/contents`, { id: act.lot, quantity: -units(act.quantity) });
        break;
    }
  }
}

async function traceIn(t: TestApp, lot: string, direction: 'upstream' | 'downstream') {
  const response = await call(t.app, 'POST', '/api/traceability', { batch_ids: [lot], direction });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

/** A downstream answer without what depends on when and by whom the acts were booked. */
function withoutClock(answer: unknown) {
  const trace = DownstreamTrace.parse(answer);
  return { ...trace, releases: trace.releases.map(({ at: _at, operator: _operator, ...release }) => release) };
}

describe('a generated genealogy', () => {
  it('has the shape the bench relies on: mixtures drawn by runs, releases, several generations', () => {
    const count = (type: BookedAct['type']) => booked.acts.filter((act) => act.type === type).length;
    expect(count('mixture')).toBeGreaterThan(0);
    expect(count('release')).toBeGreaterThan(0);
    expect(count('move')).toBeGreaterThan(0);
    expect(booked.rows.mixture_takes?.length).toBeGreaterThan(0);
    expect(booked.rows.step_consumed?.filter((row) => row.resource_id === plan.hotLot).length).toBeGreaterThan(1);
  });

  it("at the bench's smaller size, has one lot feeding 1,000 runs and about the movements asked for", () => {
    const { rows } = bookGenealogy(planGenealogy({ lots: 10_000, movements: 100_000 }));
    const hot = rows.step_consumed?.[0]?.resource_id;
    expect(rows.step_consumed?.filter((row) => row.resource_id === hot).length).toBe(HOT_RUNS);
    expect(rows.batches?.length).toBe(10_000);
    expect(Math.abs((rows.movements?.length ?? 0) - 100_000)).toBeLessThan(1_000);
  });

  it('keeps the ledger and the bin contents in agreement', async () => {
    expect(await findLedgerMismatches(generated.db)).toEqual([]);
    expect(await findLedgerMismatches(throughApi.db)).toEqual([]);
  });

  it('traces exactly as the same history booked through the API', async () => {
    const sample = [plan.hotLot, ...plan.sources.slice(1, 6), ...plan.finals.slice(0, 5)];
    for (const lot of sample) {
      expect(withoutClock(await traceIn(generated, lot, 'downstream')), `downstream ${lot}`).toEqual(
        withoutClock(await traceIn(throughApi, lot, 'downstream')),
      );
      expect(UpstreamTrace.parse(await traceIn(generated, lot, 'upstream')), `upstream ${lot}`).toEqual(
        UpstreamTrace.parse(await traceIn(throughApi, lot, 'upstream')),
      );
    }
  });

  it('accounts for every unit of the lot that feeds the runs: entered = on hand + released + consumed + written off', async () => {
    const [totals] = DownstreamTrace.parse(await traceIn(generated, plan.hotLot, 'downstream')).totals;
    expect(totals).toBeDefined();
    const { entered, on_hand, released, consumed, written_off } = totals as NonNullable<typeof totals>;
    expect(consumed).toBeGreaterThan(0);
    expect(on_hand + released + consumed + written_off).toBeCloseTo(entered, 6);
  });
});
