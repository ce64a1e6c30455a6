import type { Insertable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import { oneOf } from '../../db/id-set';
import type { BatchesTable, BinsTable, CustomersTable, ItemCodesTable, SkusTable } from '../../db/schema';
import { idsHeldOnRecord } from '../../core/record-holders';
import type { Trx } from '../../db/transaction';
import { chunksOf } from '../../../shared/chunks';

/**
 * Bulk reads and writes for an import: a 10,000-row file is a few statements per kind, not
 * several per row. A read binds its ids as one set (db/id-set.ts); rows are inserted in
 * chunks that stay far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
 */
const CHUNK = 500;

export type ItemTable = 'bins' | 'skus' | 'batches' | 'customers';

/**
 * Which of `ids` are live in `table`. With `hold`, PostgreSQL key-share-locks them until commit,
 * so a bin or parent SKU the import names cannot be deleted under it.
 */
export async function liveIds(db: DB | Trx, table: ItemTable, ids: readonly string[], hold = false): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const query = db.selectFrom(table).select('id').where('id', 'in', oneOf(db, ids));
  const rows = await (hold && isPostgres(db) ? query.forKeyShare() : query).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Which of `ids` have history: archived, named by the ledger, or by a table registered as holding
 * them (as core/archive.ts usedBefore asks, for many ids at once).
 */
export async function idsUsedBefore(db: DB | Trx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const archived = await db.selectFrom('archived_items').select('id').where('id', 'in', oneOf(db, ids)).execute();
  const columns = ids[0]?.startsWith('BIN') ? (['from_bin', 'to_bin'] as const) : (['item_id'] as const);
  const used = new Set(archived.map((row) => row.id));
  for (const column of columns) {
    const rows = await db.selectFrom('movements').select(`${column} as id`).distinct().where(column, 'in', oneOf(db, ids)).execute();
    for (const row of rows) if (row.id !== null) used.add(row.id);
  }
  for (const id of await idsHeldOnRecord(db, ids)) used.add(id);
  return used;
}

/** The owner of each of `codes` that some item owns. */
export async function ownersOfCodes(db: DB | Trx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('item_codes')
    .select(['code', 'item_id'])
    .where('kind', '=', 'owned')
    .where('code', 'in', oneOf(db, codes))
    .execute();
  return new Map(rows.map((row) => [row.code, row.item_id]));
}

export interface NewRows {
  bins: Insertable<BinsTable>;
  skus: Insertable<SkusTable>;
  batches: Insertable<BatchesTable>;
  customers: Insertable<CustomersTable>;
  item_codes: Insertable<ItemCodesTable>;
}

/** Inserts rows in chunks; the search index follows by trigger (migration 002). */
export async function insertRows<T extends keyof NewRows>(trx: Trx, table: T, rows: readonly NewRows[T][]): Promise<void> {
  for (const chunk of chunksOf(rows, CHUNK)) {
    // Kysely cannot relate a generic table name to its row type; NewRows does.
    await trx
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}
