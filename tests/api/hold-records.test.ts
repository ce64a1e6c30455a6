import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryResource, OperationResource, type HistoryEntry } from '../../src/shared/contract/history';
import { HoldAnswer, type HoldResult } from '../../src/shared/contract/holds';
import { call, newBin } from '../support/builders';
import { footprint as footprintOf } from '../support/footprint';
import { blend, newBatchOf, newMeasuredSku } from '../support/mixture-builders';
import { receive } from '../support/stock-builders';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const Answer = HoldAnswer.required({ state: true });

async function hold(ids: string[], reason: string, operator = 'Ann', key?: string): Promise<{ status: string; state: HoldResult }> {
  const response = await call(t.app, 'POST', '/api/holds', { item_ids: ids, reason, operator }, key ? { 'idempotency-key': key } : {});
  expect(response.statusCode, response.body).toBe(200);
  return Answer.parse(response.json());
}

async function release(ids: string[], note?: string, operator = 'Bea'): Promise<{ status: string; state: HoldResult }> {
  const response = await call(t.app, 'POST', '/api/holds/release', { item_ids: ids, operator, ...(note !== undefined && { note }) });
  expect(response.statusCode, response.body).toBe(200);
  return Answer.parse(response.json());
}

/** The operation an act recorded; it must have recorded one. */
const recorded = ({ state }: { state: HoldResult }): number => state.operation_id ?? expect.fail('no operation recorded');

async function history(url: string) {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return HistoryResource.parse(response.json()).state;
}

