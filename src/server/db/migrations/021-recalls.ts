import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * Recall records (decision 045): a recall over a downstream trace, the hold operation that put
 * what was on hand on hold (none for a drill), and per customer of the trace a snapshot of how
 * to reach them and what they received, with who told them, when and how.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bigint = pg ? 'bigint' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('recalls')
    .addColumn('id', pg ? 'bigserial' : 'integer', autoId)
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('drill', 'integer', (c) => c.notNull().check(sql`drill in (0, 1)`))
    // JSON arrays: the ids traced, and those the hold put on hold
    .addColumn('item_ids', 'text', (c) => c.notNull())
    .addColumn('held_ids', 'text', (c) => c.notNull())
    .addColumn('hold_operation_id', bigint, (c) => c.references('operations.id'))
    .addColumn('started_at', bigint, (c) => c.notNull())
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_person_id', 'text')
    .addColumn('closed_at', bigint)
    .addColumn('closed_by', 'text')
    .addColumn('closed_person_id', 'text')
    .addColumn('close_note', 'text')
    .execute();
  await db.schema
    .createTable('recall_customers')
    .addColumn('recall_id', bigint, (c) => c.notNull().references('recalls.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    // the trace's order: by first shipment
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    // JSON: the traced shipments to them, as the trace answered
    .addColumn('shipments', 'text', (c) => c.notNull())
    .addColumn('notified_at', bigint)
    .addColumn('notified_by', 'text')
    .addColumn('notified_person_id', 'text')
    .addColumn('method', 'text', (c) => c.check(sql`method in ('phone', 'email', 'letter', 'in person', 'other')`))
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('recall_customers_pk', ['recall_id', 'customer_id'])
    .execute();
  // A customer a recall names stays on the record (record-holders.ts): the lookup is by customer.
  await db.schema.createIndex('recall_customers_customer').on('recall_customers').column('customer_id').execute();
}
