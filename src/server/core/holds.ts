import type { Hold } from '../../shared/contract/holds';
import type { DB } from '../db/connect';
import type { Trx } from '../db/transaction';
import { type LiveHold, liveHoldsOf, onHold } from '../stock-core/holds';

/** A live hold as the states of lots and mixtures show it. */
export const holdOf = (row: LiveHold): Hold => ({
  reason: row.reason,
  operator: row.operator,
  at: new Date(row.at).toISOString(),
  operation_id: row.hold_operation_id,
});

/** The live holds on any of the lots and mixtures, as their states show them. */
export async function holdsOfItems(db: DB | Trx, ids: readonly string[]): Promise<Map<string, Hold>> {
  return new Map([...(await liveHoldsOf(db, ids))].map(([id, row]) => [id, holdOf(row)]));
}

/** The live hold on one lot or mixture, as its state shows it. */
export const holdOfItem = async (db: DB | Trx, id: string): Promise<Hold | null> => (await holdsOfItems(db, [id])).get(id) ?? null;

/** Refuses to delete a held lot: its hold would outlive it, and could never be released. */
export async function refuseHeldItem(trx: Trx, id: string): Promise<void> {
  const hold = (await liveHoldsOf(trx, [id])).get(id);
  if (hold) throw onHold(id, hold, null);
}
