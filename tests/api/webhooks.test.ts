import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWebhookWorker, type WorkerOptions } from '../../src/server/features/webhooks/worker';
import { NewWebhookAnswer, WebhookDeliveryList, WebhookList } from '../../src/shared/contract/webhooks';
import { call, newBin } from '../support/builders';
import { freshDatabase, testDialect, type FreshDatabase } from '../support/databases';
import { sendJson } from '../support/parallel-http';
import { startServer, type ServerProcess } from '../support/server-process';
import { newBatch, newSku, receive } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';
import { startReceiver, validSignature, type WebhookReceiver } from '../support/webhook-receiver';

let t: TestApp;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t.close();
});

async function receiverAnswering(...answers: number[]): Promise<WebhookReceiver> {
  const receiver = await startReceiver(answers);
  receivers.push(receiver);
  return receiver;
}

async function register(url: string, events: string[], secret?: string): Promise<NewWebhookAnswer> {
  const response = await call(t.app, 'POST', '/api/webhooks', { url, events, ...(secret && { secret }) });
  expect(response.statusCode, response.body).toBe(201);
  return NewWebhookAnswer.parse(response.json());
}

const deliveries = async (id: number) =>
  WebhookDeliveryList.parse((await call(t.app, 'GET', `/api/webhook/${id}/deliveries`)).json()).items;

/** Runs a worker (polling only when told) through what is due now, and stops it. */
async function deliverDue(options: WorkerOptions = {}): Promise<void> {
  const worker = startWebhookWorker(t.db, { pollMs: 3_600_000, ...options });
  await worker.drain();
  await worker.stop();
}

