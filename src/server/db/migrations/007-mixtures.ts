import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../connect';
import { indexTable } from './002-search';

/**
 * Mixtures: blends of batches of one SKU in one bin. Quantities are micro-units.
 * - `mixture_components`: what each batch put in and what of it remains; a mixture's total
 *   is the sum of its remainders and always equals its bin entry.
 * - `mixture_events`: the mixture's log (created, draw, split, moves, releases, free entries).
 * - `mixture_takes`: lineage, one row per component a draw, split, release, move-out or forced
 *   delete took from, so traceability reads exact amounts without replaying the ledger.
 * Mixtures join the search index by id, with their SKU; they have no name of their own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bigint = pg ? 'bigint' : 'integer';
  const serial = pg ? 'bigserial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // No foreign keys to bins, SKUs or batches: those may be archived while a mixture keeps naming them.
  await db.schema
    .createTable('mixtures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('bin_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mixtures_sku').on('mixtures').column('sku_id').execute();

  await db.schema
    .createTable('mixture_components')
    .addColumn('mix_id', 'text', (c) => c.notNull().references('mixtures.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('qty_initial', bigint, (c) => c.notNull().check(sql`qty_initial > 0`))
    .addColumn('qty_remaining', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('mixture_components_pk', ['mix_id', 'position'])
    .addUniqueConstraint('mixture_components_batch', ['mix_id', 'batch_id'])
    .addCheckConstraint('mixture_components_remaining', sql`qty_remaining >= 0 and qty_remaining <= qty_initial`)
    .execute();
  await db.schema.createIndex('mixture_components_batch_id').on('mixture_components').column('batch_id').execute();

  await db.schema
    .createTable('mixture_events')
    .addColumn('id', serial, autoId)
    .addColumn('mix_id', 'text', (c) => c.notNull().references('mixtures.id'))
    .addColumn('at', bigint, (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('details', 'text')
    .addColumn('operation_id', bigint, (c) => c.references('operations.id'))
    .execute();
  await db.schema.createIndex('mixture_events_mix').on('mixture_events').columns(['mix_id', 'id']).execute();

  await db.schema
    .createTable('mixture_takes')
    .addColumn('id', serial, autoId)
    .addColumn('operation_id', bigint, (c) => c.notNull().references('operations.id'))
    .addColumn('mix_id', 'text', (c) => c.notNull().references('mixtures.id'))
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('quantity', bigint, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('new_mix_id', 'text', (c) => c.references('mixtures.id'))
    .execute();
  await db.schema.createIndex('mixture_takes_mix').on('mixture_takes').columns(['mix_id', 'id']).execute();
  await db.schema.createIndex('mixture_takes_batch').on('mixture_takes').columns(['batch_id', 'id']).execute();
  await db.schema.createIndex('mixture_takes_operation').on('mixture_takes').column('operation_id').execute();

  await indexTable(db, { table: 'mixtures', kind: 'mixture', rank: 2, name: null, skuId: 'sku_id' });
}
