import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';

/**
 * Records as evidence (docs/decisions/013-records.md):
 * - `operations` groups ledger rows: one row per stock-changing act (a form's receive, an
 *   audit, a forced bin delete, later a mixture action or a production run), and every
 *   movement names its operation. Existing movements each become an operation of their own.
 * - `archived_items` keeps a deleted bin, SKU or batch that has history, so history rows and
 *   traces keep its name and codes, and it can be restored.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bigint = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('operations')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', bigint, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text')
    .addColumn('operator', 'text')
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text')
    .execute();
  await db.schema.createIndex('operations_document').on('operations').columns(['document_id', 'id']).execute();

  await db.schema
    .alterTable('movements')
    .addColumn('operation_id', bigint, (c) => c.references('operations.id'))
    .execute();
  await sql`insert into operations (id, at, kind, document_id, operator, note, idempotency_key)
    select id, at,
      case kind when 'adjust' then 'audit' else kind end,
      case when kind in ('adjust', 'bin-delete') then coalesce(from_bin, to_bin) end,
      operator, note, idempotency_key
    from movements`.execute(db);
  await withLedgerWritable(db, () => sql`update movements set operation_id = id`.execute(db));
  if (pg) {
    await sql`select setval(pg_get_serial_sequence('operations', 'id'), coalesce((select max(id) from operations), 0) + 1, false)`.execute(
      db,
    );
    await sql`alter table movements alter column operation_id set not null`.execute(db);
  }
  await db.schema.createIndex('movements_operation').on('movements').columns(['operation_id', 'id']).execute();
  await appendOnly(db, 'operations');

  await db.schema
    .createTable('archived_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bin', 'sku', 'batch')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text')
    .addColumn('props', 'text')
    .addColumn('codes', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('archived_at', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('archived_items_listing').on('archived_items').columns(['archived_at', 'id']).execute();
  await db.schema.createIndex('archived_items_sku').on('archived_items').column('sku_id').execute();
}

/** The ledger refuses every update by trigger; the backfill above is the one sanctioned exception. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
async function withLedgerWritable(db: Kysely<any>, work: () => Promise<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table movements disable trigger movements_no_update`.execute(db);
    await work();
    await sql`alter table movements enable trigger movements_no_update`.execute(db);
  } else {
    await sql`drop trigger movements_no_update`.execute(db);
    await work();
    await sql`create trigger movements_no_update before update on movements
      begin select raise(abort, 'movements are append-only'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
async function appendOnly(db: Kysely<any>, table: string): Promise<void> {
  const name = sql.id(table);
  if (isPostgres(db)) {
    await sql`create or replace function append_only() returns trigger language plpgsql as $$
      begin raise exception '% rows are append-only', tg_table_name; end $$`.execute(db);
    await sql`create trigger ${sql.id(`${table}_no_update`)} before update or delete on ${name}
      for each row execute function append_only()`.execute(db);
  } else {
    await sql`create trigger ${sql.id(`${table}_no_update`)} before update on ${name}
      begin select raise(abort, ${sql.lit(`${table} are append-only`)}); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_no_delete`)} before delete on ${name}
      begin select raise(abort, ${sql.lit(`${table} are append-only`)}); end`.execute(db);
  }
}
