import type { HoldBody, HoldReleaseBody, HoldResult } from '../../../shared/contract/holds';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { lockExistingItems } from '../../stock-core/locks';
import { emitEvent } from '../../stock-core/outbox';
import { record, stockContext } from '../../stock-core/record';
import { heldAmong, insertHolds, releaseHolds } from './repo';

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

/** What an act that changes nothing answers: it recorded no operation. */
const noChange = (ids: readonly string[]): HoldResult => ({ operation_id: null, changed: [], unchanged: [...ids] });

const resultOf = (operationId: number, ids: readonly string[], changed: ReadonlySet<string>): HoldResult => ({
  operation_id: operationId,
  changed: ids.filter((id) => changed.has(id)),
  unchanged: ids.filter((id) => !changed.has(id)),
});

/**
 * POST /api/holds: one 'hold' operation, its reason in the note; items already held keep their
 * hold. When all of them are, nothing is recorded: a hold operation always holds something.
 */
export async function holdItems(trx: Trx, body: HoldBody, actor: Actor, idempotencyKey: string | null): Promise<HoldResult> {
  const ids = sorted(body.item_ids);
  await requireHoldable(trx, ids);
  // Read after the locks: a hold of these items committed meanwhile is seen.
  const held = await heldAmong(trx, ids);
  const fresh = ids.filter((id) => !held.has(id));
  if (fresh.length === 0) return noChange(ids);
  // A hold is an operation with no movements: it changes no stock.
  const { operationId, at } = await record(stockContext(trx, actor, idempotencyKey), { kind: 'hold', note: body.reason, changes: [] });
  const changed = await insertHolds(trx, { reason: body.reason, operator: actor.name, at, hold_operation_id: operationId }, fresh);
  const result = resultOf(operationId, ids, new Set(changed));
  const data = { operation_id: operationId, item_ids: result.changed, reason: body.reason, operator: actor.name };
  await emitEvent(trx, 'hold.placed', data, { at, operationId });
  return result;
}

/** POST /api/holds/release: one 'hold-release' operation; items not held are left as they are, and when none is, nothing is recorded. */
export async function releaseItems(trx: Trx, body: HoldReleaseBody, actor: Actor, idempotencyKey: string | null): Promise<HoldResult> {
  const ids = sorted(body.item_ids);
  await requireHoldable(trx, ids);
  const held = [...(await heldAmong(trx, ids))];
  if (held.length === 0) return noChange(ids);
  const { operationId, at } = await record(stockContext(trx, actor, idempotencyKey), {
    kind: 'hold-release',
    note: body.note,
    changes: [],
  });
  const result = resultOf(operationId, ids, new Set(await releaseHolds(trx, operationId, held)));
  const data = { operation_id: operationId, item_ids: result.changed, note: body.note ?? null, operator: actor.name };
  await emitEvent(trx, 'hold.released', data, { at, operationId });
  return result;
}