async function operation(id: number) {
  const response = await call(t.app, 'GET', `/api/operation/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return OperationResource.parse(response.json()).state;
}

const move = async (from: string, to: string, item: string, quantity: number) => {
  const response = await call(t.app, 'PUT', `/api/bin/${from}/contents/move`, { id: item, destination: to, quantity, operator: 'Cy' });
  expect(response.statusCode, response.body).toBe(200);
};

/** What a page says of each entry: its kind and operation, in order. */
const steps = (items: HistoryEntry[]) => items.map((entry) => [entry.kind, entry.operation.id]);

const footprint = () => footprintOf(t.db, ['operations', 'movements', 'item_holds']);

/** A kg SKU with two lots in one bin (received 4 and 6), and a second bin. */
async function twoLots() {
  const sku = await newMeasuredSku(t.app, 'Glycerin');
  const [bin, other] = [await newBin(t.app), await newBin(t.app)];
  const [a, b] = [await newBatchOf(t.app, sku), await newBatchOf(t.app, sku)];
  await receive(t.app, bin, a, 4);
  await receive(t.app, bin, b, 6);
  return { sku, bin, other, a, b };
}

describe('a hold operation lists what it held', () => {
  it('answers a hold and its release with their items, names and reasons instead of no movements', async () => {
    const { a, b } = await twoLots();
    const mixture = await blend(t.app, [2]);
    const held = await hold([b, mixture.mix, a], 'Supplier recall R-12');
    const holding = await operation(recorded(held));
    expect(holding).toMatchObject({ kind: 'hold', operator: 'Ann', note: 'Supplier recall R-12', movements: [] });
    expect(holding.held_items).toEqual(
      [a, b, mixture.mix].map((item_id) => ({
        item_id,
        item_name: item_id.startsWith('MIX') ? expect.any(String) : `Lot ${item_id}`,
        reason: 'Supplier recall R-12',
        hold_operation_id: holding.id,
      })),
    );

    const out = await release([mixture.mix, b], 'lab cleared them');
    const releasing = await operation(recorded(out));
    expect(releasing).toMatchObject({ kind: 'hold-release', operator: 'Bea', note: 'lab cleared them', movements: [] });
    expect(releasing.held_items.map((item) => [item.item_id, item.reason, item.hold_operation_id])).toEqual([
      [b, 'Supplier recall R-12', holding.id],
      [mixture.mix, 'Supplier recall R-12', holding.id],
    ]);
  });

  it('lists only the items a hold newly held, beside an item already held by another', async () => {
    const { a, b } = await twoLots();
    const first = await hold([a], 'first');
    const second = await hold([a, b], 'second');
    expect(second.state).toMatchObject({ changed: [b], unchanged: [a] });
    expect((await operation(recorded(second))).held_items.map((item) => [item.item_id, item.reason])).toEqual([[b, 'second']]);
    expect((await operation(recorded(first))).held_items.map((item) => item.item_id)).toEqual([a]);
  });

  it('answers every other operation with no held items', async () => {
    const { bin } = await twoLots();
    const page = await history(`/api/bin/${bin}/history?limit=1`);
    expect((await operation(page.items[0]?.operation.id ?? 0)).held_items).toEqual([]);
  });
});

describe('a hold that changes nothing records nothing', () => {
  it('records no operation for a hold of items all held already, nor for a release of items none held', async () => {
    const { a, b } = await twoLots();
    await hold([a, b], 'recall');
    const before = await footprint();
    const again = await hold([b, a], 'recall, pressed twice');
    expect(again).toEqual({ Id: '/api/holds', status: 'no change', state: { operation_id: null, changed: [], unchanged: [a, b] } });
    expect(await footprint()).toEqual(before);

    await release([a, b]);
    const released = await footprint();
    expect(await release([a, b], 'again')).toMatchObject({ status: 'no change', state: { operation_id: null, unchanged: [a, b] } });
    expect(await footprint()).toEqual(released);
    // The lots' histories show one hold and one release each.
    expect((await history(`/api/batch/${a}/history?kind=hold`)).total).toBe(1);
    expect((await history(`/api/batch/${a}/history?kind=hold-release`)).total).toBe(1);
  });

  it('replays a no-change answer sent again with its Idempotency-Key, still recording nothing', async () => {
    const { a } = await twoLots();
    await hold([a], 'recall');
    const before = await footprint();
    const first = await hold([a], 'recall', 'Ann', 'no-change-key-1');
    expect(await hold([a], 'recall', 'Ann', 'no-change-key-1')).toEqual(first);
    expect(first.state.operation_id).toBeNull();
    expect(await footprint()).toEqual(before);
  });
});

describe("an item's history shows its holds and releases", () => {
  it('places the hold and the release among the movements, in the order they took effect, with who, when and why', async () => {
    const { sku, bin, other, a, b } = await twoLots();
    const held = await hold([a], 'Supplier recall R-7', 'Ann');
    await move(bin, other, b, 1);
    const out = await release([a], 'lab cleared it', 'Bea');
    await move(bin, other, a, 1);

    const page = await history(`/api/batch/${a}/history`);
    expect(page.total).toBe(4);
    expect(page.total_is_exact).toBe(true);
    const [moved, released, holding, received] = page.items;
    expect(steps(page.items)).toEqual([
      ['move', moved?.operation.id],
      ['hold-release', recorded(out)],
      ['hold', recorded(held)],
      ['receive', received?.operation.id],
    ]);
    expect(holding).toEqual({
      id: null,
      at: expect.any(String),
      kind: 'hold',
      item_id: a,
      item_name: `Lot ${a}`,
      from_bin: null,
      to_bin: null,
      from_bin_name: null,
      to_bin_name: null,
      quantity: null,
      unit: null,
      operator: 'Ann',
      note: 'Supplier recall R-7',
      reason: 'Supplier recall R-7',
      operation: { id: recorded(held), kind: 'hold', document_id: null },
    });
    expect(released).toMatchObject({
      id: null,
      kind: 'hold-release',
      quantity: null,
      operator: 'Bea',
      note: 'lab cleared it',
      reason: 'Supplier recall R-7',
      operation: { id: recorded(out), kind: 'hold-release' },
    });
    expect(moved).toMatchObject({ kind: 'move', quantity: 1, unit: 'kg' });
    const at = (entry: HistoryEntry | undefined) => Date.parse(entry?.at ?? '');
    expect(at(released)).toBeGreaterThanOrEqual(at(holding));

    // Oldest first is the same list backwards.
    expect((await history(`/api/batch/${a}/history?order=asc`)).items).toEqual([...page.items].reverse());
    // The other lot's history has none of it; the SKU's has both lots' movements and a's hold and release.
    expect((await history(`/api/batch/${b}/history`)).items.map((entry) => entry.kind)).toEqual(['move', 'receive']);
    const skuPage = await history(`/api/sku/${sku}/history`);
    expect(skuPage.items.map((entry) => [entry.kind, entry.item_id])).toEqual([
      ['move', a],
      ['hold-release', a],
      ['move', b],
      ['hold', a],
      ['receive', b],
      ['receive', a],
    ]);
    // A hold touches no bin: the bin's history has only movements.
    expect((await history(`/api/bin/${bin}/history`)).items.map((entry) => entry.kind)).toEqual(['move', 'move', 'receive', 'receive']);
  });

  it('pages through holds and movements together, each entry once, the count exact', async () => {
    const { a, bin, other } = await twoLots();
    for (let round = 0; round < 3; round++) {
      await hold([a], `round ${round}`);
      await release([a]);
      await move(bin, other, a, 0.5);
      await move(other, bin, a, 0.5);
    }
    const whole = await history(`/api/batch/${a}/history?limit=200`);
    expect(whole.total).toBe(13);
    const walked: HistoryEntry[] = [];
    for (let from = 0; from < 13; from += 2) {
      const page = await history(`/api/batch/${a}/history?limit=2&startingFrom=${from}`);
      expect(page.total).toBe(13);
      walked.push(...page.items);
    }
    expect(walked).toEqual(whole.items);
  });

  it('keeps the holds in the history of a lot deleted after its release', async () => {
    const sku = await newMeasuredSku(t.app);
    const lot = await newBatchOf(t.app, sku);
    const bin = await newBin(t.app);
    await receive(t.app, bin, lot, 1);
    await hold([lot], 'quarantine');
    await release([lot]);
    expect((await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: lot, quantity: -1 })).statusCode).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/batch/${lot}`)).statusCode).toBe(200);
    expect((await history(`/api/batch/${lot}/history`)).items.map((entry) => entry.kind)).toEqual([
      'release',
      'hold-release',
      'hold',
      'receive',
    ]);
  });

  it('keeps a lot that was held but never moved on the record: deleting it archives it, and its id is never given again', async () => {
    const sku = await newMeasuredSku(t.app);
    const lot = await newBatchOf(t.app, sku);
    await hold([lot], 'supplier query');
    await release([lot], 'supplier cleared it');
    expect((await call(t.app, 'DELETE', `/api/batch/${lot}`)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/archive/${lot}`)).statusCode).toBe(200);
    expect((await history(`/api/batch/${lot}/history`)).items.map((entry) => entry.kind)).toEqual(['hold-release', 'hold']);
    const reused = await call(t.app, 'POST', '/api/batches', { id: lot, sku_id: sku });
    expect(reused.statusCode, reused.body).toBe(409);
  });
});

describe('the ledger filters by holds and releases', () => {
  it('lists holds and releases by kind, item, operator and time, and none when filtered by bin', async () => {
    const { a, b, bin } = await twoLots();
    const held = await hold([a, b], 'R-31', 'Hold Operator 31');
    const out = await release([b], undefined, 'Release Operator 31');

    const holds = await history(`/api/history?kind=hold&item=${a}`);
    expect(holds.items.map((entry) => [entry.kind, entry.item_id, entry.operation.id])).toEqual([['hold', a, recorded(held)]]);
    // Newest first: one operation's entries too, as its movements are.
    const byOperator = await history(`/api/history?operator=${encodeURIComponent('hold operator 31')}`);
    expect(byOperator.items.map((entry) => [entry.kind, entry.item_id])).toEqual([
      ['hold', b],
      ['hold', a],
    ]);
    const releases = await history(`/api/history?kind=hold-release&operator=${encodeURIComponent('Release Operator 31')}`);
    expect(releases.items.map((entry) => [entry.item_id, entry.operation.id])).toEqual([[b, recorded(out)]]);
    // A time span takes holds and releases by their operation's time.
    const heldAt = (await operation(recorded(held))).at;
    const since = await history(`/api/history?item=${b}&from=${encodeURIComponent(heldAt)}`);
    expect(since.items.slice(0, 2).map((entry) => entry.kind)).toEqual(['hold-release', 'hold']);
    expect(since.items.every((entry) => entry.at >= heldAt)).toBe(true);
    const until = await history(`/api/history?item=${b}&to=${encodeURIComponent(since.items[0]?.at ?? '')}`);
    expect(until.items.map((entry) => entry.kind)).toEqual(['hold-release', 'hold', 'receive']);
    expect((await history(`/api/history?kind=hold&bin=${bin}`)).total).toBe(0);
    expect((await history(`/api/history?bin=${bin}&item=${a}`)).items.map((entry) => entry.kind)).toEqual(['receive']);

    // The newest entries of the whole ledger are this test's release and hold.
    const ledger = await history('/api/history?limit=3');
    expect(steps(ledger.items)).toEqual([
      ['hold-release', recorded(out)],
      ['hold', recorded(held)],
      ['hold', recorded(held)],
    ]);
  });

  it('refuses a kind that is neither a movement nor a hold, naming them all', async () => {
    const response = await call(t.app, 'GET', '/api/history?kind=held');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('hold, hold-release');
  });
});
