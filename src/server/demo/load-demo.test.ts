import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite, type DB } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { findLedgerMismatches } from '../features/stock/invariant';
import {
  DEMO_BATCHES,
  DEMO_BINS,
  DEMO_CUSTOMERS,
  DEMO_MIXTURES,
  DEMO_RUNS,
  DEMO_SHIPMENTS,
  DEMO_SKUS,
  DEMO_STOCK,
  DEMO_TEMPLATES,
  ean13,
} from './demo-data';
import { countUserRows, DatabaseNotEmpty, loadDemo } from './load-demo';

describe('demo data set', () => {
  it('uses valid EAN-13 check digits and no owned code twice', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    const owned = [...DEMO_SKUS, ...DEMO_BATCHES].flatMap((item) => item.owned_codes);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('counts bulk materials by weight or volume and packaging by the piece', () => {
    // A pail or drum is how a material arrives, not how it is used: a run takes 40 kg, not 2 pails.
    const units = DEMO_SKUS.map((sku) => [sku.id, sku.unit ?? 'ea']);
    expect(units).toEqual([
      ['SKU000001', 'kg'],
      ['SKU000002', 'kg'],
      ['SKU000003', 'L'],
      ['SKU000004', 'kg'],
      ['SKU000005', 'kg'],
      ['SKU000006', 'kg'],
      ['SKU000007', 'kg'],
      ['SKU000008', 'L'],
      ['SKU000009', 'ea'],
      ['SKU000010', 'ea'],
      ['SKU000011', 'L'],
    ]);
  });

  it('only refers to bins and items it defines', () => {
    const bins = new Set(DEMO_BINS.map((b) => b.id));
    const items = new Set([...DEMO_SKUS, ...DEMO_BATCHES].map((i) => i.id));
    const skus = new Set(DEMO_SKUS.map((s) => s.id));
    for (const batch of DEMO_BATCHES) expect(skus).toContain(batch.sku_id);
    for (const step of DEMO_STOCK) {
      expect(items).toContain(step.item);
      for (const bin of [step.from, step.to]) if (bin) expect(bins).toContain(bin);
    }
    for (const { body } of DEMO_MIXTURES) {
      expect(skus).toContain(body.sku_id);
      expect(bins).toContain(body.bin_id);
      for (const component of body.components) expect(items).toContain(component.batch_id);
    }
    for (const template of DEMO_TEMPLATES) for (const req of [...template.inputs, ...template.outputs]) expect(skus).toContain(req.sku_id);
    for (const run of DEMO_RUNS) {
      for (const input of run.consumed) expect(bins).toContain(input.bin_id);
      for (const output of run.produced)
        expect([skus.has(output.sku_id), bins.has(output.bin_id), items.has(output.batch_id)]).toEqual([true, true, false]);
    }
  });
});

describe('loadDemo', () => {
  let db: DB;
  beforeEach(async () => {
    db = openSqlite(':memory:');
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('loads every record into an empty database, with stock that agrees with the ledger', async () => {
    const summary = await loadDemo(db);
    expect(await countUserRows(db)).toEqual({
      bins: summary.bins,
      skus: summary.skus,
      batches: summary.batches,
      movements: summary.movements,
    });
    expect(await findLedgerMismatches(db)).toEqual([]);
    const operators = await db.selectFrom('movements').select('operator').distinct().execute();
    expect(operators.every((row) => row.operator)).toBe(true);
    const bins = await db.selectFrom('bins').select(['id', 'name', 'zone', 'notes']).orderBy('id').execute();
    expect(bins).toEqual(DEMO_BINS.map(({ id, name, zone, notes }) => ({ id, name, zone, notes: notes ?? null })));
    // The blend holds 140 kg less the 0.5 kg drawn, the run consumed from staging and made its lot.
    const blend = await db
      .selectFrom('bin_contents')
      .select(['bin_id', 'quantity'])
      .where('item_id', '=', DEMO_MIXTURES[0]?.body.mix_id ?? '')
      .execute();
    expect(blend).toEqual([{ bin_id: 'BIN000002', quantity: 139_500_000 }]);
    const made = await db.selectFrom('bin_contents').select(['bin_id', 'quantity']).where('item_id', '=', 'BAT000016').execute();
    // 7 of the 12 jars made were shipped to two customers.
    expect(made).toEqual([{ bin_id: 'BIN000008', quantity: 5_000_000 }]);
    expect(summary).toMatchObject({ batches: DEMO_BATCHES.length + 1, mixtures: 1, runs: 1 });
    // A demo shows lot fields and a measured unit: an expired lot, supplier lots, a SKU in litres.
    const expired = await db
      .selectFrom('batches')
      .select(['id', 'supplier_lot'])
      .where('expires_on', '<', new Date().toISOString().slice(0, 10))
      .execute();
    expect(expired).toEqual([{ id: 'BAT000008', supplier_lot: 'NLT7204' }]);
    const litres = await db.selectFrom('bin_contents').select(['bin_id', 'quantity']).where('item_id', '=', 'BAT000017').execute();
    expect(litres).toEqual([{ bin_id: 'BIN000002', quantity: 12_500_000 }]);
    const customers = await db.selectFrom('customers').select(['id', 'name', 'contact']).orderBy('id').execute();
    expect(customers).toEqual(DEMO_CUSTOMERS.map(({ id, name, contact }) => ({ id, name, contact })));
    const shipments = await db.selectFrom('shipments').select(['customer_id', 'reference']).orderBy('operation_id').execute();
    expect(shipments).toEqual(DEMO_SHIPMENTS.map(({ customer_id, reference }) => ({ customer_id, reference })));
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    await db.insertInto('bins').values({ id: 'BIN000042', props: null, created_at: Date.now() }).execute();
    await expect(loadDemo(db)).rejects.toBeInstanceOf(DatabaseNotEmpty);
    expect(await countUserRows(db)).toEqual({ bins: 1, skus: 0, batches: 0, movements: 0 });
  });
});
