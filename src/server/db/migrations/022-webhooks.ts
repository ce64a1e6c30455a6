import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * Signed webhooks (decision 044): the registered URLs, the events the stock core writes in an
 * operation's transaction (an outbox), and one delivery row per event and webhook, which the
 * worker claims with a lease. UNIQUE(webhook_id, event_id) keeps each event to one delivery
 * per webhook, however many servers share the database.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bigint = pg ? 'bigint' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('webhooks')
    .addColumn('id', pg ? 'bigserial' : 'integer', autoId)
    .addColumn('url', 'text', (c) => c.notNull())
    // JSON array of event types
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('created_by', 'text')
    // A removed webhook keeps its row, so its delivery log still names it.
    .addColumn('deleted_at', bigint)
    .execute();
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', pg ? 'bigserial' : 'integer', autoId)
    .addColumn('type', 'text', (c) => c.notNull())
    // JSON: the event's data
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('at', bigint, (c) => c.notNull())
    .addColumn('operation_id', bigint)
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', pg ? 'bigserial' : 'integer', autoId)
    .addColumn('webhook_id', bigint, (c) => c.notNull().references('webhooks.id'))
    .addColumn('event_id', bigint, (c) => c.notNull().references('webhook_events.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', bigint, (c) => c.notNull())
    .addColumn('lease_until', bigint)
    .addColumn('lease_owner', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', bigint)
    .addUniqueConstraint('webhook_deliveries_once', ['webhook_id', 'event_id'])
    .execute();
  // The worker's poll: pending rows due first.
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  // A webhook's delivery log, newest first.
  await db.schema.createIndex('webhook_deliveries_log').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();
}
