import type { ContentsChangeBody, MoveBody } from '../../../shared/contract/stock';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { invalid } from '../../http/app-error';
import { quantityIn } from '../../stock-core/entries';
import { isMixture } from '../../stock-core/item-kind';
import { lockLiveBin, lockStockItem } from '../../stock-core/locks';
import { fromMicro, requireFitsUnit, toMicro } from '../../stock-core/quantities';
import { record, stockContext } from '../../stock-core/record';
import { mixtureStockRules } from '../../core/mixture-stock';
import { missingBin } from '../../core/resources/bins';
import { missingItem } from '../../core/resources/items';

async function requireBin(trx: Trx, id: string): Promise<void> {
  if (!(await lockLiveBin(trx, id))) throw missingBin(id);
}

/** A SKU or batch that exists, and a quantity its unit allows; mixtures follow their own rules. */
async function requireStockItem(trx: Trx, id: string, quantity: number): Promise<void> {
  const unit = await lockStockItem(trx, id);
  if (unit === null) throw missingItem(id);
  requireFitsUnit('quantity', quantity, unit, id);
}

export interface ContentsChange {
  status: 'items received' | 'items released' | 'no change';
  /** units the bin holds afterwards */
  quantity: number;
}

/** Receives (quantity > 0) or releases (< 0) one item in one bin, with its ledger row. */
export async function changeContents(
  trx: Trx,
  binId: string,
  input: ContentsChangeBody,
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<ContentsChange> {
  await requireBin(trx, binId);
  if (isMixture(input.id)) {
    const after = await mixtureStockRules().change(trx, binId, input, actor, idempotencyKey);
    return { status: input.quantity === 0 ? 'no change' : 'items released', quantity: fromMicro(after) };
  }
  await requireStockItem(trx, input.id, input.quantity);
  if (input.quantity === 0) return { status: 'no change', quantity: fromMicro(await quantityIn(trx, binId, input.id)) };
  const receiving = input.quantity > 0;
  const kind = receiving ? 'receive' : 'release';
  const { changes } = await record(stockContext(trx, actor, idempotencyKey), {
    kind,
    note: input.note,
    changes: [
      { kind, itemId: input.id, from: receiving ? null : binId, to: receiving ? binId : null, quantity: toMicro(Math.abs(input.quantity)) },
    ],
  });
  const after = receiving ? changes[0]?.toQuantity : changes[0]?.fromQuantity;
  return { status: receiving ? 'items received' : 'items released', quantity: fromMicro(after ?? 0) };
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
