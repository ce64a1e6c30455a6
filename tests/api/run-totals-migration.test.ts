import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate';
import { toMicro } from '../../src/server/stock-core/quantities';
import { blankDatabase, migrateBefore } from '../support/databases';

describe('migration 014: what each run took in all, and in how many units', () => {
  it('writes the totals of runs booked before it from their stored rows', async () => {
    const database = await blankDatabase();
    try {
      await migrateBefore(database.db, '014');
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 014
      const old = database.db as Kysely<any>;
      await old
        .insertInto('skus')
        .values([
          { id: 'SKU000001', name: 'Glycerin', props: null, created_at: 1, unit: 'kg' },
          { id: 'SKU000002', name: 'Rose cream jar', props: null, created_at: 1, unit: 'ea' },
        ])
        .execute();
      const operations = await old
        .insertInto('operations')
        .values([1, 2, 3].map((at) => ({ at, kind: 'step-run', document_id: null, operator: 'Ann', note: null, idempotency_key: null })))
        .returning('id')
        .execute();
      const run = (id: string, i: number) => ({
        id,
        template_id: 'TPL000001',
        template_name: 'Fill',
        operator: 'Ann',
        notes: null,
        metadata: null,
        deviations: '[]',
        created_at: i,
        operation_id: operations[i]?.id as number,
      });
      await old
        .insertInto('step_instances')
        .values([run('INS000001', 0), run('INS000002', 1), run('INS000003', 2)])
        .execute();
      const consumed = (instance_id: string, position: number, sku_id: string | null, quantity: number) => ({
        instance_id,
        position,
        resource_id: `BAT00000${position + 1}`,
        sku_id,
        bin_id: 'BIN000001',
        quantity: toMicro(quantity),
        remaining_qty: 0,
      });
      await old
        .insertInto('step_consumed')
        .values([
          // Kilograms in, jars out: two units.
          consumed('INS000001', 0, 'SKU000001', 0.5),
          consumed('INS000001', 1, 'SKU000001', 1.25),
          // Kilograms in and out: one unit.
          consumed('INS000002', 0, 'SKU000001', 2),
          // A lot with no SKU counts in ea, like the jars it makes.
          consumed('INS000003', 0, null, 3),
        ])
        .execute();
      const produced = (instance_id: string, sku_id: string) => ({
        instance_id,
        position: 0,
        batch_id: `BAT10000${instance_id.at(-1)}`,
        sku_id,
        quantity: toMicro(1),
        bin_id: 'BIN000001',
      });
      await old
        .insertInto('step_produced')
        .values([produced('INS000001', 'SKU000002'), produced('INS000002', 'SKU000001'), produced('INS000003', 'SKU000002')])
        .execute();

      await migrateToLatest(database.db);

      const runs = await database.db.selectFrom('step_instances').select(['id', 'taken', 'unit_count']).orderBy('id').execute();
      expect(runs.map((r) => [r.id, Number(r.taken), r.unit_count])).toEqual([
        ['INS000001', toMicro(1.75), 2],
        ['INS000002', toMicro(2), 1],
        ['INS000003', toMicro(3), 1],
      ]);
    } finally {
      await database.drop();
    }
  });
});
