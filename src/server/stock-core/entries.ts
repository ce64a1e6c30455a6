import { isPostgres, type DB } from '../db/connect';
import type { NewMovement, NewOperation } from '../db/schema';
import type { Trx } from '../db/transaction';

/** What a bin holds of an item, in micro-units (0 when there is no entry). */
export async function quantityIn(db: DB | Trx, binId: string, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('bin_contents')
    .select('quantity')
    .where('bin_id', '=', binId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

export interface EntryKey {
  binId: string;
  itemId: string;
}

export const entryKey = (binId: string, itemId: string) => `${binId}\u0000${itemId}`;

/**
 * Reads bin entries (given in record's fixed order) and, on PostgreSQL, locks them until
 * the transaction ends, in that order. Answers quantities by `entryKey`; absent entries are absent.
 */
export async function readEntries(trx: Trx, keys: readonly EntryKey[]): Promise<Map<string, number>> {
  let query = trx
    .selectFrom('bin_contents')
    .select(['bin_id', 'item_id', 'quantity'])
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('bin_id', '=', key.binId), eb('item_id', '=', key.itemId)]))))
    .orderBy('bin_id')
    .orderBy('item_id');
  // SQLite runs one writer at a time, so rows need no lock of their own there.
  if (isPostgres(trx)) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((row) => [entryKey(row.bin_id, row.item_id), row.quantity]));
}

export async function addToContent(trx: Trx, binId: string, itemId: string, quantity: number): Promise<number> {
  const row = await trx
    .insertInto('bin_contents')
    .values({ bin_id: binId, item_id: itemId, quantity })
    .onConflict((oc) => oc.columns(['bin_id', 'item_id']).doUpdateSet((eb) => ({ quantity: eb('bin_contents.quantity', '+', quantity) })))
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return row.quantity;
}

/** Sets a locked entry to what remains; an entry that reaches zero is removed. */
export async function setContent(trx: Trx, binId: string, itemId: string, remaining: number): Promise<void> {
  if (remaining === 0) {
    await trx.deleteFrom('bin_contents').where('bin_id', '=', binId).where('item_id', '=', itemId).execute();
  } else {
    await trx.updateTable('bin_contents').set({ quantity: remaining }).where('bin_id', '=', binId).where('item_id', '=', itemId).execute();
  }
}

export async function insertOperation(trx: Trx, row: NewOperation): Promise<number> {
  const inserted = await trx.insertInto('operations').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Movements per statement: 11 bound values each stays inside SQLite's 32,766 (an import books 10,000). */
const MOVEMENTS_PER_INSERT = 1_000;

/**
 * Appends the operation's movements and answers their ids in the rows' order: a statement
 * numbers its rows in the order given, and each statement after the one before, so sorting
 * the ids restores it.
 */
export async function insertMovements(trx: Trx, rows: NewMovement[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += MOVEMENTS_PER_INSERT) {
    const inserted = await trx
      .insertInto('movements')
      .values(rows.slice(start, start + MOVEMENTS_PER_INSERT))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids.sort((a, b) => a - b);
}
