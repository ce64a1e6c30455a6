import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { indexTable } from './002-search';

/**
 * Manufacturing (docs/decisions/016-production-runs.md). Quantities are micro-units.
 * - `step_templates` and `step_requirements`: what a step takes in and gives out; requirements
 *   are rows so a SKU that a template names can be found (it cannot be deleted).
 * - `step_instances`: production runs. A run's stock effects are one ledger operation; an
 *   undone run keeps its row (with the undoing operation) so its id is never given again and
 *   its record stays evidence, but it leaves lists, search and traces.
 * - `step_consumed` and `step_produced`: the run's rows as booked. What a consumed mixture
 *   gave of each lot is in `mixture_takes` under the run's operation.
 * Templates join the search index with their names, runs by id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = isPostgres(db) ? 'bigint' : 'integer';

  await db.schema
    .createTable('step_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('metadata', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('step_requirements')
    .addColumn('template_id', 'text', (c) => c.notNull().references('step_templates.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('input', 'output')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.check(sql`quantity > 0`))
    /** JSON of the row's other keys, kept as given */
    .addColumn('extra', 'text')
    .addPrimaryKeyConstraint('step_requirements_pk', ['template_id', 'side', 'position'])
    .execute();
  await db.schema.createIndex('step_requirements_sku').on('step_requirements').column('sku_id').execute();

  await db.schema
    .createTable('step_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('metadata', 'text')
    .addColumn('deviations', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('operation_id', bigint, (c) => c.notNull().references('operations.id'))
    .addColumn('undo_operation_id', bigint, (c) => c.references('operations.id'))
    .execute();
  await db.schema.createIndex('step_instances_listing').on('step_instances').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('step_instances_template').on('step_instances').columns(['template_id', 'created_at']).execute();

  await db.schema
    .createTable('step_consumed')
    .addColumn('instance_id', 'text', (c) => c.notNull().references('step_instances.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull())
    /** the lot's or mixture's SKU when the run was booked; null for a lot without one */
    .addColumn('sku_id', 'text')
    .addColumn('bin_id', 'text', (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('remaining_qty', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('step_consumed_pk', ['instance_id', 'position'])
    .execute();
  await db.schema.createIndex('step_consumed_resource').on('step_consumed').column('resource_id').execute();

  await db.schema
    .createTable('step_produced')
    .addColumn('instance_id', 'text', (c) => c.notNull().references('step_instances.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('bin_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('step_produced_pk', ['instance_id', 'position'])
    .execute();
  await db.schema.createIndex('step_produced_batch').on('step_produced').column('batch_id').execute();

  await indexTable(db, { table: 'step_templates', kind: 'step-template', rank: 3, name: 'name', skuId: null });
  await indexTable(db, { table: 'step_instances', kind: 'step-instance', rank: 4, name: null, skuId: null });
}
