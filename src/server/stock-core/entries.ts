import { sql } from 'kysely';
import { isPostgres, type DB } from '../db/connect';
import { pairSet } from '../db/json-sets';
import { chunksOf } from '../../shared/chunks';
import { precompiledRows } from '../db/precompiled-rows';
import { precompiled } from '../db/precompiled';
import type { NewMovement, NewOperation } from '../db/schema';
import type { Trx } from '../db/transaction';

// Every stock change runs these statements: each is compiled once (db/precompiled.ts).
const selectQuantity = precompiled((db, p: { binId: string; itemId: string }) =>
  db.selectFrom('bin_contents').select('quantity').where('bin_id', '=', p.binId).where('item_id', '=', p.itemId),
);
const upsertAdding = precompiled((db, p: { binId: string; itemId: string; quantity: number }) =>
  db
    .insertInto('bin_contents')
    .values({ bin_id: p.binId, item_id: p.itemId, quantity: p.quantity })
    .onConflict((oc) => oc.columns(['bin_id', 'item_id']).doUpdateSet((eb) => ({ quantity: eb('bin_contents.quantity', '+', p.quantity) })))
    .returning('quantity'),
);
const deleteEntry = precompiled((db, p: { binId: string; itemId: string }) =>
  db.deleteFrom('bin_contents').where('bin_id', '=', p.binId).where('item_id', '=', p.itemId),
);
const updateEntry = precompiled((db, p: { binId: string; itemId: string; quantity: number }) =>
  db.updateTable('bin_contents').set({ quantity: p.quantity }).where('bin_id', '=', p.binId).where('item_id', '=', p.itemId),
);
const selectLockedEntry = precompiled((db, p: { binId: string; itemId: string }) => {
  const query = db.selectFrom('bin_contents').select('quantity').where('bin_id', '=', p.binId).where('item_id', '=', p.itemId);
  return isPostgres(db) ? query.forUpdate() : query;
});
const insertOperationRow = precompiled((db, row: NewOperation) => db.insertInto('operations').values(row).returning('id'));

/** What a bin holds of an item, in micro-units (0 when there is no entry). */
export async function quantityIn(db: DB | Trx, binId: string, itemId: string): Promise<number> {
  const [row] = await selectQuantity(db, { binId, itemId });
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
  // Most operations take from one entry (a release, a move, a draw): that read is compiled once.
  if (keys.length === 1 && keys[0]) {
    const { binId, itemId } = keys[0];
    const [row] = await selectLockedEntry(trx, { binId, itemId });
    return new Map(row ? [[entryKey(binId, itemId), row.quantity]] : []);
  }
  const wanted = pairSet(
    trx,
    keys.map((key) => [key.binId, key.itemId] as const),
  );
  let query = trx
    .selectFrom('bin_contents')
    .select(['bin_id', 'item_id', 'quantity'])
    .where(sql<boolean>`(bin_id, item_id) in (${wanted})`)
    .orderBy('bin_id')
    .orderBy('item_id');
  // SQLite runs one writer at a time, so rows need no lock of their own there.
  if (isPostgres(trx)) query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((row) => [entryKey(row.bin_id, row.item_id), row.quantity]));
}

export async function addToContent(trx: Trx, binId: string, itemId: string, quantity: number): Promise<number> {
  const [row] = await upsertAdding(trx, { binId, itemId, quantity });
  if (!row) throw new Error(`no entry for ${itemId} in ${binId} after adding to it`);
  return row.quantity;
}

/** Sets a locked entry to what remains; an entry that reaches zero is removed. */
export async function setContent(trx: Trx, binId: string, itemId: string, remaining: number): Promise<void> {
  if (remaining === 0) await deleteEntry(trx, { binId, itemId });
  else await updateEntry(trx, { binId, itemId, quantity: remaining });
}

export async function insertOperation(trx: Trx, row: NewOperation): Promise<number> {
  const [inserted] = await insertOperationRow(trx, row);
  if (!inserted) throw new Error('inserting an operation answered no id');
  return Number(inserted.id);
}

/** Movements per statement: an operation of a few (a move, a run) is one, and an import's thousands keep to a few shapes. */
const MOVEMENTS_PER_INSERT = 100;

// Every stock change appends movements: compiled once per number of rows (db/precompiled-rows.ts).
const insertMovementRows = precompiledRows((db, rows: NewMovement[]) => db.insertInto('movements').values(rows).returning('id'));

/**
 * Appends the operation's movements and answers their ids in the rows' order: a statement
 * numbers its rows in the order given, and each statement after the one before, so sorting
 * the ids restores it.
 */
export async function insertMovements(trx: Trx, rows: NewMovement[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunksOf(rows, MOVEMENTS_PER_INSERT)) {
    ids.push(...(await insertMovementRows(trx, chunk)).map((row) => Number(row.id)));
  }
  return ids.sort((a, b) => a - b);
}
