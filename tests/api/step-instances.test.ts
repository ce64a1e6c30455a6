import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResource } from '../../src/shared/contract/batches';
import { InstanceAnswer, InstanceListResource, InstanceResource } from '../../src/shared/contract/step-instances';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { SearchResource } from '../../src/shared/contract/search';
import { call, newBin } from '../support/builders';
import { blend, mixtureOf, newBatchOf, newMeasuredSku, remaining } from '../support/mixture-builders';
import { sendJson } from '../support/parallel-http';
import { contentsOf, newBatch, newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let oil: string;
let soap: string;
let template: string;
beforeAll(async () => {
  t = await startTestApp();
  oil = await newMeasuredSku(t.app, 'Olive oil');
  soap = await newSku(t.app);
  template = 'TPL600001';
  const response = await call(t.app, 'POST', '/api/step-templates', {
    template_id: template,
    name: 'Saponify',
    inputs: [{ sku_id: oil, quantity: 5 }],
    outputs: [{ sku_id: soap, quantity: 10 }],
  });
  expect(response.statusCode, response.body).toBe(201);
});
afterAll(() => t.close());

let counter = 0;
const next = (prefix: 'INS' | 'BAT') => `${prefix}6${String(++counter).padStart(5, '0')}`;

const run = (body: Record<string, unknown>, key?: string) =>
  call(t.app, 'POST', '/api/step-instances', body, key ? { 'idempotency-key': key } : {});

/** A lot of the oil SKU with `quantity` kg in a new bin. */
async function lotIn(quantity: number, bin?: string): Promise<{ batch: string; bin: string }> {
  const where = bin ?? (await newBin(t.app));
  const batch = await newBatchOf(t.app, oil);
  await receive(t.app, where, batch, quantity);
  return { batch, bin: where };
}

/** Rows in every table a run writes: a refusal must leave them all as they were. */
async function footprint(): Promise<Record<string, number>> {
  const tables = [
    'step_instances',
    'step_consumed',
    'step_produced',
    'batches',
    'movements',
    'operations',
    'bin_contents',
    'mixture_takes',
    'mixture_events',
    'item_codes',
  ];
  const counts = await Promise.all(
    tables.map((table) => sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)),
  );
  const stock = await sql<{ total: number | string | null }>`select sum(quantity) as total from bin_contents`.execute(t.db);
  return {
    ...Object.fromEntries(tables.map((table, i) => [table, Number(counts[i]?.rows[0]?.n)])),
    stock: Number(stock.rows[0]?.total ?? 0),
  };
}

async function expectNothingWritten(refusal: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const before = await footprint();
  const response = await refusal();
  expect(await footprint()).toEqual(before);
  return response;
}

