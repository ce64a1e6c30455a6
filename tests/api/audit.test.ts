import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAnswer } from '../../src/shared/contract/audit';
import { call, newBin } from '../support/builders';
import { contentsOf, movementCount, newBatch, newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const audit = (bin: string, body: unknown, headers: Record<string, string> = {}) => call(t.app, 'POST', `/api/bin/${bin}/audit`, body, headers);

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

    const rows = await t.db.selectFrom('movements').selectAll().where('reason', '=', 'audit').where('note', '=', 'cycle count').orderBy('id').execute();
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
    const problem = expectProblem(await audit(bin, { counts: { [a]: 5, [b]: 3, [sku]: 2 }, operator: 'Cy', as_of: asOf }), 'precondition-failed', 412);
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
    expect(problem['invalid-params']?.[0]).toEqual({ name: 'counts.BIN000001', reason: "must start with 'SKU', 'BAT' or 'MIX' followed by 1 to 9 digits" });
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
