import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentsChangeAnswer } from '../../src/shared/contract/stock';
import { call, newBin } from '../support/builders';
import { blend, mixtureOf, newBatchOf, newMeasuredSku } from '../support/mixture-builders';
import { contentsOf, movementCount, newBatch, stockDirectly } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const release = (bin: string, body: Record<string, unknown>) => call(t.app, 'POST', `/api/bin/${bin}/contents`, body);

/** A bin holding a lot measured in kg, to more places than a person enters (a run's proportional output). */
async function binHolding(quantity: number): Promise<{ bin: string; lot: string }> {
  const bin = await newBin(t.app);
  const lot = await newBatchOf(t.app, await newMeasuredSku(t.app));
  await stockDirectly(t, bin, lot, quantity);
  return { bin, lot };
}

describe('a release of all (decision 037)', () => {
  it('takes the exact entry when it still shows as the quantity sent, and answers the exact change', async () => {
    const { bin, lot } = await binHolding(26.273292);
    const response = await release(bin, { id: lot, quantity: -26.273, all: true, operator: 'Mara' });
    expect(response.statusCode, response.body).toBe(201);
    expect(ContentsChangeAnswer.parse(response.json()).state).toEqual({ bin_id: bin, item_id: lot, quantity: 0, change: -26.273292 });
    expect(await contentsOf(t.app, bin)).toEqual({});
    await expectLedgerConsistent(t.db);
  });

  it('clears a sliver that shows as 0, which a plain release leaves behind', async () => {
    const { bin, lot } = await binHolding(26.273292);
    await release(bin, { id: lot, quantity: -26.273 });
    expect(await contentsOf(t.app, bin)).toEqual({ [lot]: 0.000292 });
    const response = await release(bin, { id: lot, quantity: 0, all: true });
    expect(ContentsChangeAnswer.parse(response.json())).toMatchObject({
      status: 'items released',
      state: { quantity: 0, change: -0.000292 },
    });
    expect(await contentsOf(t.app, bin)).toEqual({});
  });

  it('rounds an ea entry to whole units', async () => {
    const bin = await newBin(t.app);
    const lot = await newBatch(t.app);
    await stockDirectly(t, bin, lot, 2.571429);
    expectProblem(await release(bin, { id: lot, quantity: -3 }), 'insufficient-quantity', 409);
    const response = await release(bin, { id: lot, quantity: -3, all: true });
    expect(ContentsChangeAnswer.parse(response.json()).state.change).toBe(-2.571429);
  });

  it('refuses, saying what the bin holds now with its unit, when the entry changed since it was shown, and changes nothing', async () => {
    const { bin, lot } = await binHolding(26.273292);
    await release(bin, { id: lot, quantity: -6 });
    const before = await movementCount(t);
    const problem = expectProblem(await release(bin, { id: lot, quantity: -26.273, all: true }), 'precondition-failed', 412);
    expect(problem.detail).toBe(`${bin} now holds ≈ 20.273 kg of ${lot}, not 26.273 kg: release all of what it holds now.`);
    expect(problem['invalid-params']).toEqual([{ name: 'quantity', reason: `${bin} now holds ≈ 20.273 kg` }]);
    const empty = await newBin(t.app);
    const none = expectProblem(await release(empty, { id: lot, quantity: -1, all: true }), 'precondition-failed', 412);
    expect(none.detail).toContain(`${empty} now holds 0 kg of ${lot}, not 1 kg`);
    expect(await movementCount(t)).toBe(before);
    expect(await contentsOf(t.app, bin)).toEqual({ [lot]: 20.273292 });
  });

  it('is refused with a receive, and must be a boolean', async () => {
    const { bin, lot } = await binHolding(1);
    const receive = expectProblem(await release(bin, { id: lot, quantity: 2, all: true }), 'validation-error', 400);
    expect(receive['invalid-params']).toEqual([
      { name: 'all', reason: 'must not be true with a positive quantity: only a release takes all' },
    ]);
    const typed = expectProblem(await release(bin, { id: lot, quantity: -1, all: 'yes' }), 'validation-error', 400);
    expect(typed['invalid-params']).toEqual([{ name: 'all', reason: 'expected bool' }]);
  });

  it('leaves the reference shape as it was: {id, quantity} releases what it names, all: false too', async () => {
    const { bin, lot } = await binHolding(26.273292);
    const old = await release(bin, { id: lot, quantity: -26 });
    expect(ContentsChangeAnswer.parse(old.json())).toMatchObject({ status: 'items released', state: { quantity: 0.273292, change: -26 } });
    const plain = await release(bin, { id: lot, quantity: -0.273, all: false });
    expect(ContentsChangeAnswer.parse(plain.json()).state.change).toBe(-0.273);
  });

  it('races safely over real HTTP: of 20 releases of all at once exactly one takes the entry, and with a receive between them none strands a remainder', async () => {
    const { bin, lot } = await binHolding(26.273292);
    const send = async (body: Record<string, unknown>) =>
      (
        await fetch(`${base}/api/bin/${bin}/contents`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    const statuses = await Promise.all(Array.from({ length: 20 }, () => send({ id: lot, quantity: -26.273, all: true })));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(19);
    expect(await contentsOf(t.app, bin)).toEqual({});

    await stockDirectly(t, bin, lot, 26.273292);
    const [all, receive] = await Promise.all([send({ id: lot, quantity: -26.273, all: true }), send({ id: lot, quantity: 1 })]);
    expect(receive).toBe(201);
    // Either the whole entry went before the receive (1 kg left), or the receive came first and the release was refused.
    expect(await contentsOf(t.app, bin)).toEqual(all === 201 ? { [lot]: 1 } : { [lot]: 27.273292 });
    await expectLedgerConsistent(t.db);
  });

  it('takes a whole mixture exactly, from every lot in it', async () => {
    const { mix, bin } = await blend(t.app, [1, 2]);
    // A third of a gram drawn in proportion leaves a total no field can enter: 2.999667 kg.
    await stockDirectly(t, bin, mix, -0.000333);
    const response = await release(bin, { id: mix, quantity: -3, all: true });
    expect(ContentsChangeAnswer.parse(response.json()).state).toMatchObject({ quantity: 0, change: -2.999667 });
    expect((await mixtureOf(t.app, mix)).qty_total).toBe(0);
    expect(await contentsOf(t.app, bin)).not.toHaveProperty(mix);
    await expectLedgerConsistent(t.db);
  });
});