const outboxSize = async () =>
  Number(
    (
      await t.db
        .selectFrom('webhook_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST, GET /api/webhooks and DELETE /api/webhook/{id}', () => {
  it('registers a webhook with a made secret shown once, lists it without the secret, and removes it', async () => {
    const made = await register('https://erp.example/hooks/lotline', ['hold.placed', 'stock.changed']);
    expect(made).toMatchObject({ url: 'https://erp.example/hooks/lotline', events: ['hold.placed', 'stock.changed'] });
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = WebhookList.parse((await call(t.app, 'GET', '/api/webhooks')).json());
    expect(list.items).toContainEqual({ id: made.id, url: made.url, events: made.events, created_at: made.created_at, created_by: null });
    expect(JSON.stringify(list)).not.toContain(made.secret);

    expect((await call(t.app, 'DELETE', `/api/webhook/${made.id}`)).statusCode).toBe(204);
    expect(WebhookList.parse((await call(t.app, 'GET', '/api/webhooks')).json()).items.map((w) => w.id)).not.toContain(made.id);
    expectProblem(await call(t.app, 'DELETE', `/api/webhook/${made.id}`), 'missing-resource', 404);
    expectProblem(await call(t.app, 'GET', `/api/webhook/${made.id}/deliveries`), 'missing-resource', 404);
  });

  it('refuses bad bodies with their fields named, and registers nothing', async () => {
    const before = WebhookList.parse((await call(t.app, 'GET', '/api/webhooks')).json()).items.length;
    const cases: [unknown, string[]][] = [
      [{ url: 'ftp://erp.example/x', events: ['hold.placed'] }, ['url']],
      [{ url: 'not a url', events: ['hold.placed'] }, ['url']],
      [{ url: 'https://erp.example', events: [] }, ['events']],
      [{ url: 'https://erp.example', events: ['stock.vanished'] }, ['events[0]']],
      [{ url: 'https://erp.example', events: ['hold.placed', 'hold.placed'] }, ['events']],
      [{ url: 'https://erp.example', events: ['hold.placed'], secret: 'hunter2' }, ['secret']],
      [{ url: 'https://erp.example', events: ['hold.placed'], extra: 1 }, ['extra']],
      [{ events: ['hold.placed'] }, ['url']],
    ];
    for (const [body, names] of cases) {
      const problem = expectProblem(await call(t.app, 'POST', '/api/webhooks', body), 'validation-error', 400);
      expect(
        problem['invalid-params']?.map((p) => p.name),
        JSON.stringify(body),
      ).toEqual(names);
    }
    expectProblem(await call(t.app, 'DELETE', '/api/webhook/abc'), 'validation-error', 400);
    expect(WebhookList.parse((await call(t.app, 'GET', '/api/webhooks')).json()).items.length).toBe(before);
  });
});

describe('delivery', () => {
  it('writes no event while no webhook subscribes to it', async () => {
    const before = await outboxSize();
    await receive(t.app, await newBin(t.app), await newSku(t.app), 3);
    expect(await outboxSize()).toBe(before);
  });

  it('a receive and a hold send stock.changed and hold.placed, signed as Standard Webhooks says', async () => {
    const receiver = await receiverAnswering();
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const hook = await register(receiver.url, ['stock.changed', 'hold.placed'], secret);
    const [bin, lot] = [await newBin(t.app), await newBatch(t.app)];
    await receive(t.app, bin, lot, 3);
    const hold = await call(t.app, 'POST', '/api/holds', { item_ids: [lot], reason: 'Complaint 12', operator: 'Quinn' });
    expect(hold.statusCode, hold.body).toBe(200);
    const holdOperation = hold.json<{ state: { operation_id: number } }>().state.operation_id;

    await deliverDue();

    expect(receiver.received).toHaveLength(2);
    for (const delivery of receiver.received) {
      expect(validSignature(secret, delivery), delivery.signature).toBe(true);
      expect(delivery.id).toMatch(/^evt_\d+$/);
      expect(Math.abs(Number(delivery.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    }
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> });
    expect(bodies[0]).toEqual({
      type: 'stock.changed',
      timestamp: expect.any(String),
      data: {
        operation_id: expect.any(Number),
        kind: 'receive',
        at: bodies[0]?.timestamp,
        movements: [{ kind: 'receive', item_id: lot, from: null, to: bin, quantity: 3 }],
        operator: null,
      },
    });
    expect(bodies[1]).toEqual({
      type: 'hold.placed',
      timestamp: expect.any(String),
      data: { operation_id: holdOperation, item_ids: [lot], reason: 'Complaint 12', operator: 'Quinn' },
    });

    const log = await deliveries(hook.id);
    expect(log.map((d) => [d.type, d.status, d.attempts, d.last_status_code])).toEqual([
      ['hold.placed', 'delivered', 1, 204],
      ['stock.changed', 'delivered', 1, 204],
    ]);
    expect(log.map((d) => d.event_id)).toEqual(receiver.received.map((r) => r.id).reverse());
  });

  it('a shipment and a release naming a customer each send shipment.created with their lines', async () => {
    const receiver = await receiverAnswering();
    await register(receiver.url, ['shipment.created']);
    const customer = 'CUS700001';
    expect((await call(t.app, 'POST', '/api/customers', { id: customer, name: 'Spa Lumière' })).statusCode).toBe(201);
    const [bin, lot] = [await newBin(t.app), await newBatch(t.app)];
    await receive(t.app, bin, lot, 5);
    const shipped = await call(t.app, 'POST', '/api/shipments', {
      customer_id: customer,
      reference: 'PO-1',
      lines: [{ bin_id: bin, item_id: lot, quantity: 2 }],
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const released = await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: lot, quantity: -1, customer_id: customer });
    expect(released.statusCode, released.body).toBe(201);

    await deliverDue();

    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => [b.type, b.data.customer_id, b.data.reference, b.data.lines])).toEqual([
      ['shipment.created', customer, 'PO-1', [{ bin_id: bin, item_id: lot, quantity: 2 }]],
      ['shipment.created', customer, null, [{ bin_id: bin, item_id: lot, quantity: 1 }]],
    ]);
    expect(bodies[0]?.data.shipment_id).toBe(shipped.json<{ state: { operation_id: number } }>().state.operation_id);
  });

  it('retries after a 500 with the same webhook-id, and delivers', async () => {
    const receiver = await receiverAnswering(500);
    const hook = await register(receiver.url, ['stock.changed']);
    await receive(t.app, await newBin(t.app), await newSku(t.app), 1);

    await deliverDue({ retryDelaysMs: [50] });
    let [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_error: expect.stringContaining('500') });
    expect(delivery?.next_attempt_at).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 60));
    await deliverDue({ retryDelaysMs: [50] });
    [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 204, last_error: null });
    expect(receiver.received.map((r) => r.id)).toEqual([delivery?.event_id, delivery?.event_id]);
    expect(receiver.received.every((r) => validSignature(hook.secret, r))).toBe(true);
  });

  it('gives up once the retries are used up, and names the error', async () => {
    const hook = await register('http://127.0.0.1:9/closed', ['stock.changed']);
    await receive(t.app, await newBin(t.app), await newSku(t.app), 1);
    await deliverDue({ retryDelaysMs: [] });
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, last_status_code: null, next_attempt_at: null });
    expect(delivery?.last_error).toBeTruthy();
    await call(t.app, 'DELETE', `/api/webhook/${hook.id}`);
  });

  it('a removed webhook is sent nothing more, and a failed operation writes no event', async () => {
    const receiver = await receiverAnswering();
    const hook = await register(receiver.url, ['stock.changed']);
    const bin = await newBin(t.app);
    const sku = await newSku(t.app);
    await receive(t.app, bin, sku, 1);
    const before = await outboxSize();
    const refused = await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: sku, quantity: -5 });
    expect(refused.statusCode).toBe(409);
    expect(await outboxSize()).toBe(before);

    expect((await call(t.app, 'DELETE', `/api/webhook/${hook.id}`)).statusCode).toBe(204);
    await deliverDue();
    expect(receiver.received).toEqual([]);
  });

  it('a test ping is delivered to that webhook alone', async () => {
    const receiver = await receiverAnswering();
    const hook = await register(receiver.url, ['recall.started']);
    const ping = await call(t.app, 'POST', `/api/webhook/${hook.id}/test`, {});
    expect(ping.statusCode, ping.body).toBe(201);
    await deliverDue();
    expect(receiver.received.map((r) => [r.id, (JSON.parse(r.body) as { type: string }).type])).toEqual([
      [ping.json<{ event_id: string }>().event_id, 'webhook.test'],
    ]);
  });
});

