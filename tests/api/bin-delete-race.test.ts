import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MICRO } from '../../src/server/stock-core/quantities';
import { BinAnswer } from '../../src/shared/contract/bins';
import { newBin } from '../support/builders';
import { testDialect } from '../support/databases';
import { problemTypeOf, sendJson, type HttpAnswer } from '../support/parallel-http';
import { newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, startTestApp, type TestApp } from '../support/test-app';

const ROUNDS = 6;
const WRITES_PER_ROUND = 48;
const OPENING_UNITS = 10;
const CONCURRENCY = 8;

interface Write {
  kind: 'receive' | 'move';
  /** sent as the note, so the ledger row of each write can be found */
  tag: string;
  item: string;
  units: number;
}

let t: TestApp;
let base: string;
let skus: string[];
let source: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  skus = [await newSku(t.app), await newSku(t.app), await newSku(t.app)];
  source = await newBin(t.app);
  await receive(t.app, source, skus[0] as string, ROUNDS * WRITES_PER_ROUND);
});
afterAll(() => t.close());

/** Receives of several SKUs (so some create new entries) with every fourth write a move in from the source bin. */
function writesInto(round: number): Write[] {
  return Array.from({ length: WRITES_PER_ROUND }, (_, i) =>
    i % 4 === 3
      ? { kind: 'move', tag: `round${round}-move-${i}`, item: skus[0] as string, units: 1 }
      : { kind: 'receive', tag: `round${round}-receive-${i}`, item: skus[i % skus.length] as string, units: 1 + (i % 3) },
  );
}

const sendWrite = (bin: string, write: Write): Promise<HttpAnswer> =>
  write.kind === 'receive'
    ? sendJson(base, 'POST', `/api/bin/${bin}/contents`, { id: write.item, quantity: write.units, note: write.tag })
    : sendJson(base, 'PUT', `/api/bin/${source}/contents/move`, {
        id: write.item,
        destination: bin,
        quantity: write.units,
        note: write.tag,
      });

const succeeded = (write: Write, answer: HttpAnswer) => answer.status === (write.kind === 'receive' ? 201 : 200);

/**
 * Sends the writes from CONCURRENCY parallel workers and the forced delete once `deleteAfter`
 * writes have succeeded, so the delete meets writes in flight and more follow it.
 */
async function raceDelete(bin: string, writes: Write[], deleteAfter: number): Promise<{ deleted: HttpAnswer; answers: HttpAnswer[] }> {
  const answers: HttpAnswer[] = [];
  let next = 0;
  let acks = 0;
  let startDelete = () => {};
  const deleting = new Promise<void>((resolve) => (startDelete = resolve)).then(() =>
    sendJson(base, 'DELETE', `/api/bin/${bin}?force=true`),
  );
  const worker = async () => {
    for (let i = next++; i < writes.length; i = next++) {
      const write = writes[i] as Write;
      const answer = await sendWrite(bin, write);
      answers[i] = answer;
      if (succeeded(write, answer) && ++acks === deleteAfter) startDelete();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(acks, 'writes that succeeded before the delete was sent').toBeGreaterThanOrEqual(deleteAfter);
  return { deleted: await deleting, answers };
}

const ledgerLine = (row: { note: string | null; kind: string; item_id: string; quantity: number }) =>
  `${row.note} ${row.kind} ${row.item_id} ${row.quantity}`;

function microByItem(lines: { item: string; micro: number }[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const { item, micro } of lines) totals[item] = (totals[item] ?? 0) + micro;
  return totals;
}

describe(`a forced bin delete racing receives and moves into the bin (${testDialect()})`, () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round))(
    'round %i: every write succeeds or gets 404, and the delete releases exactly what was received',
    async (round) => {
      const bin = await newBin(t.app);
      const opening = `round${round}-opening`;
      const openingAnswer = await sendJson(base, 'POST', `/api/bin/${bin}/contents`, {
        id: skus[1],
        quantity: OPENING_UNITS,
        note: opening,
      });
      expect(openingAnswer.status, openingAnswer.body).toBe(201);

      const writes = writesInto(round);
      const { deleted, answers } = await raceDelete(bin, writes, 4 + round * 6);

      expect(deleted.status, deleted.body).toBe(200);
      expect(BinAnswer.parse(JSON.parse(deleted.body)).status).toBe('bin deleted');
      const refused = writes.flatMap((write, i) => {
        const answer = answers[i] as HttpAnswer;
        return succeeded(write, answer) ? [] : [{ tag: write.tag, status: answer.status, type: problemTypeOf(answer) }];
      });
      expect(
        refused.filter((r) => r.status !== 404 || r.type !== 'missing-resource'),
        'writes refused other than with 404',
      ).toEqual([]);

      // Whatever comes after the delete's answer finds no bin.
      expect((await sendJson(base, 'GET', `/api/bin/${bin}`)).status).toBe(404);
      const late = await sendJson(base, 'POST', `/api/bin/${bin}/contents`, { id: skus[0], quantity: 1 });
      expect([late.status, problemTypeOf(late)]).toEqual([404, 'missing-resource']);

      const left = await t.db.selectFrom('bin_contents').select(['item_id', 'quantity']).where('bin_id', '=', bin).execute();
      expect(left).toEqual([]);

      const acked = writes.filter((write, i) => succeeded(write, answers[i] as HttpAnswer));
      const expectedIn = [
        { note: opening, kind: 'receive', item: skus[1] as string, micro: OPENING_UNITS * MICRO },
        ...acked.map((write) => ({ note: write.tag, kind: write.kind, item: write.item, micro: write.units * MICRO })),
      ];
      const columns = ['note', 'kind', 'item_id', 'quantity'] as const;
      const rowsIn = await t.db.selectFrom('movements').select(columns).where('to_bin', '=', bin).execute();
      const rowsOut = await t.db.selectFrom('movements').select(columns).where('from_bin', '=', bin).execute();

      // Each acknowledged write has exactly one row into the bin, and no refused write has one.
      expect(rowsIn.map(ledgerLine).sort()).toEqual(
        expectedIn.map((e) => ledgerLine({ note: e.note, kind: e.kind, item_id: e.item, quantity: e.micro })).sort(),
      );
      // Only the delete took anything out, and it took out all of it.
      expect(new Set(rowsOut.map((row) => row.kind))).toEqual(new Set(['bin-delete']));
      expect(microByItem(rowsOut.map((row) => ({ item: row.item_id, micro: row.quantity })))).toEqual(microByItem(expectedIn));
      await expectLedgerConsistent(t.db);
    },
  );
});
