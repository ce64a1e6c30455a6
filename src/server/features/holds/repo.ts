import { oneOf } from '../../db/id-set';
import type { Trx } from '../../db/transaction';
import { liveHoldsOf, type LiveHold } from '../../stock-core/holds';
import { chunksOf } from '../../../shared/chunks';

/** Puts the items on hold under one operation; an item already held keeps its hold. Answers those newly held. */
export async function insertHolds(trx: Trx, rows: Omit<LiveHold, 'item_id'>, ids: readonly string[]): Promise<string[]> {
  const held: string[] = [];
  // A recall's thousands of rows go in parts: 10,000 in one statement would come near PostgreSQL's 65,535 bound parameters.
  for (const chunk of chunksOf(ids, 1000)) {
    const inserted = await trx
      .insertInto('item_holds')
      .values(chunk.map((item_id) => ({ item_id, ...rows })))
      .onConflict((conflict) => conflict.column('item_id').where('release_operation_id', 'is', null).doNothing())
      .returning('item_id')
      .execute();
    held.push(...inserted.map((row) => row.item_id));
  }
  return held;
}

/** Ends the items' live holds with the releasing operation. Answers those that were held. */
export async function releaseHolds(trx: Trx, operationId: number, ids: readonly string[]): Promise<string[]> {
  const released = await trx
    .updateTable('item_holds')
    .set({ release_operation_id: operationId })
    .where('item_id', 'in', oneOf(trx, ids))
    .where('release_operation_id', 'is', null)
    .returning('item_id')
    .execute();
  return released.map((row) => row.item_id);
}

/** Which of the items are on hold now. */
export async function heldAmong(trx: Trx, ids: readonly string[]): Promise<Set<string>> {
  return new Set((await liveHoldsOf(trx, ids)).keys());
}
