import type { ContentsChangeBody, MoveBody } from '../../../shared/contract/stock';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { invalid } from '../../http/app-error';
import type { Unit } from '../../../shared/units';
import { entryKey, quantityIn, readEntries } from '../../stock-core/entries';
import { isMixture } from '../../stock-core/item-kind';
import { fromMicro, toMicro, wholeEntry } from '../../stock-core/quantities';
import { record, stockContext } from '../../stock-core/record';
import { mixtureStockRules } from '../../core/mixture-stock';
import { recordShipment, requireCustomer, type ShipmentTo } from '../../core/shipments';
import { requireBin, requireStockItem } from '../../core/stock-items';

/**
 * `all` (decision 037) and a customer (decision 043) name a release: with a receive they would
 * mean nothing. Answers whom the release ships to, if anyone.
 */
function releaseOnly(input: ContentsChangeBody): ShipmentTo | null {
  if (input.all === true && input.quantity > 0) throw invalid('all', 'must not be true with a positive quantity: only a release takes all');
  if (input.customer_id === undefined) {
    if (input.reference !== undefined) throw invalid('reference', 'needs customer_id: it is the reference of a shipment to a customer');
    return null;
  }
  if (input.quantity > 0) throw invalid('customer_id', 'must not be given with a positive quantity: only a release ships to a customer');
  return { customerId: input.customer_id, reference: input.reference || null };
}

/** The signed change in micro-units: as asked, or with `all` the whole entry, read locked so nothing changes it before the release. */
async function changeOf(trx: Trx, binId: string, input: ContentsChangeBody, unit: Unit): Promise<number> {
  if (input.all !== true) return toMicro(input.quantity);
  const entries = await readEntries(trx, [{ binId, itemId: input.id }]);
  return -wholeEntry(entries.get(entryKey(binId, input.id)) ?? 0, -input.quantity, unit, { binId, itemId: input.id });
}

export interface ContentsChange {
  status: 'items received' | 'items released' | 'no change';
  /** units the bin holds afterwards */
  quantity: number;
  /** the signed change applied, in units: with `all`, the exact entry */
  change: number;
}

/** Receives (quantity > 0) or releases (< 0) one item in one bin, with its ledger row. */
export async function changeContents(
  trx: Trx,
  binId: string,
  input: ContentsChangeBody,
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<ContentsChange> {
  const shipTo = releaseOnly(input);
  if (shipTo) await requireCustomer(trx, shipTo.customerId);
  await requireBin(trx, binId);
  if (isMixture(input.id)) {
    const { after, change, operationId } = await mixtureStockRules().change(trx, binId, input, actor, idempotencyKey);
    if (shipTo && operationId !== null) await recordShipment(trx, operationId, shipTo);
    return { status: change === 0 ? 'no change' : 'items released', quantity: fromMicro(after), change: fromMicro(change) };
  }
  const unit = await requireStockItem(trx, input.id, input.quantity);
  const change = await changeOf(trx, binId, input, unit);
  if (change === 0) return { status: 'no change', quantity: fromMicro(await quantityIn(trx, binId, input.id)), change: 0 };
  const receiving = change > 0;
  const kind = receiving ? 'receive' : 'release';
  const { changes, operationId } = await record(stockContext(trx, actor, idempotencyKey), {
    kind,
    note: input.note,
    changes: [{ kind, itemId: input.id, from: receiving ? null : binId, to: receiving ? binId : null, quantity: Math.abs(change) }],
  });
  if (shipTo) await recordShipment(trx, operationId, shipTo);
  const after = receiving ? changes[0]?.toQuantity : changes[0]?.fromQuantity;
  return { status: receiving ? 'items received' : 'items released', quantity: fromMicro(after ?? 0), change: fromMicro(change) };
}

export interface MoveResult {
  /** units each bin holds afterwards */
  from: number;
  to: number;
}

/** Moves units of one item from one bin to another as one ledger row. */
export async function moveContents(
  trx: Trx,
  fromBin: string,
  input: MoveBody,
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<MoveResult> {
  if (input.destination === fromBin) throw invalid('destination', 'must differ from the source bin');
  await requireBin(trx, fromBin);
  await requireBin(trx, input.destination);
  if (isMixture(input.id)) return { from: 0, to: fromMicro(await mixtureStockRules().move(trx, fromBin, input, actor, idempotencyKey)) };
  await requireStockItem(trx, input.id, input.quantity);
  const { changes } = await record(stockContext(trx, actor, idempotencyKey), {
    kind: 'move',
    note: input.note,
    changes: [{ kind: 'move', itemId: input.id, from: fromBin, to: input.destination, quantity: toMicro(input.quantity) }],
  });
  return { from: fromMicro(changes[0]?.fromQuantity ?? 0), to: fromMicro(changes[0]?.toQuantity ?? 0) };
}
