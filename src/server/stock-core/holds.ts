import type { DB } from '../db/connect';
import { idsIn, setValue, type SetValue } from '../db/id-set';
import { precompiled } from '../db/precompiled';
import type { MovementKind } from '../db/schema';
import type { Trx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { lockTakenItems, type ComponentsRead } from './locks';

/**
 * What a held item may not do: leave the building, change place, go into a run or a blend, or
 * be unmade by undoing the run that made it. Counting it (an audit) and a forced bin delete
 * stay possible: they record what is there.
 */
const REFUSED_WHILE_HELD: ReadonlySet<MovementKind> = new Set([
  'release',
  'move',
  'step-consume',
  'step-undo',
  'mixture-create',
  'mixture-draw',
  'mixture-split',
]);

export interface LiveHold {
  item_id: string;
  reason: string;
  operator: string;
  at: number;
  hold_operation_id: number;
}

// Every stock change that takes something out of a bin reads this: compiled once (db/precompiled.ts).
const selectLiveHolds = precompiled((db, p: { ids: SetValue<string> }) =>
  db
    .selectFrom('item_holds')
    .select(['item_id', 'reason', 'operator', 'at', 'hold_operation_id'])
    .where('item_id', 'in', idsIn(db, p.ids))
    .where('release_operation_id', 'is', null),
);

/** The live holds on any of `ids`, by item. */
export async function liveHoldsOf(db: DB | Trx, ids: readonly string[]): Promise<Map<string, LiveHold>> {
  if (ids.length === 0) return new Map();
  const rows = await selectLiveHolds(db, { ids: setValue(db, ids) });
  return new Map(rows.map((row) => [row.item_id, { ...row, hold_operation_id: Number(row.hold_operation_id) }]));
}

/** 409: the item, or a lot inside the mixture `through`, is on recall hold. */
export function onHold(item: string, hold: LiveHold, through: string | null): AppError {
  const what = through === null ? `${item} is on hold` : `${through} holds ${item}, which is on hold`;
  return new AppError('item-on-hold', {
    detail: `${what} since ${new Date(hold.at).toISOString().slice(0, 10)} (${hold.operator}): ${hold.reason}. Release the hold first.`,
    invalidParams: [{ name: 'id', reason: `${what}: ${hold.reason}` }],
  });
}

/**
 * Refuses a stock operation that would take a held lot or mixture out of its bin for use, or a
 * mixture that still holds a held lot. What is taken is locked first, as a hold locks it
 * (locks.ts), and the holds are read after, so a hold that committed meanwhile is seen and one
 * still to come waits for this operation. The lots inside come from the mixtures' components
 * `read` since their lock, where given.
 */
export async function refuseHeld(
  trx: Trx,
  changes: readonly { kind: MovementKind; itemId: string; from: string | null }[],
  read?: ComponentsRead,
): Promise<void> {
  const taken = [
    ...new Set(changes.filter((change) => change.from !== null && REFUSED_WHILE_HELD.has(change.kind)).map((change) => change.itemId)),
  ].sort();
  if (taken.length === 0) return;
  const inside = await lockTakenItems(trx, taken, 'share', read);
  const holds = await liveHoldsOf(trx, [...taken, ...inside.map((row) => row.batch_id)]);
  if (holds.size === 0) return;
  for (const item of taken) {
    const hold = holds.get(item);
    if (hold) throw onHold(item, hold, null);
  }
  for (const { mix_id, batch_id } of inside) {
    const hold = holds.get(batch_id);
    if (hold) throw onHold(batch_id, hold, mix_id);
  }
}
