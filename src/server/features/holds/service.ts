import type { Hold, HoldBody, HoldReleaseBody, HoldResult } from '../../../shared/contract/holds';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { type LiveHold, liveHoldsOf, onHold } from '../../stock-core/holds';
import { lockExistingItems } from '../../stock-core/locks';
import { record, stockContext } from '../../stock-core/record';
import { insertHolds, releaseHolds } from './repo';

const holdOf = (row: LiveHold): Hold => ({
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

const sorted = (ids: readonly string[]) => [...new Set(ids)].sort();

/**
 * The lots and mixtures must exist. Their rows stay locked until commit (stock-core/locks.ts), so a
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
  // A hold is an operation with no movements: it changes no stock.
  const { operationId, at } = await record(stockContext(trx, actor, idempotencyKey), { kind: 'hold', note: body.reason, changes: [] });
  const changed = new Set(await insertHolds(trx, { reason: body.reason, operator: actor.name, at, hold_operation_id: operationId }, ids));
  return { operation_id: operationId, changed: ids.filter((id) => changed.has(id)), unchanged: ids.filter((id) => !changed.has(id)) };
}

/** POST /api/holds/release: one 'hold-release' operation; items not held are left as they are. */
export async function releaseItems(trx: Trx, body: HoldReleaseBody, actor: Actor, idempotencyKey: string | null): Promise<HoldResult> {
  const ids = sorted(body.item_ids);
  await requireHoldable(trx, ids);
  const { operationId } = await record(stockContext(trx, actor, idempotencyKey), { kind: 'hold-release', note: body.note, changes: [] });
  const changed = new Set(await releaseHolds(trx, operationId, ids));
  return { operation_id: operationId, changed: ids.filter((id) => changed.has(id)), unchanged: ids.filter((id) => !changed.has(id)) };
}

/** Refuses to delete a held lot: its hold would outlive it, and could never be released. */
export async function refuseHeldItem(trx: Trx, id: string): Promise<void> {
  const hold = (await liveHoldsOf(trx, [id])).get(id);
  if (hold) throw onHold(id, hold, null);
}
