import { afterAll, beforeAll, expect, it } from 'vitest';
import { findLedgerMismatches } from '../../src/server/features/stock/invariant';
import { fromMicro } from '../../src/server/stock-core/quantities';
import { call, newBin } from '../support/builders';
import { contentsOf, newBatch, newSku } from '../support/stock-builders';
import { seeded } from '../support/seeded';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SEED = Number(process.env.STOCK_MODEL_SEED ?? 20261122);
const STEPS = 2000;

it(`keeps contents equal to an in-memory model over ${STEPS} random operations (seed ${SEED})`, async () => {
  const random = seeded(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const upTo = (n: number) => Math.floor(random() * (n + 1));

  const bins = [await newBin(t.app), await newBin(t.app), await newBin(t.app), await newBin(t.app)];
  const items = [await newSku(t.app), await newSku(t.app), await newBatch(t.app)];
  const model = new Map<string, number>();
  const key = (bin: string, item: string) => `${bin}|${item}`;
  const held = (bin: string, item: string) => model.get(key(bin, item)) ?? 0;
  const set = (bin: string, item: string, units: number) => (units === 0 ? model.delete(key(bin, item)) : model.set(key(bin, item), units));
  /** Answers already given under an idempotency key, to retry later. */
  const sent: { method: string; url: string; body: unknown; key: string; status: number; answer: string }[] = [];

  for (let step = 0; step < STEPS; step++) {
    const where = `step ${step} (seed ${SEED})`;
    const [bin, item] = [pick(bins), pick(items)];
    const have = held(bin, item);
    const roll = random();

    if (roll < 0.05 && sent.length > 0) {
      // A scanner retrying an earlier call: the first answer again, and nothing changes.
      const earlier = pick(sent);
      const response = await call(t.app, earlier.method, earlier.url, earlier.body, { 'idempotency-key': earlier.key });
      expect([response.statusCode, response.body], where).toEqual([earlier.status, earlier.answer]);
    } else if (roll < 0.65) {
      const quantity = roll < 0.35 ? upTo(20) : -upTo(have + 3);
      const body = { id: item, quantity };
      const idempotencyKey = random() < 0.2 ? `model-${step}` : null;
      const url = `/api/bin/${bin}/contents`;
      const response = await call(t.app, 'POST', url, body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
      if (have + quantity < 0) {
        expect(response.statusCode, where).toBe(409);
      } else {
        expect(response.statusCode, `${where}: ${response.body}`).toBe(201);
        set(bin, item, have + quantity);
        expect(response.json().state.quantity, where).toBe(have + quantity);
        if (idempotencyKey) sent.push({ method: 'POST', url, body, key: idempotencyKey, status: 201, answer: response.body });
      }
    } else {
      const destination = pick(bins);
      const quantity = 1 + upTo(have + 1);
      const response = await call(t.app, 'PUT', `/api/bin/${bin}/contents/move`, { id: item, destination, quantity });
      if (destination === bin) expect(response.statusCode, where).toBe(400);
      else if (quantity > have) expect(response.statusCode, where).toBe(409);
      else {
        expect(response.statusCode, `${where}: ${response.body}`).toBe(200);
        set(bin, item, have - quantity);
        set(destination, item, held(destination, item) + quantity);
      }
    }

    const [stored, mismatches] = await Promise.all([
      t.db.selectFrom('bin_contents').select(['bin_id', 'item_id', 'quantity']).execute(),
      findLedgerMismatches(t.db),
    ]);
    expect(new Map(stored.map((row) => [key(row.bin_id, row.item_id), fromMicro(row.quantity)])), where).toEqual(model);
    expect(mismatches, where).toEqual([]);
  }

  // The API reads the same contents the model holds.
  for (const bin of bins) {
    const expected = Object.fromEntries(items.filter((item) => held(bin, item) > 0).map((item) => [item, held(bin, item)]));
    expect(await contentsOf(t.app, bin)).toEqual(expected);
  }
});
