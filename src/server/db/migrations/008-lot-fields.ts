import type { Kysely } from 'kysely';

/**
 * A batch may carry its expiry date (ISO 'YYYY-MM-DD' text, which compares as dates do on
 * both databases) and its supplier's lot code, indexed because search looks codes up by it.
 * An archived batch keeps both for its restore.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['batches', 'archived_items']) {
    await db.schema.alterTable(table).addColumn('expires_on', 'text').execute();
    await db.schema.alterTable(table).addColumn('supplier_lot', 'text').execute();
  }
  await db.schema.createIndex('batches_supplier_lot').on('batches').column('supplier_lot').execute();
}
