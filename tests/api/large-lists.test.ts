import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/db/transaction';
import { toMicro } from '../../src/server/stock-core/quantities';
import { record, stockContext } from '../../src/server/stock-core/record';
import { chunksOf } from '../../src/shared/chunks';
import { OperationResource } from '../../src/shared/contract/history';
import { HoldAnswer, MAX_HOLD_ITEMS } from '../../src/shared/contract/holds';
import { MAX_COMPONENTS } from '../../src/shared/contract/mixtures';
import { MAX_NAMED_IDS, NamesAnswer } from '../../src/shared/contract/names';
import { call, newBin } from '../support/builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

/**
 * Requests whose id lists grow with the input or the data, past what one statement may bind one
 * value per id (SQLite takes 32,766 bound values, PostgreSQL 65,535): each list is bound as one
 * set (src/server/db/id-set.ts), and rows are inserted in parts.
 */
const ITEMS = 10_000;
/** Mixtures of the most lots one may blend, the same lots in each: a forced delete of their bin books 14,000 takes. */
const MIXTURES = 70;
/** A hold or release that changes something answers its state. */
const HeldOrReleased = HoldAnswer.required({ state: true });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const numbered = (prefix: string, n: number) => `${prefix}${String(n).padStart(5, '0')}`;
const range = (length: number) => Array.from({ length }, (_, i) => i);

/** SKUs and lots are written straight into their tables, a thousand rows a statement: the imports that make them are tested in large-bins. */
async function inParts<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (const chunk of chunksOf(rows, 1000)) await write(chunk);
}

/** `units` of each item received into `bin`, as one operation through the stock core. */
async function receivedDirectly(bin: string, items: readonly string[], units: number): Promise<void> {
  const changes = items.map((itemId) => ({ kind: 'receive' as const, itemId, from: null, to: bin, quantity: toMicro(units) }));
  await inTransaction(t.db, (trx) => record(stockContext(trx, null, null), { kind: 'receive', changes }));
}

async function operation(id: number) {
  const response = await call(t.app, 'GET', `/api/operation/${id}`);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return OperationResource.parse(response.json()).state;
}

/** Deletes the bin with force, and reads back the operation that released its stock. */
async function forceDelete(bin: string) {
  const deleted = await call(t.app, 'DELETE', `/api/bin/${bin}?force=true&operator=Del`);
  expect(deleted.statusCode, deleted.body.slice(0, 500)).toBe(200);
  const last = await t.db
    .selectFrom('operations')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return operation(Number(last.id));
}

it(`the forced delete of a bin of ${ITEMS.toLocaleString('en')} SKUs is read back whole, each movement named and in its unit`, async () => {
  const skus = range(ITEMS).map((n) => numbered('SKU6', n));
  const rows = skus.map((id, n) => ({
    id,
    name: `Part ${n}`,
    unit: n % 2 === 0 ? ('ea' as const) : ('kg' as const),
    props: null,
    created_at: 0,
  }));
  await inParts(rows, (chunk) => t.db.insertInto('skus').values(chunk).execute());
  const bin = await newBin(t.app);
  await receivedDirectly(bin, skus, 1);
  const { movements } = await forceDelete(bin);
  expect(movements).toHaveLength(ITEMS);
  const last = movements.find((movement) => movement.item_id === skus.at(-1));
  expect(last).toMatchObject({ item_name: `Part ${ITEMS - 1}`, unit: 'kg', quantity: 1, from_bin: bin });
  await expectLedgerConsistent(t.db);
}, 120_000);

describe(`${MAX_HOLD_ITEMS.toLocaleString('en')} lots`, () => {
  const sku = 'SKU700001';
  const lots = range(MAX_HOLD_ITEMS).map((n) => numbered('BAT6', n));

  beforeAll(async () => {
    await t.db.insertInto('skus').values({ id: sku, name: 'Resin', props: null, created_at: 0 }).execute();
    const rows = lots.map((id, n) => ({ id, sku_id: sku, name: `Resin lot ${n}`, props: null, created_at: 0 }));
    await inParts(rows, (chunk) => t.db.insertInto('batches').values(chunk).execute());
  }, 120_000);

  it(`are held, read and released ${MAX_HOLD_ITEMS.toLocaleString('en')} at a time`, async () => {
    const held = await call(t.app, 'POST', '/api/holds', { item_ids: lots, reason: 'Supplier recall', operator: 'Quinn' });
    expect(held.statusCode, held.body.slice(0, 500)).toBe(200);
    const hold = HeldOrReleased.parse(held.json()).state;
    expect(hold.changed).toHaveLength(lots.length);
    const { held_items } = await operation(hold.operation_id ?? -1);
    expect(held_items).toHaveLength(lots.length);
    expect(held_items.find((item) => item.item_id === lots.at(-1))?.item_name).toBe(`Resin lot ${lots.length - 1}`);

    const named = await call(t.app, 'POST', '/api/names', { ids: lots.slice(-MAX_NAMED_IDS) });
    expect(Object.keys(NamesAnswer.parse(named.json()).state)).toHaveLength(MAX_NAMED_IDS);

    const released = await call(t.app, 'POST', '/api/holds/release', { item_ids: lots, operator: 'Quinn' });
    expect(released.statusCode, released.body.slice(0, 500)).toBe(200);
    expect(HeldOrReleased.parse(released.json()).state.changed).toHaveLength(lots.length);
  }, 120_000);

  it(`are blended ${MAX_COMPONENTS} to a mixture ${MIXTURES} times, and a forced delete of the mixtures' bin books a take of each lot of each`, async () => {
    const bin = await newBin(t.app);
    const blended = lots.slice(0, MAX_COMPONENTS);
    await receivedDirectly(bin, blended, MIXTURES);
    for (const m of range(MIXTURES)) {
      const components = blended.map((batch_id) => ({ batch_id, quantity: 1 }));
      const body = { mix_id: numbered('MIX6', m), sku_id: sku, bin_id: bin, components, created_by: 'Bea' };
      const created = await call(t.app, 'POST', '/api/mixtures', body);
      expect(created.statusCode, created.body.slice(0, 500)).toBe(201);
    }
    const { movements } = await forceDelete(bin);
    expect(movements).toHaveLength(MIXTURES);
    const takes = await t.db
      .selectFrom('mixture_takes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(takes.n)).toBe(MIXTURES * MAX_COMPONENTS);
    await expectLedgerConsistent(t.db);
  }, 120_000);
});

it('matches a set member whatever characters it holds: a code an array literal or JSON would have to escape', async () => {
  const code = 'A,"{b}\\c\'NULL';
  const owner = 'SKU710001';
  expect((await call(t.app, 'POST', '/api/skus', { id: owner, owned_codes: [code, 'PLAIN'] })).statusCode).toBe(201);
  const second = await call(t.app, 'POST', '/api/skus', { id: 'SKU710002', owned_codes: ['FREE', code] });
  const problem = expectProblem(second, 'duplicate-resource', 409);
  expect(problem['invalid-params']).toEqual([{ name: 'owned_codes[1]', reason: `code ${code} is already owned by ${owner}` }]);
});
