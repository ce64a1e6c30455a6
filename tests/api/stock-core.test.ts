import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/db/transaction';
import { toMicro } from '../../src/server/stock-core/quantities';
import { record, stockContext, type StockCommand } from '../../src/server/stock-core/record';
import { newBin } from '../support/builders';
import { blend, mixtureOf, remaining } from '../support/mixture-builders';
import { expectLedgerConsistent, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const book = (command: StockCommand) => inTransaction(t.db, (trx) => record(stockContext(trx, { name: 'core' }, null), command));

/** Any stock change that takes a mixture's units out of its bin takes them from its lots, in the same call. */
describe('record keeps a mixture and its bin entry in agreement', () => {
  it.each(['release', 'adjust', 'bin-delete', 'step-consume', 'mixture-draw'] as const)(
    'a %s of a mixture lowers its components by what leaves',
    async (kind) => {
      const { mix, bin } = await blend(t.app, [1, 3]);
      const { changes } = await book({ kind: 'audit', changes: [{ kind, itemId: mix, from: bin, to: null, quantity: toMicro(2) }] });
      expect(changes[0]?.taken?.map((take) => take.quantity)).toEqual([toMicro(0.5), toMicro(1.5)]);
      expect(remaining(await mixtureOf(t.app, mix))).toEqual([0.5, 1.5]);
      await expectLedgerConsistent(t.db);
    },
  );

  it('refuses units entering a mixture without their lots, and writes nothing', async () => {
    const { mix, bin } = await blend(t.app, [2]);
    await expect(
      book({ kind: 'receive', changes: [{ kind: 'receive', itemId: mix, from: null, to: bin, quantity: toMicro(1) }] }),
    ).rejects.toMatchObject({
      problem: { type: 'validation-error' },
    });
    expect((await mixtureOf(t.app, mix)).qty_total).toBe(2);
    await expectLedgerConsistent(t.db);
  });

  it('moves a mixture with its entry', async () => {
    const { mix, bin } = await blend(t.app, [2]);
    const destination = await newBin(t.app);
    await book({ kind: 'move', changes: [{ kind: 'move', itemId: mix, from: bin, to: destination, quantity: toMicro(2) }] });
    expect((await mixtureOf(t.app, mix)).bin_id).toBe(destination);
    await expectLedgerConsistent(t.db);
  });
});
