import type { Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * Shipments (decision 043): a release operation that names the customer it went to and the
 * order's reference. The operation and its movements are the ledger's as for any release; this
 * row only says to whom. Customers that a shipment names stay on the record (record-holders.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('operation_id', isPostgres(db) ? 'bigint' : 'integer', (c) => c.primaryKey().references('operations.id'))
    // No reference to customers: a deleted customer on the record moves to the archive, as a bin the ledger names does.
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .execute();
  await db.schema.createIndex('shipments_customer').on('shipments').columns(['customer_id', 'operation_id']).execute();
}
