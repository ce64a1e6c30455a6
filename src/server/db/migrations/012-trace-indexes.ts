import { sql, type Kysely } from 'kysely';

/**
 * Indexes for traceability (docs/decisions/017): a trace reads a whole generation of
 * the genealogy at once, thousands of ids a query, so each read is answered from one index
 * without visiting the table rows (bench/trace.ts measured the gain).
 * - the runs that took a lot, and the rows of a set of runs, in position order;
 * - the run that made a lot, and the run of an operation (a mixture take names the operation);
 * - the undone runs, few, which every ledger read of a trace leaves out;
 * - a lot's ledger rows by kind and direction with their amounts: what entered it, what left
 *   its bins, its releases.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('step_consumed_taken').on('step_consumed').columns(['resource_id', 'instance_id']).execute();
  await db.schema
    .createIndex('step_consumed_rows')
    .on('step_consumed')
    .columns(['instance_id', 'position', 'resource_id', 'quantity'])
    .execute();
  await db.schema.createIndex('step_produced_made').on('step_produced').columns(['batch_id', 'instance_id']).execute();
  await db.schema
    .createIndex('step_produced_rows')
    .on('step_produced')
    .columns(['instance_id', 'position', 'batch_id', 'quantity'])
    .execute();
  await db.schema
    .createIndex('step_instances_operation')
    .on('step_instances')
    .columns(['operation_id', 'id', 'undo_operation_id'])
    .execute();
  await db.schema
    .createIndex('step_instances_undone')
    .on('step_instances')
    .columns(['undo_operation_id', 'operation_id'])
    .where(sql.ref('undo_operation_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('movements_item_flow')
    .on('movements')
    .columns(['item_id', 'kind', 'from_bin', 'to_bin', 'quantity', 'operation_id'])
    .execute();
}
