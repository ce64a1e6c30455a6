import { isPostgres } from '../../db/connect';
import type { NewMovement } from '../../db/schema';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';

/**
 * Whether a bin exists; on PostgreSQL its row is key-share-locked until commit, so the bin
 * cannot be deleted between this check and a stock change into it.
 */
export async function binExists(trx: Trx, binId: string): Promise<boolean> {
  let query = trx.selectFrom('bins').select('id').where('id', '=', binId);
  if (isPostgres(trx)) query = query.forKeyShare();
  return (await query.executeTakeFirst()) !== undefined;
}

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

/** Reads a bin entry and, on PostgreSQL, locks it until the transaction ends. */
export async function lockContent(trx: Trx, binId: string, itemId: string): Promise<number> {
  let query = trx
    .selectFrom('bin_contents')
    .select('quantity')
    .where('bin_id', '=', binId)
    .where('item_id', '=', itemId);
  // SQLite runs one writer at a time, so the row needs no lock of its own there.
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function addToContent(trx: Trx, binId: string, itemId: string, quantity: number): Promise<number> {
  const row = await trx
    .insertInto('bin_contents')
    .values({ bin_id: binId, item_id: itemId, quantity })
    .onConflict((oc) =>
      oc.columns(['bin_id', 'item_id']).doUpdateSet((eb) => ({ quantity: eb('bin_contents.quantity', '+', quantity) })),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return row.quantity;
}

/** Sets a locked entry to what remains; an entry that reaches zero is removed. */
export async function setContent(trx: Trx, binId: string, itemId: string, remaining: number): Promise<void> {
  if (remaining === 0) {
    await trx.deleteFrom('bin_contents').where('bin_id', '=', binId).where('item_id', '=', itemId).execute();
  } else {
    await trx
      .updateTable('bin_contents')
      .set({ quantity: remaining })
      .where('bin_id', '=', binId)
      .where('item_id', '=', itemId)
      .execute();
  }
}

export async function insertMovement(trx: Trx, row: NewMovement): Promise<number> {
  const inserted = await trx.insertInto('movements').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function contentsOfBin(db: DB | Trx, binId: string): Promise<{ item_id: string; quantity: number }[]> {
  return db
    .selectFrom('bin_contents')
    .select(['item_id', 'quantity'])
    .where('bin_id', '=', binId)
    .orderBy('item_id')
    .execute();
}
