import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/db/transaction';
import { readEntries } from '../../src/server/stock-core/entries';
import { newBin } from '../support/builders';
import { testDialect } from '../support/databases';
import { contentsOf, movementCount, newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Real HTTP, so requests overlap inside the server as they would in production. */
async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('parallel stock changes over HTTP', () => {
  it('200 releases of 1 from 100 units: exactly 100 succeed and the entry ends at zero', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    await receive(t.app, bin, sku, 100);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => send('POST', `/api/bin/${bin}/contents`, { id: sku, quantity: -1 })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 100, 409: 100 });
    expect(await contentsOf(t.app, bin)).toEqual({});
    await expectLedgerConsistent(t.db);
  });

  it('200 moves of 1 from 100 units: exactly 100 succeed and every unit arrives', async () => {
    const [from, to, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await receive(t.app, from, sku, 100);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => send('PUT', `/api/bin/${from}/contents/move`, { id: sku, destination: to, quantity: 1 })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 100, 409: 100 });
    expect([await contentsOf(t.app, from), await contentsOf(t.app, to)]).toEqual([{}, { [sku]: 100 }]);
    await expectLedgerConsistent(t.db);
  });

  it('opposing moves between two bins all succeed, none fails with a deadlock', async () => {
    const [a, b, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await receive(t.app, a, sku, 100);
    await receive(t.app, b, sku, 100);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        return send('PUT', `/api/bin/${from}/contents/move`, { id: sku, destination: to, quantity: 1 });
      }),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 200 });
    expect([await contentsOf(t.app, a), await contentsOf(t.app, b)]).toEqual([{ [sku]: 100 }, { [sku]: 100 }]);
    await expectLedgerConsistent(t.db);
  });

  it('parallel requests with one Idempotency-Key make one change and get one answer', async () => {
    const [from, to, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await receive(t.app, from, sku, 5);
    const before = await movementCount(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('PUT', `/api/bin/${from}/contents/move`, { id: sku, destination: to, quantity: 5 }, { 'idempotency-key': 'one-move' }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 50 });
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await movementCount(t)).toBe(before + 1);
    expect(await contentsOf(t.app, to)).toEqual({ [sku]: 5 });
  });
});

describe.runIf(testDialect() === 'postgres')('deadlocks on PostgreSQL', () => {
  it('inTransaction retries the transaction PostgreSQL aborts, and both complete', async () => {
    const [a, b, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await receive(t.app, a, sku, 1);
    await receive(t.app, b, sku, 1);
    let attempts = 0;
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothHoldOneLock = new Promise<void>((resolve) => (release = resolve));
    // Each transaction locks one entry, waits until the other holds its own, then asks for it: a deadlock.
    const lockBoth = (first: string, second: string) => {
      let waited = false;
      return inTransaction(t.db, async (trx) => {
        attempts++;
        await readEntries(trx, [{ binId: first, itemId: sku }]);
        if (!waited) {
          waited = true;
          if (++arrived === 2) release();
          await bothHoldOneLock;
        }
        await readEntries(trx, [{ binId: second, itemId: sku }]);
      });
    };
    await Promise.all([lockBoth(a, b), lockBoth(b, a)]);
    expect(attempts).toBe(3);
  });
});
