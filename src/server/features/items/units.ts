import { fitsUnit, isCounted, MAX_DECIMALS, type Unit } from '../../../shared/units';
import { invalid } from '../../http/app-error';

/** A quantity must suit its item's unit: whole for `ea`, up to three decimals for measured units. */
export function requireFitsUnit(field: string, quantity: number, unit: Unit, itemId: string): void {
  if (fitsUnit(quantity, unit)) return;
  throw invalid(
    field,
    isCounted(unit) ? `must be a whole number: ${itemId} is counted in ${unit}` : `must have at most ${MAX_DECIMALS} decimal places`,
  );
}