// Two processes on one SQLite file would only test SQLite's file lock; the claim that must hold
// across servers is PostgreSQL's SKIP LOCKED lease.
describe.skipIf(testDialect() !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let database: FreshDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await freshDatabase(inject('sqliteTemplate'));
    const env = { ...database.env, WEBHOOK_POLL_MS: '10' };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  });
  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
  });

  it('both workers polling deliver each event exactly once', async () => {
    const EVENTS = 40;
    const receiver = await receiverAnswering();
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const ok = async (base: string, method: string, path: string, body: unknown) => {
      const answer = await sendJson(base, method, path, body);
      expect(answer.status, answer.body).toBeLessThan(300);
    };
    await ok(a, 'POST', '/api/webhooks', { url: receiver.url, events: ['stock.changed'] });
    await ok(a, 'POST', '/api/bins', { id: 'BIN530001' });
    await ok(a, 'POST', '/api/skus', { id: 'SKU530001' });
    await Promise.all(
      Array.from({ length: EVENTS }, (_, i) => ok(i % 2 ? a : b, 'POST', '/api/bin/BIN530001/contents', { id: 'SKU530001', quantity: 1 })),
    );

    const deadline = Date.now() + 15_000;
    while (receiver.received.length < EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    // Time for a second delivery of anything, were one to come.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((r) => r.id);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    const rows = await database.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
    expect(rows).toHaveLength(EVENTS);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});
