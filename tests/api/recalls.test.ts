import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecallAnswer, RecallListResource, RecallResource, type RecallState } from '../../src/shared/contract/recalls';
import { call, newBin } from '../support/builders';
import { newBatchOf, newMeasuredSku, nextId } from '../support/mixture-builders';
import { contentsOf, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

// A recall (decision 045): the downstream trace, one hold of what is on hand, the customers to
// tell, each marked notified, and a close once all were. A drill takes the same steps without the hold.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
const next = (prefix: 'CUS' | 'TPL' | 'INS') => `${prefix}6${String(++counter).padStart(5, '0')}`;

async function ok(method: string, url: string, body: unknown, status = 201) {
  const response = await call(t.app, method, url, body);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

async function newCustomer(name: string, details: Record<string, string> = {}): Promise<string> {
  const id = next('CUS');
  await ok('POST', '/api/customers', { id, name, ...details });
  return id;
}

const ship = (bin: string, item: string, quantity: number, customer_id: string) =>
  ok('POST', `/api/bin/${bin}/contents`, { id: item, quantity: -quantity, customer_id, operator: 'Bo' });

/**
 * A 10 kg lot in a bin; 3 kg of it blended into a mixture, of which 1 kg ships to a spa; 2 kg
 * consumed by a run that makes 4 kg of cream, of which 1 kg ships to a shop; and a lot the recall
 * does not reach, shipped to a third customer.
 */
async function lotThatReachedCustomers() {
  const bin = await newBin(t.app);
  const [oil, cream] = [await newMeasuredSku(t.app, 'Oil'), await newMeasuredSku(t.app, 'Cream')];
  const lot = await newBatchOf(t.app, oil);
  await receive(t.app, bin, lot, 10);
  const mix = nextId('MIX');
  await ok('POST', '/api/mixtures', {
    mix_id: mix,
    sku_id: oil,
    bin_id: bin,
    created_by: 'Ann',
    components: [{ batch_id: lot, quantity: 3 }],
  });
  const template = next('TPL');
  await ok('POST', '/api/step-templates', {
    template_id: template,
    name: 'Cream',
    inputs: [{ sku_id: oil }],
    outputs: [{ sku_id: cream }],
  });
  const run = next('INS');
  const product = nextId('BAT');
  await ok('POST', '/api/step-instances', {
    instance_id: run,
    template_id: template,
    operator: 'Ann',
    consumed: [{ resource_id: lot, quantity: 2, bin_id: bin }],
    produced: [{ batch_id: product, sku_id: cream, quantity: 4, bin_id: bin }],
  });
  const spa = await newCustomer('Spa Lumière', { contact: 'Anna Berg', email: 'anna@spa.example', phone: '+49 30 1234' });
  const shop = await newCustomer('Online shop', { email: 'orders@shop.example' });
  const other = await newCustomer('Unrelated');
  await ship(bin, mix, 1, spa);
  await ship(bin, product, 1, shop);
  const otherLot = await newBatchOf(t.app, oil);
  await receive(t.app, bin, otherLot, 1);
  await ship(bin, otherLot, 1, other);
  return { bin, lot, mix, product, run, spa, shop };
}

async function start(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ state: RecallState; location: string }> {
  const response = await call(t.app, 'POST', '/api/recalls', { operator: 'Supervisor Sam', ...body }, headers);
  expect(response.statusCode, response.body).toBe(201);
  const answer = RecallAnswer.parse(response.json());
  expect(response.headers.location).toBe(answer.Id);
  return { state: answer.state!, location: answer.Id };
}

const notify = (id: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/recall/${id}/notifications`, { operator: 'Supervisor Sam', ...body });
const close = (id: number, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/api/recall/${id}/close`, { operator: 'Sam', ...body });

async function recall(id: number): Promise<RecallState> {
  const response = await ok('GET', `/api/recall/${id}`, undefined, 200);
  return RecallResource.parse(response.json()).state;
}

const holdOperations = async () =>
  Number(
    (
      await t.db
        .selectFrom('operations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'hold')
        .executeTakeFirstOrThrow()
    ).n,
  );
const recallCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('recalls')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a recall', () => {
  it('holds what is on hand in one operation and lists the customers reached through a mixture and a run', async () => {
    const { bin, lot, mix, product, spa, shop } = await lotThatReachedCustomers();
    const holdsBefore = await holdOperations();
    const { state, location } = await start({ item_ids: [lot], reason: 'Supplier reports contamination' });
    expect(location).toBe(`/api/recall/${state.id}`);
    expect(state).toMatchObject({ reason: 'Supplier reports contamination', drill: false, item_ids: [lot], started_by: 'Supervisor Sam' });
    expect(state).toMatchObject({ closed_at: null, duration_ms: null, notified: 0, customers: expect.any(Array) as unknown });
    expect(state.held_ids).toEqual([lot, mix, product].sort());
    expect(state.held).toBe(3);

    // One hold operation, its note naming the recall, holding all three.
    expect(await holdOperations()).toBe(holdsBefore + 1);
    const holds = await t.db
      .selectFrom('item_holds')
      .select(['item_id', 'reason'])
      .where('hold_operation_id', '=', state.hold_operation_id)
      .execute();
    expect(holds.map((hold) => hold.item_id).sort()).toEqual(state.held_ids);
    expect(holds[0]?.reason).toBe(`Recall ${state.id}: Supplier reports contamination`);
    expectProblem(
      await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: product, quantity: -1, operator: 'Bo' }),
      'item-on-hold',
      409,
    );

    expect(
      state.customers.map(({ customer_id, name, contact, email, phone, notified }) => ({
        customer_id,
        name,
        contact,
        email,
        phone,
        notified,
      })),
    ).toEqual([
      { customer_id: spa, name: 'Spa Lumière', contact: 'Anna Berg', email: 'anna@spa.example', phone: '+49 30 1234', notified: null },
      { customer_id: shop, name: 'Online shop', contact: null, email: 'orders@shop.example', phone: null, notified: null },
    ]);
    expect(state.customers.map((customer) => customer.shipments.map((s) => [s.item_id, s.quantity]))).toEqual([[[mix, 1]], [[product, 1]]]);

    // What the recall keeps of a customer is as it was when it started.
    await ok('PATCH', `/api/customer/${spa}`, { name: 'Spa Nouveau', phone: '+49 30 9999' }, 200);
    expect((await recall(state.id)).customers[0]).toMatchObject({ name: 'Spa Lumière', phone: '+49 30 1234' });
    await expectLedgerConsistent(t.db);
  });

  it('records each notification, refuses a repeat, a stranger and an early close, then closes', async () => {
    const { lot, spa, shop } = await lotThatReachedCustomers();
    const { state } = await start({ item_ids: [lot], reason: 'Mislabelled' });
    const unfinished = expectProblem(await close(state.id), 'recall-unfinished', 409);
    expect(unfinished.detail).toContain('2 of 2 customers remain');

    const told = await notify(state.id, { customer_id: spa, method: 'phone', note: ' Spoke to Anna ' });
    expect(told.statusCode, told.body).toBe(200);
    const afterOne = RecallAnswer.parse(told.json()).state!;
    expect(afterOne.notified).toBe(1);
    expect(afterOne.customers[0]?.notified).toMatchObject({ by: 'Supervisor Sam', method: 'phone', note: 'Spoke to Anna' });
    expect(Date.parse(afterOne.customers[0]!.notified!.at)).toBeGreaterThanOrEqual(Date.parse(state.started_at));

    const again = expectProblem(await notify(state.id, { customer_id: spa, method: 'email' }), 'duplicate-resource', 409);
    expect(again['invalid-params']?.map((param) => param.name)).toEqual(['customer_id']);
    const stranger = expectProblem(await notify(state.id, { customer_id: 'CUS699999', method: 'email' }), 'missing-resource', 404);
    expect(stranger['invalid-params']?.map((param) => param.name)).toEqual(['customer_id']);
    expect(expectProblem(await close(state.id), 'recall-unfinished', 409).detail).toContain(
      '1 of 2 customers remain to be notified: ' + shop,
    );
    // The refused marks changed nothing: Anna's note is the one recorded.
    expect((await recall(state.id)).customers[0]?.notified?.method).toBe('phone');

    expect((await notify(state.id, { customer_id: shop, method: 'email' })).statusCode).toBe(200);
    const closed = await close(state.id, { note: 'All customers reached' });
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = RecallAnswer.parse(closed.json());
    expect(answer.operations).toEqual([]);
    expect(answer.state).toMatchObject({
      closed_by: 'Sam',
      close_note: 'All customers reached',
      notified: 2,
      customers: expect.any(Array) as unknown,
    });
    expect(answer.state!.duration_ms).toBe(Date.parse(answer.state!.closed_at!) - Date.parse(answer.state!.started_at));

    expectProblem(await close(state.id), 'recall-closed', 409);
    expectProblem(await notify(state.id, { customer_id: shop, method: 'letter' }), 'recall-closed', 409);
  });

  it('is listed open first with its progress', async () => {
    const { lot, spa } = await lotThatReachedCustomers();
    const { state: closedDrill } = await start({ item_ids: [lot], reason: 'Drill to close', drill: true });
    for (const customer of closedDrill.customers) await notify(closedDrill.id, { customer_id: customer.customer_id, method: 'other' });
    expect((await close(closedDrill.id)).statusCode).toBe(200);
    const { state: open } = await start({ item_ids: [lot], reason: 'Still open', drill: true });
    await notify(open.id, { customer_id: spa, method: 'email' });
    const list = RecallListResource.parse((await ok('GET', '/api/recalls', undefined, 200)).json()).state.items;
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(closedDrill.id));
    // No open recall after a closed one.
    expect(list.every((item, i) => i === 0 || item.closed_at !== null || list[i - 1]!.closed_at === null)).toBe(true);
    expect(list.find((item) => item.id === open.id)).toMatchObject({ notified: 1, customers: 2, closed_at: null, drill: true });
  });

  it('writes a recall.started event in its transaction for a webhook that subscribes', async () => {
    const { lot } = await lotThatReachedCustomers();
    const hook = await t.db
      .insertInto('webhooks')
      .values({ url: 'http://127.0.0.1:9/recalls', events: '["recall.started"]', secret: 'whsec_dGVzdA==', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const { state } = await start({ item_ids: [lot], reason: 'Event' });
      const events = await t.db
        .selectFrom('webhook_events')
        .select(['payload', 'operation_id'])
        .where('type', '=', 'recall.started')
        .execute();
      const event = events
        .map((row) => ({ ...row, data: JSON.parse(row.payload) as Record<string, unknown> }))
        .find((row) => row.data.recall_id === state.id);
      expect(event?.data).toMatchObject({
        reason: 'Event',
        drill: false,
        item_ids: [lot],
        customer_ids: state.customers.map((c) => c.customer_id),
      });
    } finally {
      await t.db.updateTable('webhooks').set({ deleted_at: Date.now() }).where('id', '=', hook.id).execute();
    }
  });
});

