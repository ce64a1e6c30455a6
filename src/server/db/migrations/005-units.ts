import type { Kysely } from 'kysely';

/**
 * A SKU counts its stock in a unit of measure; every SKU so far counted whole units. An
 * archived SKU keeps its unit for its restore.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('skus')
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('ea'))
    .execute();
  await db.schema.alterTable('archived_items').addColumn('unit', 'text').execute();
}
