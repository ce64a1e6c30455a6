import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * A run keeps what it took in all and how many units its inputs and outputs count in, written
 * when it is booked (its rows never change after). A downstream trace reads thousands of runs a
 * generation and needs only these two facts of each, not every row each run took
 * (docs/decisions/028, "Reading units at scale"); both are read from an index, as are the SKUs of
 * the lots it made and the amounts of the takes of a lot.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .alterTable('step_instances')
    .addColumn('taken', bigint, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('step_instances')
    .addColumn('unit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update step_instances set
    taken = coalesce((select sum(quantity) from step_consumed c where c.instance_id = step_instances.id), 0),
    unit_count = (
      select count(distinct coalesce(s.unit, 'ea'))
      from (
        select sku_id from step_consumed c where c.instance_id = step_instances.id
        union all
        select sku_id from step_produced p where p.instance_id = step_instances.id
      ) as run_skus
      left join skus s on s.id = run_skus.sku_id
    )`.execute(db);
  await db.schema.createIndex('step_instances_totals').on('step_instances').columns(['id', 'taken', 'unit_count']).execute();
  await db.schema.dropIndex('step_produced_rows').execute();
  await db.schema
    .createIndex('step_produced_rows')
    .on('step_produced')
    .columns(['instance_id', 'position', 'batch_id', 'quantity', 'sku_id'])
    .execute();
  await db.schema.dropIndex('step_consumed_taken').execute();
  await db.schema.createIndex('step_consumed_taken').on('step_consumed').columns(['resource_id', 'instance_id', 'quantity']).execute();
}
