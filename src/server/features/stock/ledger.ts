import { MICRO, type MovementKind } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { AppError, invalid } from '../../http/app-error';
import { addToContent, insertMovement, lockContent, setContent } from './repo';

export interface StockChange {
  kind: MovementKind;
  itemId: string;
  /** bin the units leave, if any */
  from: string | null;
  /** bin the units enter, if any */
  to: string | null;
  /** micro-units, > 0 */
  quantity: number;
  operator?: string | null;
  note?: string | null;
  reason?: string | null;
  idempotencyKey?: string | null;
}

export interface StockChangeResult {
  movementId: number;
  /** what the source bin holds afterwards, in micro-units */
  fromQuantity: number | null;
  /** what the destination bin holds afterwards, in micro-units */
  toQuantity: number | null;
}

export const toMicro = (units: number): number => Math.round(units * MICRO);
export const fromMicro = (micro: number): number => micro / MICRO;

/**
 * The one way stock changes: takes from `from` (never below zero), adds to `to`, and
 * appends the movement, all inside the caller's transaction, so contents and ledger
 * commit or fail together.
 */
export async function applyStockChange(trx: Trx, change: StockChange): Promise<StockChangeResult> {
  if (!Number.isSafeInteger(change.quantity) || change.quantity <= 0) {
    throw new Error(`stock change quantity must be a positive number of micro-units, got ${change.quantity}`);
  }
  let fromQuantity: number | null = null;
  let toQuantity: number | null = null;
  if (change.from !== null) {
    // Opposing moves lock the same two entries; taking them in one order (by bin id) keeps
    // them from deadlocking each other. inTransaction still retries any deadlock that remains.
    if (change.to !== null && change.to < change.from) await lockContent(trx, change.to, change.itemId);
    const available = await lockContent(trx, change.from, change.itemId);
    if (available < change.quantity) {
      throw new AppError('insufficient-quantity', {
        invalidParams: [
          {
            name: 'quantity',
            reason: `requested ${fromMicro(change.quantity)}, but only ${fromMicro(available)} is available`,
          },
        ],
      });
    }
    fromQuantity = available - change.quantity;
    await setContent(trx, change.from, change.itemId, fromQuantity);
  }
  if (change.to !== null) {
    toQuantity = await addToContent(trx, change.to, change.itemId, change.quantity);
    // Micro-units are exact only up to 2^53; refusing here rolls the whole change back.
    if (!Number.isSafeInteger(toQuantity)) {
      throw invalid('quantity', `would make the bin hold more than ${Math.floor(fromMicro(Number.MAX_SAFE_INTEGER))} units`);
    }
  }
  const movementId = await insertMovement(trx, {
    at: Date.now(),
    kind: change.kind,
    item_id: change.itemId,
    from_bin: change.from,
    to_bin: change.to,
    quantity: change.quantity,
    operator: change.operator ?? null,
    note: change.note ?? null,
    reason: change.reason ?? null,
    idempotency_key: change.idempotencyKey ?? null,
  });
  return { movementId, fromQuantity, toQuantity };
}
