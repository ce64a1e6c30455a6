import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/** Bins, SKUs, batches, their codes, bin contents, the stock ledger, id counters, idempotency keys. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bigint = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('bins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('props', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('skus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('props', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sku_id', 'text', (c) => c.references('skus.id'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('props', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('batches_sku_id').on('batches').column('sku_id').execute();

  await db.schema
    .createTable('item_codes')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('owned', 'associated')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_codes_pk', ['item_id', 'code'])
    .execute();
  // An owned code names one thing only, so a scan of it resolves to one item.
  await db.schema
    .createIndex('item_codes_owned_unique')
    .on('item_codes')
    .column('code')
    .unique()
    .where(sql.ref('kind'), '=', 'owned')
    .execute();
  await db.schema.createIndex('item_codes_code').on('item_codes').column('code').execute();

  await db.schema
    .createTable('bin_contents')
    .addColumn('bin_id', 'text', (c) => c.notNull().references('bins.id'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('bin_contents_pk', ['bin_id', 'item_id'])
    .execute();
  await db.schema.createIndex('bin_contents_item_id').on('bin_contents').column('item_id').execute();

  await db.schema
    .createTable('movements')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', bigint, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('from_bin', 'text')
    .addColumn('to_bin', 'text')
    .addColumn('quantity', bigint, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('operator', 'text')
    .addColumn('note', 'text')
    .addColumn('reason', 'text')
    .addColumn('idempotency_key', 'text')
    .addCheckConstraint('movements_has_side', sql`from_bin is not null or to_bin is not null`)
    .execute();
  await db.schema.createIndex('movements_item').on('movements').columns(['item_id', 'id']).execute();
  await db.schema.createIndex('movements_from_bin').on('movements').columns(['from_bin', 'id']).execute();
  await db.schema.createIndex('movements_to_bin').on('movements').columns(['to_bin', 'id']).execute();

  // The ledger is append-only: the database itself refuses to change or remove a row.
  if (pg) {
    await sql`create function movements_append_only() returns trigger language plpgsql as $$
      begin raise exception 'movements are append-only'; end $$`.execute(db);
    await sql`create trigger movements_no_update before update or delete on movements
      for each row execute function movements_append_only()`.execute(db);
  } else {
    await sql`create trigger movements_no_update before update on movements
      begin select raise(abort, 'movements are append-only'); end`.execute(db);
    await sql`create trigger movements_no_delete before delete on movements
      begin select raise(abort, 'movements are append-only'); end`.execute(db);
  }

  await db.schema
    .createTable('id_counters')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('next_value', bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}
