import { sql, type Kysely } from 'kysely';

/**
 * Histories list holds and releases beside movements, in the order their operations took effect
 * (docs/decisions/018-recall-holds.md, "On the record"). Each part of a history is read in
 * (operation, id) order from an index and the parts are merged, so a page reads only its offset
 * and length of each, at any size of ledger:
 * - an item's movements (a SKU's history reads one item after another);
 * - the items each hold operation held, and each release released (also the operation's page).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('movements_item_operation').on('movements').columns(['item_id', 'operation_id', 'id']).execute();
  await db.schema.createIndex('item_holds_hold_operation').on('item_holds').columns(['hold_operation_id', 'id']).execute();
  await db.schema
    .createIndex('item_holds_release_operation')
    .on('item_holds')
    .columns(['release_operation_id', 'id'])
    .where(sql.ref('release_operation_id'), 'is not', null)
    .execute();
}
