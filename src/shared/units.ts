/**
 * Units of measure a SKU counts its stock in. `ea` (each) counts whole units; the measured
 * units take decimals with up to three places. A batch counts in its SKU's unit, and a batch
 * without a SKU in `ea`.
 */
export const UNITS = ['ea', 'mg', 'g', 'kg', 'mL', 'L', 'mm', 'cm', 'm'] as const;
export type Unit = (typeof UNITS)[number];

export const DEFAULT_UNIT: Unit = 'ea';

/** Whether a unit counts whole things, so a quantity in it must be a whole number. */
export const isCounted = (unit: Unit): boolean => unit === 'ea';

/** Decimal places a quantity in a measured unit may have. */
export const MAX_DECIMALS = 3;

/** Whether `value` has at most MAX_DECIMALS decimal places, allowing for binary fractions (0.1 + 0.2). */
export function hasAtMostDecimals(value: number): boolean {
  const scaled = value * 10 ** MAX_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
}

/** Whether `value` is a quantity the unit allows: whole for counted units, three places for measured ones. */
export const fitsUnit = (value: number, unit: Unit): boolean => (isCounted(unit) ? Number.isInteger(value) : hasAtMostDecimals(value));

/**
 * Places a stored quantity has: micro-units. A mixture's shares and a trace's bounds are kept
 * exact to them (a third of one is 0.333333), where stock shows MAX_DECIMALS.
 */
export const EXACT_DECIMALS = 6;

/** Quantities are stored as integer micro-units, so mixture and step decimals stay exact. */
export const MICRO = 10 ** EXACT_DECIMALS;

export const toMicro = (units: number): number => Math.round(units * MICRO);
export const fromMicro = (micro: number): number => micro / MICRO;

/** A number as quantities show it: "1,250.125", to `decimals` places at most. */
export const numberText = (value: number, decimals = MAX_DECIMALS): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: decimals });

/** A quantity with its unit, as every screen shows it: "12 ea", "2.5 kg", "1,250.125 g". */
export function formatQuantity(value: number, unit: Unit, decimals = MAX_DECIMALS): string {
  return `${numberText(value, decimals)} ${unit}`;
}

/** A quantity whose unit may not be known: an answer about an item no longer known has none, so its number shows bare. */
export const quantityText = (value: number, unit: Unit | null, decimals = MAX_DECIMALS): string =>
  unit === null ? numberText(value, decimals) : formatQuantity(value, unit, decimals);

/** A change of a quantity, signed: "+2 ea", "-0.125 g". */
export const quantityChangeText = (value: number, unit: Unit | null): string => `${value > 0 ? '+' : ''}${quantityText(value, unit)}`;
