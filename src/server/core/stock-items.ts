import type { Unit } from '../../shared/units';
import type { Trx } from '../db/transaction';
import { lockLiveBin, lockStockItem } from '../stock-core/locks';
import { requireFitsUnit } from '../stock-core/quantities';
import { missingBin } from './resources/bins';
import { missingItem } from './resources/items';

/** A live bin, locked so it stays until commit (stock-core/locks.ts). */
export async function requireBin(trx: Trx, id: string): Promise<void> {
  if (!(await lockLiveBin(trx, id))) throw missingBin(id);
}

/**
 * A SKU or batch that exists, and a quantity its unit allows; mixtures follow their own rules.
 * Answers its unit. `field` names the quantity in the request, for the refusal.
 */
export async function requireStockItem(trx: Trx, id: string, quantity: number, field = 'quantity'): Promise<Unit> {
  const unit = await lockStockItem(trx, id);
  if (unit === null) throw missingItem(id);
  requireFitsUnit(field, quantity, unit, id);
  return unit;
}
