import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * Recall holds (docs/decisions/018-recall-holds.md). A hold and its release are ledger
 * operations (kinds 'hold' and 'hold-release', the reason in the note); `item_holds` says which
 * lots and mixtures each hold covered and, once released, by which operation. At most one live
 * hold per item, so a stock change asks one indexed row per item it takes out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bigint = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('item_holds')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('at', bigint, (c) => c.notNull())
    .addColumn('hold_operation_id', bigint, (c) => c.notNull().references('operations.id'))
    .addColumn('release_operation_id', bigint, (c) => c.references('operations.id'))
    .execute();
  await sql`create unique index item_holds_live on item_holds (item_id) where release_operation_id is null`.execute(db);
  await db.schema.createIndex('item_holds_item').on('item_holds').columns(['item_id', 'id']).execute();
}
