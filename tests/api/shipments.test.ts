import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownstreamTrace } from '../../src/shared/contract/traceability';
import { call, newBin } from '../support/builders';
import { contentsOf, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

// A release that names a customer is a shipment (decision 043): the ledger books it as any
// release, and the downstream trace says who received what.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function newCustomer(name: string, details: Record<string, string> = {}): Promise<string> {
  const id = `CUS7${String(++counter).padStart(5, '0')}`;
  const response = await call(t.app, 'POST', '/api/customers', { id, name, ...details });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

const release = (bin: string, body: Record<string, unknown>) => call(t.app, 'POST', `/api/bin/${bin}/contents`, body);

async function downstream(batch: string): Promise<DownstreamTrace> {
  const response = await call(t.app, 'POST', '/api/traceability', { batch_ids: [batch], direction: 'downstream' });
  expect(response.statusCode, response.body).toBe(200);
  return DownstreamTrace.parse(response.json());
}

/** A 9 kg lot in a bin, and 3 kg of it blended into a mixture in the same bin. */
async function lotAndMixture() {
  const n = String(++counter).padStart(5, '0');
  const [bin, sku, batch] = [await newBin(t.app), `SKU7${n}`, `BAT7${n}`];
  for (const [url, body] of [
    ['/api/skus', { id: sku, unit: 'kg' }],
    ['/api/batches', { id: batch, sku_id: sku }],
  ] as const) {
    const response = await call(t.app, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
  }
  await receive(t.app, bin, batch, 9);
  const mix = `MIX7${String(++counter).padStart(5, '0')}`;
  const made = await call(t.app, 'POST', '/api/mixtures', {
    mix_id: mix,
    sku_id: sku,
    bin_id: bin,
    components: [{ batch_id: batch, quantity: 3 }],
    created_by: 'ann',
  });
  expect(made.statusCode, made.body).toBe(201);
  return { bin, batch, mix };
}

describe('a release to a customer', () => {
  it('is booked as a release, and the downstream trace lists the customer with each shipment, its bounds and reference', async () => {
    const { bin, batch, mix } = await lotAndMixture();
    const spa = await newCustomer('Spa Lumière', { contact: 'Anna Berg', email: 'anna@spa.example', phone: '+49 30 1234' });
    const shop = await newCustomer('Online shop');
    expect((await release(bin, { id: batch, quantity: -2, customer_id: spa, reference: ' PO-1 ', operator: 'bo' })).statusCode).toBe(201);
    expect((await release(bin, { id: mix, quantity: -1.5, customer_id: shop, operator: 'bo' })).statusCode).toBe(201);
    expect((await release(bin, { id: batch, quantity: -1, customer_id: spa, reference: 'PO-2', operator: 'bo' })).statusCode).toBe(201);
    expect((await release(bin, { id: batch, quantity: -0.5, operator: 'bo', note: 'QC retain' })).statusCode).toBe(201);
    expect(await contentsOf(t.app, bin)).toEqual({ [batch]: 2.5, [mix]: 1.5 });

    const trace = await downstream(batch);
    expect(trace.releases.map((r) => [r.item_id, r.quantity, r.customer_id, r.reference])).toEqual([
      [batch, 2, spa, 'PO-1'],
      [mix, 1.5, shop, null],
      [batch, 1, spa, 'PO-2'],
      [batch, 0.5, null, null],
    ]);
    expect(trace.customers.map(({ shipments, ...customer }) => ({ ...customer, shipped: shipments.map((s) => s.quantity) }))).toEqual([
      {
        customer_id: spa,
        name: 'Spa Lumière',
        contact: 'Anna Berg',
        email: 'anna@spa.example',
        phone: '+49 30 1234',
        address: null,
        archived: false,
        shipped: [2, 1],
      },
      { customer_id: shop, name: 'Online shop', contact: null, email: null, phone: null, address: null, archived: false, shipped: [1.5] },
    ]);
    // The mixture held only the traced lot: all 1.5 kg of it went to the shop.
    const toShop = trace.customers[1]!.shipments[0]!;
    expect([toShop.lower_bound, toShop.upper_bound, toShop.affected]).toEqual([1.5, 1.5, 'certainly']);
    await expectLedgerConsistent(t.db);
  });

  it('keeps an archived customer on the trace, with how to reach them as they were', async () => {
    const { bin, batch } = await lotAndMixture();
    const pharmacy = await newCustomer('Apotheke am Markt', { email: 'info@apotheke.example' });
    expect((await release(bin, { id: batch, quantity: -1, customer_id: pharmacy })).statusCode).toBe(201);
    const deleted = await call(t.app, 'DELETE', `/api/customer/${pharmacy}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // On the record: archived, never deleted, so its id is never given to another customer.
    expect((await call(t.app, 'GET', `/api/archive/${pharmacy}`)).statusCode).toBe(200);
    const [customer] = (await downstream(batch)).customers;
    expect(customer).toMatchObject({ customer_id: pharmacy, name: 'Apotheke am Markt', email: 'info@apotheke.example', archived: true });
  });

  it('refuses a customer on a receive, a reference without a customer, and an unknown customer, changing nothing', async () => {
    const { bin, batch } = await lotAndMixture();
    const spa = await newCustomer('Spa');
    const before = await contentsOf(t.app, bin);
    const fieldsOf = (problem: { 'invalid-params'?: { name: string }[] }) => problem['invalid-params']?.map((param) => param.name);
    expect(fieldsOf(expectProblem(await release(bin, { id: batch, quantity: 1, customer_id: spa }), 'validation-error', 400))).toEqual([
      'customer_id',
    ]);
    expect(fieldsOf(expectProblem(await release(bin, { id: batch, quantity: -1, reference: 'PO-9' }), 'validation-error', 400))).toEqual([
      'reference',
    ]);
    expect(
      fieldsOf(expectProblem(await release(bin, { id: batch, quantity: -1, customer_id: 'BIN000001' }), 'validation-error', 400)),
    ).toEqual(['customer_id']);
    expectProblem(await release(bin, { id: batch, quantity: -1, customer_id: 'CUS999999' }), 'missing-resource', 404);
    expect(await contentsOf(t.app, bin)).toEqual(before);
    expect((await downstream(batch)).customers).toEqual([]);
  });

  it('a delete racing a release never loses the customer a shipment names', async () => {
    const { bin, batch } = await lotAndMixture();
    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => newCustomer(`Racer ${i}`)));
    await Promise.all(
      customers.flatMap((customer) => [
        release(bin, { id: batch, quantity: -0.5, customer_id: customer }),
        call(t.app, 'DELETE', `/api/customer/${customer}`),
      ]),
    );
    const shipped = await t.db.selectFrom('shipments').select('customer_id').where('customer_id', 'in', customers).execute();
    for (const { customer_id } of shipped)
      expect((await call(t.app, 'GET', `/api/archive/${customer_id}`)).statusCode, customer_id).toBe(200);
    await expectLedgerConsistent(t.db);
  });
});
