import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAnswer } from '../../src/shared/contract/audit';
import { MixtureResource } from '../../src/shared/contract/mixtures';
import { DownstreamTrace } from '../../src/shared/contract/traceability';
import { call, newBin } from '../support/builders';
import { contentsOf, movementCount, newBatch, newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const audit = (bin: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', `/api/bin/${bin}/audit`, body, headers);

/** A bin holding 5 of a batch, 3 of another batch and 2 of a SKU. */
async function stockedBin() {
  const [bin, a, b, sku] = [await newBin(t.app), await newBatch(t.app), await newBatch(t.app), await newSku(t.app)];
  await receive(t.app, bin, a, 5);
  await receive(t.app, bin, b, 3);
  await receive(t.app, bin, sku, 2);
  return { bin, a, b, sku };
}

describe('POST /api/bin/{id}/audit', () => {
  it('books every difference as an audit adjustment and summarises the count', async () => {
    const { bin, a, b, sku } = await stockedBin();
    const stray = await newBatch(t.app);
    const response = await audit(bin, { counts: { [a]: 5, [b]: 4, [stray]: 1 }, operator: '  Ana  ', note: 'cycle count' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = AuditAnswer.parse(response.json());
    expect(answer.status).toBe('bin audited');
    expect(answer.state.summary).toEqual({ matched: 1, over: 1, short: 1, unexpected: 1 });
    expect(answer.state.adjustments).toBe(3);
    expect(answer.state.lines.find((l) => l.item_id === sku)).toMatchObject({ expected: 2, counted: 0, difference: -2, result: 'short' });
    expect(await contentsOf(t.app, bin)).toEqual({ [a]: 5, [b]: 4, [stray]: 1 });

    const rows = await t.db
      .selectFrom('movements')
      .selectAll()
      .where('reason', '=', 'audit')
      .where('note', '=', 'cycle count')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.kind, r.item_id, r.from_bin, r.to_bin, r.quantity / 1e6, r.operator])).toEqual([
      ['adjust', b, null, bin, 1, 'Ana'],
      ['adjust', stray, null, bin, 1, 'Ana'],
      ['adjust', sku, bin, null, 2, 'Ana'],
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('a count that matches writes nothing', async () => {
    const { bin, a, b, sku } = await stockedBin();
    const before = await movementCount(t);
    const answer = AuditAnswer.parse((await audit(bin, { counts: { [a]: 5, [b]: 3, [sku]: 2 }, operator: 'Bo' })).json());
    expect(answer.state).toMatchObject({ adjustments: 0, summary: { matched: 3, over: 0, short: 0, unexpected: 0 } });
    expect(await movementCount(t)).toBe(before);
  });

  it('refuses with 412 when the bin changed since the count began, and books nothing', async () => {
    const { bin, a, b, sku } = await stockedBin();
    const asOf = await contentsOf(t.app, bin);
    await receive(t.app, bin, a, 1);
    const before = await movementCount(t);
    const problem = expectProblem(
      await audit(bin, { counts: { [a]: 5, [b]: 3, [sku]: 2 }, operator: 'Cy', as_of: asOf }),
      'precondition-failed',
      412,
    );
    expect(problem.detail).toMatch(/changed while it was being counted/);
    expect(await movementCount(t)).toBe(before);
    const current = await contentsOf(t.app, bin);
    expect((await audit(bin, { counts: current, operator: 'Cy', as_of: current })).statusCode).toBe(201);
  });

  it('refuses with 412 a count made offline (no records, only its start) when the bin changed after it began', async () => {
    const { bin, a, b, sku } = await stockedBin();
    const countedSince = new Date(Date.now() - 1).toISOString();
    await receive(t.app, bin, a, 1);
    const before = await movementCount(t);
    const counts = { [a]: 5, [b]: 3, [sku]: 2 };
    const problem = expectProblem(await audit(bin, { counts, operator: 'Cy', counted_since: countedSince }), 'precondition-failed', 412);
    expect(problem.detail).toMatch(/changed while it was being counted/);
    expect(await movementCount(t)).toBe(before);
    // Counted after the last change, it is booked.
    expect((await audit(bin, { counts, operator: 'Cy', counted_since: new Date(Date.now() + 1).toISOString() })).statusCode).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key once', async () => {
    const { bin, a } = await stockedBin();
    const body = { counts: { [a]: 1 }, operator: 'Di' };
    const first = await audit(bin, body, { 'idempotency-key': `audit-${bin}` });
    const second = await audit(bin, body, { 'idempotency-key': `audit-${bin}` });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await contentsOf(t.app, bin)).toEqual({ [a]: 1 });
  });

  it.each([
    [{ counts: {}, operator: '' }, 'operator', 'must not be blank'],
    [{ counts: {} }, 'operator', 'required key not provided'],
    [{ counts: { BAT1: -1 }, operator: 'x' }, 'counts.BAT1', 'value must be at least 0'],
    [{ counts: { BAT1: 1.5555 }, operator: 'x' }, 'counts.BAT1', 'must have at most 3 decimal places'],
    [{ counts: { BAT1: true }, operator: 'x' }, 'counts.BAT1', 'expected number'],
    [{ counts: [], operator: 'x' }, 'counts', 'expected a dictionary'],
    [{ counts: {}, operator: 'x', extra: 1 }, 'extra', 'extra keys not allowed'],
  ])('refuses %j (%s: %s)', async (body, name, reason) => {
    const bin = await newBin(t.app);
    const problem = expectProblem(await audit(bin, body), 'validation-error', 400);
    expect(problem['invalid-params']).toContainEqual({ name, reason });
  });

  it('refuses an id that is not an item', async () => {
    const bin = await newBin(t.app);
    const problem = expectProblem(await audit(bin, { counts: { BIN000001: 1 }, operator: 'x' }), 'validation-error', 400);
    expect(problem['invalid-params']?.[0]).toEqual({
      name: 'counts.BIN000001',
      reason: "must start with 'SKU', 'BAT' or 'MIX' followed by 1 to 9 digits",
    });
  });

  it('answers a missing bin or a missing counted item with 404 and changes nothing', async () => {
    expectProblem(await audit('BIN990099', { counts: {}, operator: 'x' }), 'missing-resource', 404);
    const { bin } = await stockedBin();
    const before = await contentsOf(t.app, bin);
    const problem = expectProblem(await audit(bin, { counts: { BAT990099: 2 }, operator: 'x' }), 'missing-resource', 404);
    expect(problem.Id).toBe('/api/batch/BAT990099');
    expect(await contentsOf(t.app, bin)).toEqual(before);
  });
});

describe('a bin audit leaves the mixtures in the bin as they are', () => {
  const ok = async (method: string, url: string, body: unknown, status = 201) => {
    const response = await call(t.app, method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };
  const mixtureState = async (mix: string) => MixtureResource.parse((await ok('GET', `/api/mixture/${mix}`, undefined, 200)).json()).state;

  /** A bin holding 6 kg of a lot loose and a mixture of 3 kg of it. */
  async function binWithMixture(ids: { sku: string; bin: string; batch: string; mix: string }) {
    await ok('POST', '/api/skus', { id: ids.sku, unit: 'kg' });
    await ok('POST', '/api/bins', { id: ids.bin });
    await ok('POST', '/api/batches', { id: ids.batch, sku_id: ids.sku });
    await ok('POST', `/api/bin/${ids.bin}/contents`, { id: ids.batch, quantity: 9 });
    const components = [{ batch_id: ids.batch, quantity: 3 }];
    await ok('POST', '/api/mixtures', { mix_id: ids.mix, sku_id: ids.sku, bin_id: ids.bin, components, created_by: 'ann' });
    return ids;
  }

  it('books only lots and SKUs: mixture, bin and trace still agree afterwards', async () => {
    const { bin, batch, mix } = await binWithMixture({ sku: 'SKU000001', bin: 'BIN000001', batch: 'BAT000001', mix: 'MIX000001' });
    const before = await mixtureState(mix);

    const answer = AuditAnswer.parse((await ok('POST', `/api/bin/${bin}/audit`, { counts: { [batch]: 6 }, operator: 'bob' })).json());
    expect(answer.state.lines).toEqual([{ item_id: batch, expected: 6, counted: 6, difference: 0, result: 'matched' }]);
    expect(answer.state.adjustments).toBe(0);
    expect(await contentsOf(t.app, bin)).toEqual({ [mix]: 3, [batch]: 6 });
    expect(await mixtureState(mix)).toEqual(before);

    await ok('POST', `/api/mixture/${mix}/draw`, { quantity: 1, created_by: 'cy' }, 200);
    const trace = DownstreamTrace.parse(
      (await ok('POST', '/api/traceability', { batch_ids: [batch], direction: 'downstream' }, 200)).json(),
    );
    // The draw is what left the mixture, no longer counted as consumed.
    expect(trace.totals).toEqual([
      { batch_id: batch, unit: trace.unit, entered: 9, on_hand: 8, released: 0, drawn: 1, consumed: 0, written_off: 0 },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('a count of nothing books the lots missing and keeps the mixture', async () => {
    const { bin, batch, mix } = await binWithMixture({ sku: 'SKU000002', bin: 'BIN000002', batch: 'BAT000002', mix: 'MIX000002' });
    const answer = AuditAnswer.parse((await ok('POST', `/api/bin/${bin}/audit`, { counts: {}, operator: 'bob' })).json());
    expect(answer.state.lines).toEqual([{ item_id: batch, expected: 6, counted: 0, difference: -6, result: 'short' }]);
    expect(await contentsOf(t.app, bin)).toEqual({ [mix]: 3 });
    expect((await mixtureState(mix)).qty_total).toBe(3);
    await expectLedgerConsistent(t.db);
  });

  it('a mixture drawn from while the bin is counted does not make the count stale, online or offline', async () => {
    const { bin, batch, mix } = await binWithMixture({ sku: 'SKU000003', bin: 'BIN000003', batch: 'BAT000003', mix: 'MIX000003' });
    const asOf = await contentsOf(t.app, bin);
    const countedSince = new Date(Date.now() - 1).toISOString();
    await ok('POST', `/api/mixture/${mix}/draw`, { quantity: 1, created_by: 'cy' }, 200);
    await ok('POST', `/api/bin/${bin}/audit`, { counts: { [batch]: 6 }, operator: 'bob', as_of: asOf });
    await ok('POST', `/api/bin/${bin}/audit`, { counts: { [batch]: 6 }, operator: 'bob', counted_since: countedSince });
    expect(await contentsOf(t.app, bin)).toEqual({ [mix]: 2, [batch]: 6 });
  });

  it('a lot blended into a mixture while the bin is counted still makes the count stale', async () => {
    const { sku, bin, batch } = await binWithMixture({ sku: 'SKU000004', bin: 'BIN000004', batch: 'BAT000004', mix: 'MIX000004' });
    const asOf = await contentsOf(t.app, bin);
    const countedSince = new Date(Date.now() - 1).toISOString();
    const components = [{ batch_id: batch, quantity: 1 }];
    await ok('POST', '/api/mixtures', { mix_id: 'MIX000005', sku_id: sku, bin_id: bin, components, created_by: 'ann' });
    const counts = { [batch]: 6 };
    expectProblem(await audit(bin, { counts, operator: 'bob', as_of: asOf }), 'precondition-failed', 412);
    expectProblem(await audit(bin, { counts, operator: 'bob', counted_since: countedSince }), 'precondition-failed', 412);
  });
});
