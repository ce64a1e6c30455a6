import { isPostgres } from '../../db/connect';
import { type MovementKind, type OperationKind } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { invalid } from '../../http/app-error';
import { insufficient, MAX_UNITS } from '../../stock-core/quantities';
import { refuseHeld } from '../holds/service';
import { addToContent, entryKey as keyOf, insertMovements, insertOperation, readEntries, setContent, type EntryKey } from './repo';

/** Who did what and why: one row that every movement of the operation names. */
export interface OperationInput {
  kind: OperationKind;
  /** the document the operation belongs to (the audited bin, the deleted bin, a mixture, a run) */
  documentId?: string | null;
  /** who did it; required, so no operation is written without saying (null: the request named no one) */
  actor: Actor | null;
  note?: string | null;
  idempotencyKey?: string | null;
}

export interface StockChange {
  kind: MovementKind;
  itemId: string;
  /** bin the units leave, if any */
  from: string | null;
  /** bin the units enter, if any */
  to: string | null;
  /** micro-units, > 0 */
  quantity: number;
  reason?: string | null;
}

export interface StockChangeResult {
  movementId: number;
  /** what the source bin holds once the operation is done, in micro-units */
  fromQuantity: number | null;
  /** what the destination bin holds once the operation is done, in micro-units */
  toQuantity: number | null;
}

export interface OperationResult {
  operationId: number;
  changes: StockChangeResult[];
}


/** Every bin entry the changes touch, once each, in one fixed order (bin, then item). */
function entriesTouched(changes: readonly StockChange[]): EntryKey[] {
  const keys = new Map<string, EntryKey>();
  for (const change of changes) {
    if (change.from !== null) keys.set(keyOf(change.from, change.itemId), { binId: change.from, itemId: change.itemId });
    if (change.to !== null) keys.set(keyOf(change.to, change.itemId), { binId: change.to, itemId: change.itemId });
  }
  return [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
}

/**
 * The one way stock changes: records the operation, then applies its changes in order, all
 * inside the caller's transaction, so contents and ledger commit or fail together. Changes of
 * one entry count together: two releases of 3 from a bin holding 5 are refused as a whole.
 * A lot or mixture on recall hold is refused for release, move and use (holds/service).
 *
 * Locks follow the one order of db/locks.ts: the lots and mixtures taken out of bins for use
 * first (as a hold locks them, so the two serialise and the operation row written below
 * follows the hold's, or precedes it), then every entry the operation touches, so operations
 * that touch the same entries (opposing moves, runs consuming many lots) never deadlock each
 * other; inTransaction still retries any deadlock that remains.
 */
export async function recordOperation(trx: Trx, operation: OperationInput, changes: readonly StockChange[]): Promise<OperationResult> {
  for (const change of changes) {
    // Callers bound quantities through the contract; this guards the arithmetic itself.
    if (!Number.isSafeInteger(change.quantity) || change.quantity <= 0) {
      throw invalid('quantity', `must be more than 0 and at most ${MAX_UNITS}`);
    }
  }
  await refuseHeld(trx, changes);
  const touched = entriesTouched(changes);
  // SQLite runs one writer at a time: only the entries units leave need reading there.
  const locked = isPostgres(trx) ? touched : entriesTouched(changes.map((change) => ({ ...change, to: null })));
  const held = locked.length > 0 ? await readEntries(trx, locked) : new Map<string, number>();

  // Plan the whole operation in memory first: a refusal then writes nothing at all.
  const net = new Map<string, number>();
  for (const change of changes) {
    if (change.from !== null) {
      const key = keyOf(change.from, change.itemId);
      const available = (held.get(key) ?? 0) + (net.get(key) ?? 0);
      if (available < change.quantity) throw insufficient('quantity', change.quantity, available);
      net.set(key, (net.get(key) ?? 0) - change.quantity);
    }
    if (change.to !== null) {
      const key = keyOf(change.to, change.itemId);
      net.set(key, (net.get(key) ?? 0) + change.quantity);
    }
  }

  const after = new Map<string, number>();
  for (const { binId, itemId } of touched) {
    const key = keyOf(binId, itemId);
    const delta = net.get(key) ?? 0;
    if (delta > 0) {
      // Entries that only gain are added to, not set: on PostgreSQL a new entry may be
      // inserted by a concurrent operation between the lock and this write.
      const total = await addToContent(trx, binId, itemId, delta);
      // Micro-units are exact only up to 2^53; refusing here rolls the whole operation back.
      if (!Number.isSafeInteger(total)) {
        throw invalid('quantity', `would make the bin hold more than ${MAX_UNITS} units`);
      }
      after.set(key, total);
    } else {
      const remaining = (held.get(key) ?? 0) + delta;
      if (delta < 0) await setContent(trx, binId, itemId, remaining);
      after.set(key, remaining);
    }
  }

  const at = Date.now();
  const operationId = await insertOperation(trx, {
    at,
    kind: operation.kind,
    document_id: operation.documentId ?? null,
    operator: operation.actor?.name ?? null,
    note: operation.note ?? null,
    idempotency_key: operation.idempotencyKey ?? null,
  });
  const movementIds = await insertMovements(
    trx,
    changes.map((change) => ({
      at,
      operation_id: operationId,
      kind: change.kind,
      item_id: change.itemId,
      from_bin: change.from,
      to_bin: change.to,
      quantity: change.quantity,
      operator: operation.actor?.name ?? null,
      note: operation.note ?? null,
      reason: change.reason ?? null,
      idempotency_key: operation.idempotencyKey ?? null,
    })),
  );
  return {
    operationId,
    changes: changes.map((change, index) => ({
      movementId: movementIds[index] ?? 0,
      fromQuantity: change.from === null ? null : (after.get(keyOf(change.from, change.itemId)) ?? 0),
      toQuantity: change.to === null ? null : (after.get(keyOf(change.to, change.itemId)) ?? 0),
    })),
  };
}

/** One change as its own operation: a form's receive, release or move. */
export async function recordChange(trx: Trx, operation: OperationInput, change: StockChange): Promise<StockChangeResult> {
  const { changes } = await recordOperation(trx, operation, [change]);
  return changes[0] as StockChangeResult;
}
