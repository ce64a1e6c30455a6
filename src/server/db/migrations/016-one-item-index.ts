import type { Kysely } from 'kysely';

/**
 * Every query that finds an item's movements reads them through movements_item_operation
 * (item, operation, id), whose leading column serves as well as the older (item, id) index's;
 * that one only cost each movement a write into one more index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('movements_item').execute();
}
