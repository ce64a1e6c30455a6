import type { Hold, HoldBody, HoldReleaseBody, HoldResult } from '../../../shared/contract/holds';
import type { DB } from '../../db/connect';
import { lockExistingItems, lockTakenItems } from '../../db/locks';
import type { MovementKind } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { insertHoldOperation, insertHolds, liveHoldsOf, releaseHolds, type LiveHold } from './repo';

/**
 * What a held item may not do: leave the building, change place, go into a run or a blend, or
 * be unmade by undoing the run that made it. Counting it (an audit) and a forced bin delete
 * stay possible: they record what is there.
 */
const REFUSED_WHILE_HELD: ReadonlySet<MovementKind> = new Set(['release', 'move', 'step-consume', 'step-undo', 'mixture-create', 'mixture-draw', 'mixture-split']);

const holdOf = (row: LiveHold): Hold => ({ reason: row.reason, operator: row.operator, at: new Date(row.at).toISOString(), operation_id: row.hold_operation_id });

/** The live holds on any of the lots and mixtures, as their states show them. */
export async function holdsOfItems(db: DB | Trx, ids: readonly string[]): Promise<Map<string, Hold>> {
  return new Map([...(await liveHoldsOf(db, ids))].map(([id, row]) => [id, holdOf(row)]));
}

/** The live hold on one lot or mixture, as its state shows it. */
export const holdOfItem = async (db: DB | Trx, id: string): Promise<Hold | null> => (await holdsOfItems(db, [id])).get(id) ?? null;

const sorted = (ids: readonly string[]) => [...new Set(ids)].sort();

/**
 * The lots and mixtures must exist. Their rows stay locked until commit (db/locks.ts), so a
 * movement of them waits for this hold or its release, and none can be deleted under it.
 */
async function requireHoldable(trx: Trx, ids: readonly string[]): Promise<void> {
  const known = await lockExistingItems(trx, ids, 'no key update');
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  throw new AppError('missing-resource', {
    detail: `No such ${missing.length === 1 ? 'lot or mixture' : 'lots or mixtures'}: ${missing.join(', ')}.`,
    invalidParams: missing.map((id) => ({ name: 'item_ids', reason: `${id} does not exist` })),
  });
}

/** POST /api/holds: one 'hold' operation, its reason in the note; items already held keep their hold. */
export async function holdItems(trx: Trx, body: HoldBody, actor: Actor, idempotencyKey: string | null): Promise<HoldResult> {
  const ids = sorted(body.item_ids);
  await requireHoldable(trx, ids);
  const at = Date.now();
  const operationId = await insertHoldOperation(trx, { at, kind: 'hold', document_id: null, operator: actor.name, note: body.reason, idempotency_key: idempotencyKey });
  const changed = new Set(await insertHolds(trx, { reason: body.reason, operator: actor.name, at, hold_operation_id: operationId }, ids));
  return { operation_id: operationId, changed: ids.filter((id) => changed.has(id)), unchanged: ids.filter((id) => !changed.has(id)) };
}

/** POST /api/holds/release: one 'hold-release' operation; items not held are left as they are. */
export async function releaseItems(trx: Trx, body: HoldReleaseBody, actor: Actor, idempotencyKey: string | null): Promise<HoldResult> {
  const ids = sorted(body.item_ids);
  await requireHoldable(trx, ids);
  const operationId = await insertHoldOperation(trx, {
    at: Date.now(),
    kind: 'hold-release',
    document_id: null,
    operator: actor.name,
    note: body.note ?? null,
    idempotency_key: idempotencyKey,
  });
  const changed = new Set(await releaseHolds(trx, operationId, ids));
  return { operation_id: operationId, changed: ids.filter((id) => changed.has(id)), unchanged: ids.filter((id) => !changed.has(id)) };
}

function onHold(item: string, hold: LiveHold, through: string | null): AppError {
  const what = through === null ? `${item} is on hold` : `${through} holds ${item}, which is on hold`;
  return new AppError('item-on-hold', {
    detail: `${what} since ${new Date(hold.at).toISOString().slice(0, 10)} (${hold.operator}): ${hold.reason}. Release the hold first.`,
    invalidParams: [{ name: 'id', reason: `${what}: ${hold.reason}` }],
  });
}

/** Refuses to delete a held lot: its hold would outlive it, and could never be released. */
export async function refuseHeldItem(trx: Trx, id: string): Promise<void> {
  const hold = (await liveHoldsOf(trx, [id])).get(id);
  if (hold) throw onHold(id, hold, null);
}

/**
 * Refuses a stock operation that would take a held lot or mixture out of its bin for use, or a
 * mixture that still holds a held lot. Asked by the ledger before it plans any change. What is
 * taken is locked first, as a hold locks it (db/locks.ts), and the holds are read after, so a
 * hold that committed meanwhile is seen and one still to come waits for this operation.
 */
export async function refuseHeld(trx: Trx, changes: readonly { kind: MovementKind; itemId: string; from: string | null }[]): Promise<void> {
  const taken = sorted(changes.filter((change) => change.from !== null && REFUSED_WHILE_HELD.has(change.kind)).map((change) => change.itemId));
  if (taken.length === 0) return;
  const inside = await lockTakenItems(trx, taken, 'share');
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
