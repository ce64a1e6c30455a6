import { isPostgres, type DB } from '../../db/connect';
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

/** The lots still inside any of the mixtures, by mixture: a held lot holds the blend it is in. */
export async function lotsInMixtures(db: Db, mixtures: readonly string[]): Promise<{ mix_id: string; batch_id: string }[]> {
  if (mixtures.length === 0) return [];
  return db
    .selectFrom('mixture_components')
    .select(['mix_id', 'batch_id'])
    .where('mix_id', 'in', mixtures)
    .where('qty_remaining', '>', 0)
    .orderBy('mix_id')
    .orderBy('position')
    .execute();
}

/**
 * Which of `ids` exist as live lots or mixtures. On PostgreSQL the rows are share-locked until
 * commit, so a lot cannot be deleted (or unmade by an undone run) under its new hold.
 */
export async function holdableItems(trx: Trx, ids: readonly string[]): Promise<Set<string>> {
  const pg = isPostgres(trx);
  const read = async (table: 'batches' | 'mixtures') => {
    let query = trx.selectFrom(table).select('id').where('id', 'in', ids);
    if (pg) query = query.forShare();
    return (await query.execute()).map((row) => row.id);
  };
  return new Set([...(await read('batches')), ...(await read('mixtures'))]);
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
