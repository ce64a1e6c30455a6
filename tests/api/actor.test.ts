import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationKind } from '../../src/server/db/schema';
import { HoldAnswer } from '../../src/shared/contract/holds';
import { HistoryResource, OperationResource, type OperationState } from '../../src/shared/contract/history';
import { ImportAnswer } from '../../src/shared/contract/import';
import { InstanceResource } from '../../src/shared/contract/step-instances';
import { call, newBin } from '../support/builders';
import { blend, mixtureOf, newBatchOf, newMeasuredSku } from '../support/mixture-builders';
import { newSku, receive } from '../support/stock-builders';
import { expectLedgerConsistent, expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let oil: string;
let soap: string;
const template = 'TPL400001';
beforeAll(async () => {
  t = await startTestApp();
  oil = await newMeasuredSku(t.app, 'Olive oil');
  soap = await newSku(t.app);
  const response = await call(t.app, 'POST', '/api/step-templates', {
    template_id: template,
    name: 'Saponify',
    inputs: [{ sku_id: oil, quantity: 5 }],
    outputs: [{ sku_id: soap, quantity: 10 }],
  });
  expect(response.statusCode, response.body).toBe(201);
});
afterAll(() => t.close());

/** Every kind of operation; a kind added later fails to compile here until a test names its actor. */
const KINDS: Record<OperationKind, true> = {
  receive: true,
  release: true,
  move: true,
  audit: true,
  'bin-delete': true,
  'mixture-create': true,
  'mixture-draw': true,
  'mixture-split': true,
  'step-run': true,
  'step-undo': true,
  hold: true,
  'hold-release': true,
};

let counter = 0;
const next = (prefix: 'INS' | 'BAT') => `${prefix}4${String(++counter).padStart(5, '0')}`;

const ok = async (method: string, url: string, body?: unknown, status = 200) => {
  const response = await call(t.app, method, url, body);
  expect(response.statusCode, response.body).toBe(status);
  return response;
};

const operation = async (id: number): Promise<OperationState> =>
  OperationResource.parse((await ok('GET', `/api/operation/${id}`)).json()).state;

/**
 * The operations `operator` did, found as the ledger's history shows them (every row names
 * them), then each as its operation page shows it: kind, and who, on the operation and each row.
 */
async function operationsBy(operator: string): Promise<[kind: string, operator: string | null][]> {
  const rows = HistoryResource.parse((await ok('GET', `/api/history?operator=${encodeURIComponent(operator)}&limit=200&order=asc`)).json())
    .state.items;
  expect(rows.map((row) => row.operator)).toEqual(rows.map(() => operator));
  const operations = await Promise.all([...new Set(rows.map((row) => row.operation.id))].map(operation));
  for (const op of operations) expect(op.movements.map((row) => row.operator)).toEqual(op.movements.map(() => operator));
  return operations.map((op) => [op.kind, op.operator]);
}

/** A run of the template consuming `lot` (in its bin) and `mix`, producing one lot into `out`. */
async function runOf(operator: string, lot: { batch: string; bin: string }, mix: { mix: string; bin: string }, out: string) {
  const id = next('INS');
  await ok(
    'POST',
    '/api/step-instances',
    {
      instance_id: id,
      template_id: template,
      operator,
      consumed: [
        { resource_id: lot.batch, quantity: 1, bin_id: lot.bin },
        { resource_id: mix.mix, quantity: 2, bin_id: mix.bin },
      ],
      produced: [{ batch_id: next('BAT'), sku_id: soap, quantity: 10, bin_id: out }],
    },
    201,
  );
  return id;
}

async function lotIn(quantity: number): Promise<{ batch: string; bin: string }> {
  const bin = await newBin(t.app);
  const batch = await newBatchOf(t.app, oil);
  await receive(t.app, bin, batch, quantity);
  return { batch, bin };
}

describe('every operation records who did it', () => {
  it('a receive, a release and a move name the operator of their form', async () => {
    const [a, b, sku] = [await newBin(t.app), await newBin(t.app), await newSku(t.app)];
    await ok('POST', `/api/bin/${a}/contents`, { id: sku, quantity: 5, operator: ' Rae Receiver ' }, 201);
    await ok('POST', `/api/bin/${a}/contents`, { id: sku, quantity: -1, operator: 'Rex Releaser' }, 201);
    await ok('PUT', `/api/bin/${a}/contents/move`, { id: sku, destination: b, quantity: 2, operator: 'Mo Mover' });
    expect(await operationsBy('Rae Receiver')).toEqual([['receive', 'Rae Receiver']]);
    expect(await operationsBy('Rex Releaser')).toEqual([['release', 'Rex Releaser']]);
    expect(await operationsBy('Mo Mover')).toEqual([['move', 'Mo Mover']]);
  });

  it('an audit names its operator', async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    await receive(t.app, bin, sku, 4);
    await ok('POST', `/api/bin/${bin}/audit`, { counts: { [sku]: 3 }, operator: 'Ada Auditor' }, 201);
    expect(await operationsBy('Ada Auditor')).toEqual([['audit', 'Ada Auditor']]);
  });

  it("a mixture's create, draw and split name created_by, in the ledger and in its log; a release and a move through the bin forms name their operator", async () => {
    const lot = await lotIn(10);
    const mix = 'MIX400001';
    await ok(
      'POST',
      '/api/mixtures',
      { mix_id: mix, sku_id: oil, bin_id: lot.bin, components: [{ batch_id: lot.batch, quantity: 8 }], created_by: 'Bea Blender' },
      201,
    );
    await ok('POST', `/api/mixture/${mix}/draw`, { quantity: 1, created_by: 'Dee Drawer' });
    const elsewhere = await newBin(t.app);
    await ok(
      'POST',
      `/api/mixture/${mix}/split`,
      { quantity: 2, destination_bin: elsewhere, new_mix_id: 'MIX400002', created_by: 'Sy Splitter' },
      201,
    );
    await ok('POST', `/api/bin/${lot.bin}/contents`, { id: mix, quantity: -1, operator: 'Rhea Releaser' }, 201);
    await ok('PUT', `/api/bin/${lot.bin}/contents/move`, { id: mix, destination: elsewhere, quantity: 4, operator: 'Max Mover' });
    expect(await operationsBy('Bea Blender')).toEqual([['mixture-create', 'Bea Blender']]);
    expect(await operationsBy('Dee Drawer')).toEqual([['mixture-draw', 'Dee Drawer']]);
    expect(await operationsBy('Sy Splitter')).toEqual([['mixture-split', 'Sy Splitter']]);
    expect(await operationsBy('Rhea Releaser')).toEqual([['release', 'Rhea Releaser']]);
    expect(await operationsBy('Max Mover')).toEqual([['move', 'Max Mover']]);
    const log = (await mixtureOf(t.app, mix)).audit.map((entry) => [entry.event, entry.created_by]);
    expect(log).toEqual([
      ['created', 'Bea Blender'],
      ['draw', 'Dee Drawer'],
      ['split', 'Sy Splitter'],
      ['bin-release', 'Rhea Releaser'],
      ['moved', 'Max Mover'],
    ]);
    expect((await mixtureOf(t.app, 'MIX400002')).created_by).toBe('Sy Splitter');
  });

  it('a run names its operator, and its undo names who undid it and why, who also in the log of the mixture it gives back to', async () => {
    const lot = await lotIn(3);
    const mixture = await blend(t.app, [6], { sku: oil });
    const run = await runOf('Ray Runner', lot, mixture, await newBin(t.app));
    await ok(
      'DELETE',
      `/api/step-instance/${run}?operator=${encodeURIComponent('  Una Undoer ')}&note=${encodeURIComponent('Wrong drum')}`,
    );
    expect(await operationsBy('Ray Runner')).toEqual([['step-run', 'Ray Runner']]);
    expect(await operationsBy('Una Undoer')).toEqual([['step-undo', 'Una Undoer']]);
    const undone = HistoryResource.parse((await ok('GET', `/api/history?operator=Una%20Undoer&limit=1`)).json()).state.items[0];
    expect((await operation(undone?.operation.id ?? -1)).note).toBe(`undo of ${run}: Wrong drum`);
    // The run's own page says who undid it, by that operation.
    const kept = InstanceResource.parse((await ok('GET', `/api/step-instance/${run}`)).json()).state.undone;
    expect(kept).toMatchObject({ operator: 'Una Undoer', operation_id: undone?.operation.id });
    const log = (await mixtureOf(t.app, mixture.mix)).audit.slice(-2).map((entry) => [entry.event, entry.created_by]);
    expect(log).toEqual([
      ['step-instance-consume', 'Ray Runner'],
      ['step-instance-undo', 'Una Undoer'],
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('a forced bin delete names who deleted the bin, also in the log of a mixture it empties', async () => {
    const lot = await lotIn(3);
    const mixture = await blend(t.app, [2], { bin: lot.bin, sku: oil });
    await ok('DELETE', `/api/bin/${lot.bin}?force=true&operator=Del%20Deleter`);
    expect(await operationsBy('Del Deleter')).toEqual([['bin-delete', 'Del Deleter']]);
    expect((await mixtureOf(t.app, mixture.mix)).audit.at(-1)).toMatchObject({ event: 'bin-delete', created_by: 'Del Deleter' });
    await expectLedgerConsistent(t.db);
  });

  it("an import's opening stock names who imported it", async () => {
    const [bin, sku] = [await newBin(t.app), await newSku(t.app)];
    const response = await ok('POST', '/api/import', { kind: 'stock', rows: [{ bin, item: sku, quantity: 3 }], operator: 'Ida Importer' });
    const [id] = ImportAnswer.parse(response.json()).operation_ids;
    expect(await operation(id ?? 0)).toMatchObject({ kind: 'receive', operator: 'Ida Importer', note: 'import' });
    expect(await operationsBy('Ida Importer')).toEqual([['receive', 'Ida Importer']]);
  });

  it('a hold and its release name their operator (operations without ledger rows)', async () => {
    const { batch } = await lotIn(1);
    const held = HoldAnswer.parse(
      (await ok('POST', '/api/holds', { item_ids: [batch], reason: 'Recall 7', operator: 'Hal Holder' })).json(),
    );
    const released = HoldAnswer.parse((await ok('POST', '/api/holds/release', { item_ids: [batch], operator: 'Rue Releaser' })).json());
    expect(await operation(held.state?.operation_id ?? 0)).toMatchObject({ kind: 'hold', operator: 'Hal Holder', movements: [] });
    expect(await operation(released.state?.operation_id ?? 0)).toMatchObject({
      kind: 'hold-release',
      operator: 'Rue Releaser',
      movements: [],
    });
  });

  it('every kind of operation was booked above with its actor', async () => {
    const rows = await t.db.selectFrom('operations').select(['kind', 'operator']).where('operator', 'is not', null).execute();
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(Object.keys(KINDS)));
  });
});

describe('undo and forced delete without an operator', () => {
  it('still work, as before, and record no one; the mixture logs name the run and the delete', async () => {
    const lot = await lotIn(3);
    const mixture = await blend(t.app, [6], { sku: oil });
    const run = await runOf('Ray Runner', lot, mixture, await newBin(t.app));
    await ok('DELETE', `/api/step-instance/${run}`);
    expect((await mixtureOf(t.app, mixture.mix)).audit.at(-1)).toMatchObject({ event: 'step-instance-undo', created_by: 'Ray Runner' });
    await ok('DELETE', `/api/bin/${mixture.bin}?force=true`);
    expect((await mixtureOf(t.app, mixture.mix)).audit.at(-1)).toMatchObject({ event: 'bin-delete', created_by: 'bin-delete' });
    const anonymous = await t.db
      .selectFrom('operations')
      .select('kind')
      .where('operator', 'is', null)
      .where('kind', 'in', ['step-undo', 'bin-delete'])
      .execute();
    expect(anonymous.map((row) => row.kind).sort()).toEqual(['bin-delete', 'step-undo']);
    await expectLedgerConsistent(t.db);
  });

  it('refuse a blank or overlong operator as a problem naming it, and change nothing', async () => {
    const lot = await lotIn(3);
    const mixture = await blend(t.app, [6], { sku: oil });
    const run = await runOf('Ray Runner', lot, mixture, await newBin(t.app));
    for (const url of [`/api/step-instance/${run}?operator=%20%20`, `/api/bin/${lot.bin}?force=true&operator=%20`]) {
      const problem = expectProblem(await call(t.app, 'DELETE', url), 'validation-error', 400);
      expect(problem['invalid-params']).toEqual([{ name: 'operator', reason: 'must not be blank' }]);
    }
    const long = expectProblem(
      await call(t.app, 'DELETE', `/api/bin/${lot.bin}?force=true&operator=${'x'.repeat(201)}`),
      'validation-error',
      400,
    );
    expect(long['invalid-params']).toEqual([{ name: 'operator', reason: 'must be at most 200 characters' }]);
    await ok('GET', `/api/step-instance/${run}`);
    await ok('GET', `/api/bin/${lot.bin}`);
  });
});
