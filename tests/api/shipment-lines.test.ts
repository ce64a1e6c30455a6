import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperationResource } from '../../src/shared/contract/history';
import { ShipmentAnswer, ShipmentListResource, ShipmentResource, type ShipmentState } from '../../src/shared/contract/shipments';
import { DownstreamTrace } from '../../src/shared/contract/traceability';
import { call, newBin } from '../support/builders';
import { blend, newBatchOf, newMeasuredSku, nextId, remaining, mixtureOf } from '../support/mixture-builders';
import { contentsOf, movementCount, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

// POST /api/shipments (decision 043): many lines from one or more bins as one release
// operation through the stock core, to a customer the downstream trace then names.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await expectLedgerConsistent(t.db);
  await t.close();
});

let counter = 0;
async function newCustomer(name: string): Promise<string> {
  const id = `CUS6${String(++counter).padStart(5, '0')}`;
  const response = await call(t.app, 'POST', '/api/customers', {
    id,
    name,
    email: 'orders@example.com',
    address: 'Hafenstraße 1\n20457 Hamburg',
  });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

const ship = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call(t.app, 'POST', '/api/shipments', body, headers);

async function shipped(body: Record<string, unknown>): Promise<ShipmentState> {
  const response = await ship(body);
  expect(response.statusCode, response.body).toBe(201);
  const answer = ShipmentAnswer.parse(response.json());
  expect(response.headers.location).toBe(answer.Id);
  return answer.state;
}

async function downstream(batch: string): Promise<DownstreamTrace> {
  const response = await call(t.app, 'POST', '/api/traceability', { batch_ids: [batch], direction: 'downstream' });
  expect(response.statusCode, response.body).toBe(200);
  return DownstreamTrace.parse(response.json());
}

/** A counted SKU (jars) with 20 in a bin of its own. */
async function jars(): Promise<{ sku: string; bin: string }> {
  const [sku, bin] = [nextId('SKU'), await newBin(t.app)];
  expect((await call(t.app, 'POST', '/api/skus', { id: sku, name: 'Jar 50 mL', unit: 'ea' })).statusCode).toBe(201);
  await receive(t.app, bin, sku, 20);
  return { sku, bin };
}

/** A production run consuming `quantity` of `lot` from `bin` and making `made` of a new lot into `bin`. */
async function run(lot: string, quantity: number, bin: string, made: number): Promise<string> {
  const sku = await newMeasuredSku(t.app, 'Rose cream');
  const template = `TPL6${String(++counter).padStart(5, '0')}`;
  const ok = async (url: string, body: unknown) => {
    const response = await call(t.app, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
  };
  await ok('/api/step-templates', { template_id: template, name: 'Fill', inputs: [{ sku_id: sku }], outputs: [{ sku_id: sku }] });
  const product = nextId('BAT');
  await ok('/api/step-instances', {
    instance_id: `INS6${String(++counter).padStart(5, '0')}`,
    template_id: template,
    operator: 'Ann',
    consumed: [{ resource_id: lot, quantity, bin_id: bin }],
    produced: [{ batch_id: product, sku_id: sku, quantity: made, bin_id: bin }],
  });
  return product;
}

describe('a shipment of many lines', () => {
  it('books every line from two bins as one release, conserves stock, and the trace names the customer through a mixture and a run', async () => {
    const mixed = await blend(t.app, [6, 4]);
    const [raw] = mixed.batches as [string];
    const { sku, bin: jarBin } = await jars();
    // A second lot of the same raw material, turned by a run into a product lot.
    const rawTwo = await newBatchOf(t.app, mixed.sku);
    await receive(t.app, jarBin, rawTwo, 5);
    const product = await run(rawTwo, 2, jarBin, 2);
    const spa = await newCustomer('Spa Lumière');
    const movementsBefore = await movementCount(t);

    const shipment = await shipped({
      customer_id: spa,
      reference: 'PO-4711',
      operator: 'Bo',
      lines: [
        { bin_id: mixed.bin, item_id: mixed.mix, quantity: 5 },
        { bin_id: jarBin, item_id: sku, quantity: 12 },
        { bin_id: jarBin, item_id: product, quantity: 1.5 },
      ],
    });

    expect(await movementCount(t)).toBe(movementsBefore + 3);
    expect(await contentsOf(t.app, mixed.bin)).toEqual({ [mixed.mix]: 5 });
    expect(await contentsOf(t.app, jarBin)).toEqual({ [sku]: 8, [rawTwo]: 3, [product]: 0.5 });
    // The mixture gave its lots in proportion, 3 and 2 kg, and says so in its log.
    expect(remaining(await mixtureOf(t.app, mixed.mix))).toEqual([3, 2]);
    expect(shipment).toMatchObject({
      customer: { customer_id: spa, name: 'Spa Lumière', email: 'orders@example.com', archived: false },
      reference: 'PO-4711',
      operator: 'Bo',
    });
    expect(
      shipment.lines.map((line) => [
        line.bin_id,
        line.item_id,
        line.quantity,
        line.unit,
        line.lots.map((lot) => [lot.batch_id, lot.quantity]),
      ]),
    ).toEqual([
      [
        mixed.bin,
        mixed.mix,
        5,
        'kg',
        [
          [mixed.batches[0], 3],
          [mixed.batches[1], 2],
        ],
      ],
      [jarBin, sku, 12, 'ea', []],
      [jarBin, product, 1.5, 'kg', [[product, 1.5]]],
    ]);

    const operation = OperationResource.parse((await call(t.app, 'GET', `/api/operation/${shipment.operation_id}`)).json()).state;
    expect(operation.kind).toBe('release');
    expect(operation.movements.map((m) => [m.kind, m.item_id, m.from_bin, m.quantity])).toEqual([
      ['release', mixed.mix, mixed.bin, 5],
      ['release', sku, jarBin, 12],
      ['release', product, jarBin, 1.5],
    ]);

    // The raw lot reached the customer inside the mixture; the second one through the run's product.
    const [throughMixture] = (await downstream(raw)).customers;
    expect(throughMixture).toMatchObject({ customer_id: spa, shipments: [{ item_id: mixed.mix, quantity: 5, reference: 'PO-4711' }] });
    expect([throughMixture?.shipments[0]?.lower_bound, throughMixture?.shipments[0]?.upper_bound]).toEqual([3, 3]);
    const [throughRun] = (await downstream(rawTwo)).customers;
    expect(throughRun).toMatchObject({ customer_id: spa, shipments: [{ item_id: product, quantity: 1.5, reference: 'PO-4711' }] });

    const again = ShipmentResource.parse((await call(t.app, 'GET', `/api/shipment/${shipment.operation_id}`)).json());
    expect(again.state).toEqual(shipment);
    const listed = ShipmentListResource.parse((await call(t.app, 'GET', `/api/shipments?customer=${spa}`)).json()).state;
    expect([listed.total, listed.items.map((item) => item.state)]).toEqual([
      1,
      [{ operation_id: shipment.operation_id, at: shipment.at, customer_id: spa, reference: 'PO-4711', operator: 'Bo', lines: 3 }],
    ]);
  });

  it('adds up lines of one item from one bin, and answers a retry with the same shipment', async () => {
    const { sku, bin } = await jars();
    const customer = await newCustomer('Online shop');
    const body = {
      customer_id: customer,
      lines: [
        { bin_id: bin, item_id: sku, quantity: 2 },
        { bin_id: bin, item_id: sku, quantity: 3 },
      ],
    };
    const first = await ship(body, { 'idempotency-key': `ship-${customer}` });
    const retry = await ship(body, { 'idempotency-key': `ship-${customer}` });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const { lines } = ShipmentAnswer.parse(first.json()).state;
    expect(lines.map((line) => [line.item_id, line.quantity])).toEqual([[sku, 5]]);
    expect(await contentsOf(t.app, bin)).toEqual({ [sku]: 15 });
  });

  it('prints a packing slip naming the customer, the reference, every line and the lots inside a mixture', async () => {
    const mixed = await blend(t.app, [1, 1]);
    const customer = await newCustomer('Hotel Adler');
    const { operation_id } = await shipped({
      customer_id: customer,
      reference: 'PO-88',
      lines: [{ bin_id: mixed.bin, item_id: mixed.mix, quantity: 0.5 }],
    });
    const response = await call(t.app, 'GET', `/api/shipment/${operation_id}/packing-slip.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'slip-')), 'slip.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of ['Packing slip', `Shipment ${operation_id}`, 'Hotel Adler', 'Hafenstraße 1', 'PO-88', mixed.mix, '0.5 kg'])
      expect(text).toContain(expected);
    for (const lot of mixed.batches) expect(text).toMatch(new RegExp(`Lot ${lot}.*0\\.25 kg`));
  });

  it('refuses a short line, a mixture in another bin, a fraction of a counted item, an unknown customer and no lines, changing nothing', async () => {
    const mixed = await blend(t.app, [2]);
    const { sku, bin } = await jars();
    const customer = await newCustomer('Careful Ltd');
    const before = [await contentsOf(t.app, bin), await contentsOf(t.app, mixed.bin)];
    const movements = await movementCount(t);
    const fieldsOf = (problem: { 'invalid-params'?: { name: string }[] }) => problem['invalid-params']?.map((param) => param.name);
    const line = (item: string, where: string, quantity: number) => ({ bin_id: where, item_id: item, quantity });

    const short = expectProblem(
      await ship({ customer_id: customer, lines: [line(sku, bin, 15), line(sku, bin, 6)] }),
      'insufficient-quantity',
      409,
    );
    expect(fieldsOf(short)).toEqual(['lines[1].quantity']);
    const elsewhere = expectProblem(await ship({ customer_id: customer, lines: [line(mixed.mix, bin, 1)] }), 'validation-error', 400);
    expect(fieldsOf(elsewhere)).toEqual(['lines[0].bin_id']);
    const fraction = expectProblem(
      await ship({ customer_id: customer, lines: [line(sku, bin, 1), line(sku, bin, 0.5)] }),
      'validation-error',
      400,
    );
    expect(fieldsOf(fraction)).toEqual(['lines[1].quantity']);
    expectProblem(await ship({ customer_id: 'CUS999998', lines: [line(sku, bin, 1)] }), 'missing-resource', 404);
    expectProblem(await ship({ customer_id: customer, lines: [line(sku, 'BIN999997', 1)] }), 'missing-resource', 404);
    expect(fieldsOf(expectProblem(await ship({ customer_id: customer, lines: [] }), 'validation-error', 400))).toEqual(['lines']);
    expect(fieldsOf(expectProblem(await ship({ customer_id: customer, lines: [line(sku, bin, -1)] }), 'validation-error', 400))).toEqual([
      'lines[0].quantity',
    ]);

    expect([await contentsOf(t.app, bin), await contentsOf(t.app, mixed.bin)]).toEqual(before);
    expect(await movementCount(t)).toBe(movements);
    expectProblem(await call(t.app, 'GET', '/api/shipment/999999'), 'missing-resource', 404);
  });

  it('refuses a line of a lot on recall hold', async () => {
    const mixed = await blend(t.app, [3]);
    const customer = await newCustomer('Held back');
    const held = await call(t.app, 'POST', '/api/holds', { item_ids: [mixed.batches[0]], reason: 'smell', operator: 'QA' });
    expect(held.statusCode, held.body).toBe(200);
    expectProblem(
      await ship({ customer_id: customer, operator: 'Bo', lines: [{ bin_id: mixed.bin, item_id: mixed.mix, quantity: 1 }] }),
      'item-on-hold',
      409,
    );
    expect(await contentsOf(t.app, mixed.bin)).toEqual({ [mixed.mix]: 3 });
  });
});
