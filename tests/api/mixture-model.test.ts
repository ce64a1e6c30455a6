import { afterAll, beforeAll, expect, it } from 'vitest';
import { MICRO } from '../../src/server/stock-core/quantities';
import { call, newBin } from '../support/builders';
import { blend, newMeasuredSku, nextId } from '../support/mixture-builders';
import { seeded } from '../support/seeded';
import { expectLedgerConsistent, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SEED = Number(process.env.MIXTURE_MODEL_SEED ?? 20261123);
const STEPS = 1000;

/** What the model expects of a mixture: where it is and what it holds, in micro-units. */
interface Expected {
  bin: string;
  total: number;
}

/** Components as the database holds them, by mixture, in position order. */
async function components(): Promise<Map<string, { batch_id: string; qty_remaining: number }[]>> {
  const rows = await t.db
    .selectFrom('mixture_components')
    .select(['mix_id', 'batch_id', 'qty_remaining'])
    .orderBy('mix_id')
    .orderBy('position')
    .execute();
  const byMixture = new Map<string, { batch_id: string; qty_remaining: number }[]>();
  for (const { mix_id, ...row } of rows) byMixture.set(mix_id, [...(byMixture.get(mix_id) ?? []), row]);
  return byMixture;
}

it(`conserves every mixture exactly over ${STEPS} random draws, splits, releases and moves (seed ${SEED})`, async () => {
  const random = seeded(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  /** 1 micro-unit up to a little over `total`, so some requests ask for more than there is. */
  const amount = (total: number, step = 1) => step * Math.max(1, Math.round((random() * (total * 1.1 + 2 * step)) / step));

  const bins = [await newBin(t.app), await newBin(t.app), await newBin(t.app), await newBin(t.app)];
  const sku = await newMeasuredSku(t.app);
  const model = new Map<string, Expected>();
  const refill = async () => {
    const quantities = Array.from({ length: 2 + Math.floor(random() * 4) }, () => Math.round(random() * 20_000 + 1) / 1000);
    const made = await blend(t.app, quantities, { bin: pick(bins), sku });
    model.set(made.mix, { bin: made.bin, total: quantities.reduce((sum, q) => sum + Math.round(q * MICRO), 0) });
  };
  for (let i = 0; i < 3; i++) await refill();

  for (let step = 0; step < STEPS; step++) {
    const where = `step ${step} (seed ${SEED})`;
    const mix = pick([...model.keys()]);
    const expected = model.get(mix) as Expected;
    const before = (await components()).get(mix) ?? [];
    const roll = random();
    /** What left the mixture's components in this step, if anything did. */
    let taken = 0;

    if (roll < 0.05 || [...model.values()].every((m) => m.total === 0)) {
      await refill();
    } else if (roll < 0.4) {
      const quantity = amount(expected.total);
      const response = await call(t.app, 'POST', `/api/mixture/${mix}/draw`, { quantity: quantity / MICRO, created_by: 'model' });
      expect(response.statusCode, `${where}: ${response.body}`).toBe(quantity <= expected.total ? 200 : 409);
      if (response.statusCode === 200) taken = quantity;
    } else if (roll < 0.6) {
      const quantity = amount(expected.total);
      const [newMix, destination] = [nextId('MIX'), pick(bins)];
      const body = { quantity: quantity / MICRO, destination_bin: destination, new_mix_id: newMix, created_by: 'model' };
      const response = await call(t.app, 'POST', `/api/mixture/${mix}/split`, body);
      expect(response.statusCode, `${where}: ${response.body}`).toBe(quantity <= expected.total ? 201 : 409);
      if (response.statusCode === 201) {
        taken = quantity;
        model.set(newMix, { bin: destination, total: quantity });
      }
    } else if (roll < 0.8) {
      // Releases through the bin take whole thousandths, as the contents route does.
      const quantity = amount(expected.total, 1000);
      const wrongBin = random() < 0.1 ? pick(bins.filter((bin) => bin !== expected.bin)) : null;
      const response = await call(t.app, 'POST', `/api/bin/${wrongBin ?? expected.bin}/contents`, { id: mix, quantity: -quantity / MICRO });
      expect(response.statusCode, `${where}: ${response.body}`).toBe(wrongBin ? 400 : quantity <= expected.total ? 201 : 409);
      if (response.statusCode === 201) taken = quantity;
    } else {
      const destination = pick(bins.filter((bin) => bin !== expected.bin));
      const whole = expected.total > 0 && expected.total % 1000 === 0;
      const quantity = whole ? expected.total : 1000;
      const response = await call(t.app, 'PUT', `/api/bin/${expected.bin}/contents/move`, {
        id: mix,
        destination,
        quantity: quantity / MICRO,
      });
      const refusal = quantity > expected.total ? 409 : 400;
      expect(response.statusCode, `${where}: ${response.body}`).toBe(whole ? 200 : refusal);
      if (whole) expected.bin = destination;
    }
    expected.total -= taken;

    const now = await components();
    if (taken > 0) {
      // The takes recorded for the step's operation are exactly what left each component, and sum to the quantity.
      const takes = await t.db
        .selectFrom('mixture_takes')
        .select(['batch_id', 'quantity'])
        .where('operation_id', '=', (eb) => eb.selectFrom('operations').select((o) => o.fn.max('id').as('id')))
        .execute();
      expect(
        takes.reduce((sum, take) => sum + take.quantity, 0),
        where,
      ).toBe(taken);
      const decreases = before.map((c, i) => c.qty_remaining - (now.get(mix)?.[i]?.qty_remaining ?? 0)).filter((q) => q > 0);
      expect(
        takes.map((take) => take.quantity),
        where,
      ).toEqual(decreases);
    }
    const entries = await t.db
      .selectFrom('bin_contents')
      .select(['bin_id', 'item_id', 'quantity'])
      .where('item_id', 'like', 'MIX%')
      .execute();
    const inBins = new Map(entries.map((entry) => [entry.item_id, entry]));
    const stored = new Map((await t.db.selectFrom('mixtures').select(['id', 'bin_id']).execute()).map((row) => [row.id, row.bin_id]));
    for (const [id, { bin, total }] of model) {
      const sum = (now.get(id) ?? []).reduce((s, c) => s + c.qty_remaining, 0);
      expect([id, sum, stored.get(id), inBins.get(id)?.quantity ?? 0], where).toEqual([id, total, bin, total]);
      if (total > 0) expect(inBins.get(id)?.bin_id, where).toBe(bin);
    }
    expect(entries.length, where).toBe([...model.values()].filter((m) => m.total > 0).length);
    await expectLedgerConsistent(t.db);
  }
}, 600_000);
