import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { indexTable } from './002-search';

/**
 * Customers (issue 23, docs/decisions/043-shipments-and-recalls.md): who shipped lots go to. Search finds a
 * customer by id, by the words of its name or contact, and by its email. A deleted customer
 * that is on the record (a later table names it: shipments.customer_id) is archived like a bin
 * with history, keeping its details in columns of their own so a restore puts them back; the
 * archive's kinds grow by one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();
  await indexTable(db, { table: 'customers', kind: 'customer', rank: 5, name: 'name', skuId: null, alsoFound: ['contact', 'email'] });

  for (const column of CUSTOMER_DETAILS) await db.schema.alterTable('archived_items').addColumn(column, 'text').execute();
  await allowArchivedKinds(db, ['bin', 'sku', 'batch', 'customer']);
}

/** What an archived customer keeps besides its name and notes (archived_items has both already). */
const CUSTOMER_DETAILS = ['contact', 'email', 'phone', 'address'] as const;

/**
 * archived_items.kind is checked against a list (migration 003). PostgreSQL replaces the check;
 * SQLite cannot alter a check, so the table is made again with it and its rows copied over.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
async function allowArchivedKinds(db: Kysely<any>, kinds: readonly string[]): Promise<void> {
  const check = sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;
  if (isPostgres(db)) {
    await sql`alter table archived_items drop constraint archived_items_kind_check`.execute(db);
    await sql`alter table archived_items add constraint archived_items_kind_check check (${check})`.execute(db);
    return;
  }
  const columns = [
    'id',
    'kind',
    'name',
    'sku_id',
    'props',
    'codes',
    'created_at',
    'archived_at',
    'zone',
    'notes',
    'unit',
    'expires_on',
    'supplier_lot',
    ...CUSTOMER_DETAILS,
  ];
  await db.schema
    .createTable('archived_items_new')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(check))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text')
    .addColumn('props', 'text')
    .addColumn('codes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'integer', (c) => c.notNull())
    .addColumn('zone', 'text')
    .addColumn('notes', 'text')
    .addColumn('unit', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('supplier_lot', 'text')
    .addColumn('contact', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .execute();
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into archived_items_new (${list}) select ${list} from archived_items`.execute(db);
  await sql`drop table archived_items`.execute(db);
  await sql`alter table archived_items_new rename to archived_items`.execute(db);
  await db.schema.createIndex('archived_items_listing').on('archived_items').columns(['archived_at', 'id']).execute();
  await db.schema.createIndex('archived_items_sku').on('archived_items').column('sku_id').execute();
}
