import type { DB } from '../../db/connect';
import type { NewOperation } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { chunksOf } from '../../../shared/chunks';

type Db = DB | Trx;

export interface LiveHold {
  item_id: string;
  reason: string;
  operator: string;
  at: number;
  hold_operation_id: number;
}

/** The live holds on any of `ids`, by item. */
export async function liveHoldsOf(db: Db, ids: readonly string[]): Promise<Map<string, LiveHold>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('item_holds')
    .select(['item_id', 'reason', 'operator', 'at', 'hold_operation_id'])
    .where('item_id', 'in', ids)
    .where('release_operation_id', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.item_id, { ...row, hold_operation_id: Number(row.hold_operation_id) }]));
}

/** A hold or its release is an operation with no movements: it changes no stock. */
export async function insertHoldOperation(trx: Trx, row: NewOperation): Promise<number> {
  const inserted = await trx.insertInto('operations').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

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
    .where('item_id', 'in', ids)
    .where('release_operation_id', 'is', null)
    .returning('item_id')
    .execute();
  return released.map((row) => row.item_id);
}