describe('a drill', () => {
  it('holds nothing, keeps the customers to tell, and records its duration', async () => {
    const { bin, lot, product, run } = await lotThatReachedCustomers();
    const holdsBefore = await holdOperations();
    const { state } = await start({ item_ids: [run], reason: 'Mock recall', drill: true });
    expect(state).toMatchObject({ drill: true, held: 0, held_ids: [], hold_operation_id: null, item_ids: [run] });
    expect(state.customers).toHaveLength(1); // the run's product reached the shop only
    expect(await holdOperations()).toBe(holdsBefore);
    await ok('POST', `/api/bin/${bin}/contents`, { id: product, quantity: -0.5, operator: 'Bo' });
    expect((await contentsOf(t.app, bin))[lot]).toBe(5);

    await notify(state.id, { customer_id: state.customers[0]!.customer_id, method: 'in person' });
    const closed = RecallAnswer.parse((await close(state.id)).json()).state!;
    expect(closed.duration_ms).toBeGreaterThanOrEqual(0);
    expect(closed.duration_ms).toBe(Date.parse(closed.closed_at!) - Date.parse(closed.started_at));
    expect((await recall(state.id)).duration_ms).toBe(closed.duration_ms);
  });
});

describe('refusals', () => {
  it('bad input is a 400 naming each field, and changes nothing', async () => {
    const { lot, bin } = await lotThatReachedCustomers();
    const [recalls, holds, contents] = [await recallCount(), await holdOperations(), await contentsOf(t.app, bin)];
    const fields = async (body: unknown) => {
      const problem = expectProblem(await call(t.app, 'POST', '/api/recalls', body), 'validation-error', 400);
      return problem['invalid-params']?.map((param) => param.name).sort();
    };
    expect(await fields({ item_ids: ['BIN000001'], reason: ' ', drill: 'yes', operator: 'Sam' })).toEqual([
      'drill',
      'item_ids[0]',
      'reason',
    ]);
    expect(await fields({ item_ids: [], reason: 'x', operator: 'Sam' })).toEqual(['item_ids']);
    expect(await fields({ item_ids: [lot], reason: 'x' })).toEqual(['operator']);
    const unknown = expectProblem(
      await call(t.app, 'POST', '/api/recalls', { item_ids: [lot, 'BAT699999'], reason: 'x', operator: 'Sam' }),
      'missing-resource',
      404,
    );
    expect(unknown['invalid-params']).toEqual([{ name: 'item_ids', reason: 'BAT699999 does not exist' }]);
    expect([await recallCount(), await holdOperations(), await contentsOf(t.app, bin)]).toEqual([recalls, holds, contents]);

    const { state } = await start({ item_ids: [lot], reason: 'x', drill: true });
    const method = expectProblem(
      await notify(state.id, { customer_id: state.customers[0]!.customer_id, method: 'fax' }),
      'validation-error',
      400,
    );
    expect(method['invalid-params']?.map((param) => param.name)).toEqual(['method']);
    expect((await recall(state.id)).notified).toBe(0);
    expectProblem(await call(t.app, 'GET', '/api/recall/999999'), 'missing-resource', 404);
    expectProblem(await notify(999999, { customer_id: 'CUS600001', method: 'phone' }), 'missing-resource', 404);
    expectProblem(await call(t.app, 'GET', '/api/recall/abc'), 'validation-error', 400);
  });

  it('a retry with the same Idempotency-Key answers the same recall and starts no second one', async () => {
    const { lot } = await lotThatReachedCustomers();
    const headers = { 'idempotency-key': `recall-${lot}` };
    const first = await start({ item_ids: [lot], reason: 'Once' }, headers);
    const count = await recallCount();
    const again = await call(t.app, 'POST', '/api/recalls', { operator: 'Supervisor Sam', item_ids: [lot], reason: 'Once' }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(RecallAnswer.parse(again.json()).state?.id).toBe(first.state.id);
    expect(await recallCount()).toBe(count);
  });
});