describe('production runs', () => {
  it('consumes lots and a mixture, produces lots into a bin, as one operation, and answers the run', async () => {
    const a = await lotIn(4);
    const b = await lotIn(3);
    const mixture = await blend(t.app, [6, 4], { sku: oil });
    const out = await newBin(t.app);
    const id = next('INS');
    const [made1, made2] = [next('BAT'), next('BAT')];
    const response = await run({
      instance_id: id,
      template_id: template,
      operator: '  Ann  ',
      notes: 'Morning batch',
      consumed: [
        { resource_id: a.batch, quantity: 1.5, bin_id: a.bin },
        { resource_id: b.batch, quantity: 3, bin_id: b.bin },
        { resource_id: mixture.mix, quantity: 5, bin_id: mixture.bin },
      ],
      produced: [
        { batch_id: made1, sku_id: soap, quantity: 6, bin_id: out, name: 'Soap lot 1', owned_codes: [`code-${made1}`] },
        { batch_id: made2, sku_id: soap, quantity: 4, bin_id: out },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = InstanceAnswer.required({ state: true }).parse(response.json());
    expect(answer.status).toBe('step instance created');
    const state = answer.state;
    expect(state).toMatchObject({
      instance_id: id,
      template_id: template,
      template_name: 'Saponify',
      operator: 'Ann',
      notes: 'Morning batch',
      undo_blocked_by: null,
    });
    expect(state.consumed).toEqual([
      {
        resource_id: a.batch,
        resource_type: 'batch',
        name: `Lot ${a.batch}`,
        sku_id: oil,
        unit: 'kg',
        bin_id: a.bin,
        quantity: 1.5,
        remaining_qty: 2.5,
      },
      {
        resource_id: b.batch,
        resource_type: 'batch',
        name: `Lot ${b.batch}`,
        sku_id: oil,
        unit: 'kg',
        bin_id: b.bin,
        quantity: 3,
        remaining_qty: 0,
      },
      {
        resource_id: mixture.mix,
        resource_type: 'mixture',
        name: 'Olive oil',
        sku_id: oil,
        unit: 'kg',
        bin_id: mixture.bin,
        quantity: 5,
        remaining_qty: 5,
        components: [
          { batch_id: mixture.batches[0], name: `Lot ${mixture.batches[0]}`, quantity: 3 },
          { batch_id: mixture.batches[1], name: `Lot ${mixture.batches[1]}`, quantity: 2 },
        ],
      },
    ]);
    expect(state.produced).toEqual([
      { batch_id: made1, sku_id: soap, name: 'Soap lot 1', unit: 'ea', quantity: 6, bin_id: out },
      { batch_id: made2, sku_id: soap, name: '', unit: 'ea', quantity: 4, bin_id: out },
    ]);
    // 9.5 kg of oil against a nominal 5; 10 soaps as planned.
    expect(state.deviations).toEqual([{ side: 'input', sku_id: oil, expected: 5, actual: 9.5, reason: 'quantity differs' }]);

    expect(await contentsOf(t.app, a.bin)).toEqual({ [a.batch]: 2.5 });
    expect(await contentsOf(t.app, b.bin)).toEqual({});
    expect(await contentsOf(t.app, out)).toEqual({ [made1]: 6, [made2]: 4 });
    expect(remaining(await mixtureOf(t.app, mixture.mix))).toEqual([3, 2]);
    const lot = BatchResource.parse((await call(t.app, 'GET', `/api/batch/${made1}`)).json()).state;
    expect(lot).toMatchObject({ sku_id: soap, qty_remaining: 6, owned_codes: [`code-${made1}`] });

    const operations = await t.db
      .selectFrom('movements')
      .select(['operation_id', 'kind'])
      .where('operation_id', '=', state.operation_id)
      .execute();
    expect(operations.map((m) => m.kind).sort()).toEqual(['step-consume', 'step-consume', 'step-consume', 'step-produce', 'step-produce']);
    const read = InstanceResource.parse((await call(t.app, 'GET', `/api/step-instance/${id}`)).json());
    expect(read.state).toEqual(state);
    await expectLedgerConsistent(t.db);
  });

  it('answers a run as GET reads it back: a lot and a mixture each in two rows, a lot without a SKU, metadata', async () => {
    const a = await lotIn(4);
    const elsewhere = await lotIn(1);
    await receive(t.app, elsewhere.bin, a.batch, 2);
    const plain = await newBatch(t.app);
    await receive(t.app, a.bin, plain, 5);
    const mixture = await blend(t.app, [6, 4, 0.001], { sku: oil });
    const id = next('INS');
    const response = await run({
      instance_id: id,
      template_id: template,
      operator: 'Ann',
      metadata: { shift: 'night', line: 2 },
      consumed: [
        { resource_id: mixture.mix, quantity: 1, bin_id: mixture.bin },
        { resource_id: a.batch, quantity: 1, bin_id: a.bin },
        { resource_id: plain, quantity: 2, bin_id: a.bin },
        { resource_id: a.batch, quantity: 2, bin_id: elsewhere.bin },
        { resource_id: mixture.mix, quantity: 0.5, bin_id: mixture.bin },
      ],
      produced: [
        { batch_id: next('BAT'), sku_id: soap, quantity: 2, bin_id: a.bin, name: 'Bars', associated_codes: ['x-1'] },
        { batch_id: next('BAT'), sku_id: oil, quantity: 0.25, bin_id: elsewhere.bin },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const state = InstanceAnswer.required({ state: true }).parse(response.json()).state;
    expect(state.consumed.map((c) => [c.resource_id, c.unit, c.remaining_qty])).toEqual([
      [mixture.mix, 'kg', 9.001],
      [a.batch, 'kg', 5],
      [plain, 'ea', 3],
      [a.batch, 'kg', 3],
      [mixture.mix, 'kg', 8.501],
    ]);
    // Each row of a mixture lists what the run took of its lots over all its rows.
    expect(state.consumed[4]?.components).toEqual(state.consumed[0]?.components);
    const read = InstanceResource.parse((await call(t.app, 'GET', `/api/step-instance/${id}`)).json());
    expect(read.state).toEqual(state);
    await expectLedgerConsistent(t.db);
  });

  it('writes nothing when the third consumed row is short, and names that row', async () => {
    const a = await lotIn(2);
    const b = await lotIn(2);
    const response = await expectNothingWritten(() =>
      run({
        instance_id: next('INS'),
        template_id: template,
        operator: 'Ann',
        consumed: [
          { resource_id: a.batch, quantity: 1, bin_id: a.bin },
          { resource_id: b.batch, quantity: 2, bin_id: b.bin },
          // With the first row counted, only 1 of the 2 is left.
          { resource_id: a.batch, quantity: 1.5, bin_id: a.bin },
        ],
        produced: [{ batch_id: next('BAT'), sku_id: soap, quantity: 1, bin_id: a.bin }],
      }),
    );
    const problem = expectProblem(response, 'insufficient-quantity', 409);
    expect(problem['invalid-params']).toEqual([{ name: 'consumed[2].quantity', reason: 'requested 1.5, but only 1 is available' }]);
  });

  it.each([
    ['a missing template', { template_id: 'TPL699999' }, 'missing-resource', 404],
    ['a missing bin', { consumed: [{ resource_id: 'LOT', quantity: 1, bin_id: 'BIN699999' }] }, 'missing-resource', 404],
    ['a missing lot', { consumed: [{ resource_id: 'BAT699999', quantity: 1, bin_id: 'BIN_' }] }, 'missing-resource', 404],
    [
      'a produced SKU that does not exist',
      { produced: [{ batch_id: 'BAT_', sku_id: 'SKU699999', quantity: 1, bin_id: 'BIN_' }] },
      'validation-error',
      400,
    ],
    [
      'a fraction of a counted SKU',
      { produced: [{ batch_id: 'BAT_', sku_id: 'SOAP', quantity: 1.5, bin_id: 'BIN_' }] },
      'validation-error',
      400,
    ],
    ['a produced lot without a bin', { produced: [{ batch_id: 'BAT_', sku_id: 'SOAP', quantity: 1 }] }, 'validation-error', 400],
  ])('refuses %s and writes nothing', async (_, change, type, status) => {
    const lot = await lotIn(2);
    // Placeholders in the change stand for this test's own bin, lot, a fresh lot id and the soap SKU.
    const placeholders: Record<string, string> = { BIN_: lot.bin, LOT: lot.batch, BAT_: next('BAT'), SOAP: soap };
    const fill = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value).replace(/"(BIN_|LOT|BAT_|SOAP)"/g, (_, key: string) => JSON.stringify(placeholders[key])));
    const body = {
      instance_id: next('INS'),
      template_id: template,
      operator: 'Ann',
      consumed: [{ resource_id: lot.batch, quantity: 1, bin_id: lot.bin }],
      produced: [{ batch_id: next('BAT'), sku_id: soap, quantity: 1, bin_id: lot.bin }],
      ...(fill(change) as object),
    };
    expectProblem(await expectNothingWritten(() => run(body)), type as never, status);
  });

  it('refuses a mixture consumed from another bin, an id taken, and a produced lot id that exists', async () => {
    const mixture = await blend(t.app, [2], { sku: oil });
    const other = await newBin(t.app);
    const base = {
      template_id: template,
      operator: 'Ann',
      produced: [{ batch_id: next('BAT'), sku_id: soap, quantity: 1, bin_id: other }],
    };
    const wrongBin = await expectNothingWritten(() =>
      run({ ...base, instance_id: next('INS'), consumed: [{ resource_id: mixture.mix, quantity: 1, bin_id: other }] }),
    );
    expect(expectProblem(wrongBin, 'validation-error', 400)['invalid-params']).toEqual([
      { name: 'consumed[0].bin_id', reason: 'mixture is not stored in the specified bin' },
    ]);

    const lot = await lotIn(3);
    const consumed = [{ resource_id: lot.batch, quantity: 1, bin_id: lot.bin }];
    const id = next('INS');
    expect((await run({ ...base, instance_id: id, consumed })).statusCode).toBe(201);
    expectProblem(await expectNothingWritten(() => run({ ...base, instance_id: id, consumed })), 'duplicate-resource', 409);
    const taken = await expectNothingWritten(() => run({ ...base, instance_id: next('INS'), consumed }));
    expect(expectProblem(taken, 'duplicate-resource', 409)['invalid-params']).toEqual([
      { name: 'produced[0].batch_id', reason: 'must not already exist' },
    ]);
  });

  it('answers a retry with the same Idempotency-Key once, booking the run once', async () => {
    const lot = await lotIn(3);
    const body = {
      instance_id: next('INS'),
      template_id: template,
      operator: 'Ann',
      consumed: [{ resource_id: lot.batch, quantity: 1, bin_id: lot.bin }],
      produced: [{ batch_id: next('BAT'), sku_id: soap, quantity: 2, bin_id: lot.bin }],
    };
    const first = await run(body, `run-${body.instance_id}`);
    const again = await run(body, `run-${body.instance_id}`);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(first.body);
    expect(await contentsOf(t.app, lot.bin)).toEqual({ [lot.batch]: 2, [body.produced[0]?.batch_id as string]: 2 });
  });

  it('undoes a run exactly: lots and mixture components back, products retired, the id never given again', async () => {
    const lot = await lotIn(4);
    const mixture = await blend(t.app, [6, 4], { sku: oil });
    const out = await newBin(t.app);
    const id = next('INS');
    const made = next('BAT');
    const body = {
      instance_id: id,
      template_id: template,
      operator: 'Ann',
      consumed: [
        { resource_id: lot.batch, quantity: 4, bin_id: lot.bin },
        { resource_id: mixture.mix, quantity: 2.5, bin_id: mixture.bin },
      ],
      produced: [{ batch_id: made, sku_id: soap, quantity: 3, bin_id: out }],
    };
    expect((await run(body)).statusCode).toBe(201);
    const before = await mixtureOf(t.app, mixture.mix);
    expect(remaining(before)).toEqual([4.5, 3]);
    const found = async () =>
      SearchResource.parse((await call(t.app, 'GET', `/api/search?query=${id}`)).json()).state.results.map((r) => [r.id, r.kind]);
    expect(await found()).toEqual([[id, 'step-instance']]);

    const undone = await call(t.app, 'DELETE', `/api/step-instance/${id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(InstanceAnswer.parse(undone.json()).status).toBe('step instance deleted');
    expect(await contentsOf(t.app, lot.bin)).toEqual({ [lot.batch]: 4 });
    expect(await contentsOf(t.app, out)).toEqual({});
    expect(remaining(await mixtureOf(t.app, mixture.mix))).toEqual([6, 4]);
    expect((await call(t.app, 'GET', `/api/mixture/${mixture.mix}`)).json().state.qty_total).toBe(10);
    expectProblem(await call(t.app, 'GET', `/api/batch/${made}`), 'missing-resource', 404);
    // The run stays readable as evidence: who undid it (this undo named nobody), when, by which operation; nothing more to do with it.
    const kept = InstanceResource.parse((await call(t.app, 'GET', `/api/step-instance/${id}`)).json());
    expect(kept.operations).toEqual([]);
    expect(kept.state.undone).toEqual({ operation_id: expect.any(Number) as number, operator: null, at: expect.any(String) as string });
    expect(kept.state.undone?.operation_id).toBeGreaterThan(kept.state.operation_id);
    expect(kept.state.undo_blocked_by).toBeNull();
    expect(kept.state.produced.map((row) => [row.batch_id, row.quantity])).toEqual([[made, 3]]);
    expect(await found()).toEqual([]);
    expectProblem(await call(t.app, 'DELETE', `/api/step-instance/${id}`), 'missing-resource', 404);
    // Both ids stay spent: the run's row and the product's ledger history remain.
    expectProblem(await run({ ...body, consumed: [{ resource_id: lot.batch, quantity: 1, bin_id: lot.bin }] }), 'duplicate-resource', 409);
    expectProblem(await call(t.app, 'POST', '/api/batches', { id: made }), 'duplicate-resource', 409);
    await expectLedgerConsistent(t.db);
  });

  it('refuses to undo once a product has been used, and keeps consumed and produced lots from being deleted', async () => {
    const lot = await lotIn(2);
    const out = await newBin(t.app);
    const id = next('INS');
    const made = next('BAT');
    const body = {
      instance_id: id,
      template_id: template,
      operator: 'Ann',
      consumed: [{ resource_id: lot.batch, quantity: 2, bin_id: lot.bin }],
      produced: [{ batch_id: made, sku_id: soap, quantity: 5, bin_id: out }],
    };
    expect((await run(body)).statusCode).toBe(201);
    const consumedLot = expectProblem(await call(t.app, 'DELETE', `/api/batch/${lot.batch}`), 'resource-in-use', 409);
    expect(consumedLot.detail).toContain(id);
    await receive(t.app, out, made, -1);
    const state = InstanceResource.parse((await call(t.app, 'GET', `/api/step-instance/${id}`)).json()).state;
    expect(state.undo_blocked_by).toBe(`${made} has been used since the run.`);
    const refused = await expectNothingWritten(() => call(t.app, 'DELETE', `/api/step-instance/${id}`));
    expect(expectProblem(refused, 'resource-in-use', 409).detail).toBe(`${made} has been used since the run.`);
  });

  it('updates the operator, notes and metadata only, and lists runs newest first, by template', async () => {
    const lot = await lotIn(5);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = next('INS');
      ids.push(id);
      const response = await run({
        instance_id: id,
        template_id: template,
        operator: 'Ann',
        consumed: [{ resource_id: lot.batch, quantity: 1, bin_id: lot.bin }],
        produced: [{ batch_id: next('BAT'), sku_id: soap, quantity: 1, bin_id: lot.bin }],
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const patched = await call(t.app, 'PATCH', `/api/step-instance/${ids[0]}`, {
      instance_id: ids[0],
      operator: 'Bo',
      notes: null,
      metadata: { shift: 2 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(InstanceAnswer.parse(patched.json()).state).toMatchObject({ operator: 'Bo', notes: null, metadata: { shift: 2 } });
    expectProblem(
      await call(t.app, 'PATCH', `/api/step-instance/${ids[0]}`, { instance_id: ids[0], consumed: [] }),
      'validation-error',
      400,
    );

    const list = InstanceListResource.parse((await call(t.app, 'GET', `/api/step-instances?template=${template}&limit=3`)).json());
    expect(list.state.items.map((item) => item.state.instance_id)).toEqual([...ids].reverse());
    expect(list.state.items[0]?.state.inputs).toEqual([{ id: lot.batch, name: `Lot ${lot.batch}` }]);
    expect(list.state.total).toBeGreaterThanOrEqual(3);
    const next_ = NextIdResource.parse((await call(t.app, 'GET', '/api/next/step-instance')).json()).state;
    expect(ids).not.toContain(next_);
  });

  it('never over-consumes a lot when 100 runs compete for it', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const lot = await lotIn(30);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        sendJson(base, 'POST', '/api/step-instances', {
          instance_id: next('INS'),
          template_id: template,
          operator: 'Ann',
          consumed: [{ resource_id: lot.batch, quantity: 1, bin_id: lot.bin }],
          produced: [{ batch_id: next('BAT'), sku_id: soap, quantity: 1, bin_id: lot.bin }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(70);
    const left = await contentsOf(t.app, lot.bin);
    expect(left[lot.batch]).toBeUndefined();
    await expectLedgerConsistent(t.db);
  });
});
