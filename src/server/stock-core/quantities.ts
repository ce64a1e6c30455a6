import { fitsUnit, fromMicro, isCounted, MAX_DECIMALS, quantityText, roundToUnit, toMicro, type Unit } from '../../shared/units';
import { AppError, invalid } from '../http/app-error';

export { fromMicro, MICRO, toMicro } from '../../shared/units';

/** The most units one quantity may hold: micro-units are exact only up to 2^53. */
export const MAX_UNITS = Math.floor(fromMicro(Number.MAX_SAFE_INTEGER));

/** A quantity must suit its item's unit: whole for `ea`, up to three decimals for measured units. */
export function requireFitsUnit(field: string, quantity: number, unit: Unit, itemId: string): void {
  if (fitsUnit(quantity, unit)) return;
  throw invalid(
    field,
    isCounted(unit) ? `must be a whole number: ${itemId} is counted in ${unit}` : `must have at most ${MAX_DECIMALS} decimal places`,
  );
}

/** A change asks for more than is there; quantities in micro-units. */
export const insufficient = (field: string, requested: number, available: number): AppError =>
  new AppError('insufficient-quantity', {
    invalidParams: [{ name: field, reason: `requested ${fromMicro(requested)}, but only ${fromMicro(available)} is available` }],
  });

/**
 * What a release of all takes (decision 037), in micro-units: the whole entry, exactly, while it
 * still shows as the figure the client released (`shown`, its unit's places); 26.273292 kg goes
 * for a release of all of 26.273. An entry that changed since is refused, saying what it holds.
 */
export function wholeEntry(entry: number, shown: number, unit: Unit, where: { binId: string; itemId: string }): number {
  if (toMicro(roundToUnit(fromMicro(entry), unit)) === toMicro(shown)) return entry;
  const now = quantityText(fromMicro(entry), unit);
  throw new AppError('precondition-failed', {
    detail: `${where.binId} now holds ${now} of ${where.itemId}, not ${quantityText(shown, unit)}: release all of what it holds now.`,
    invalidParams: [{ name: 'quantity', reason: `${where.binId} now holds ${now}` }],
  });
}
