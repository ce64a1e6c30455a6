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

/** Decimal places a person reads and enters in the unit: none for counted units, MAX_DECIMALS otherwise (or when the unit is not known). */
export const placesOf = (unit: Unit | null): number => (unit !== null && isCounted(unit) ? 0 : MAX_DECIMALS);

type Rounding = 'nearest' | 'down' | 'up';
const ROUND: Record<Rounding, (x: number) => number> = {
  // Half away from zero, as a person rounds: -2.5 is -3, not -2.
  nearest: (x) => Math.sign(x) * Math.round(Math.abs(x)),
  down: Math.floor,
  up: Math.ceil,
};

/** `value` to `places` decimals, worked in micro-units so binary noise (0.1 + 0.2) is not rounded as a fraction. */
export function roundTo(value: number, places: number, rounding: Rounding = 'nearest'): number {
  const step = 10 ** (EXACT_DECIMALS - Math.min(places, EXACT_DECIMALS));
  return fromMicro(ROUND[rounding](toMicro(value) / step) * step) + 0; // + 0: no "-0"
}

/** `value` as its unit shows it: whole `ea`, three decimals otherwise. */
export const roundToUnit = (value: number, unit: Unit | null, rounding: Rounding = 'nearest'): number =>
  roundTo(value, placesOf(unit), rounding);

/** Marks a figure rounded from a value it does not equal, so it does not claim to be exact (decision 036). */
export const APPROX = '≈ ';

const approxOf = (value: number, shown: number) => (toMicro(shown) === toMicro(value) ? '' : APPROX);

/** A number as quantities show it: "1,250.125", to `places` decimals at most, without a mark. */
export const numberText = (value: number, places = MAX_DECIMALS): string =>
  roundTo(value, places).toLocaleString('en-US', { maximumFractionDigits: places });

const withUnit = (text: string, unit: Unit | null) => (unit === null ? text : `${text} ${unit}`);

function figureText(value: number, unit: Unit | null, signed: boolean): string {
  const shown = roundToUnit(value, unit);
  return withUnit(`${approxOf(value, shown)}${signed && shown > 0 ? '+' : ''}${numberText(shown, placesOf(unit))}`, unit);
}

/**
 * A quantity with its unit, as every screen shows it: "12 ea", "2.5 kg", "1,250.125 g"; at the
 * unit's precision, marked when rounded: "≈ 26.273 kg" for 26.273292, "≈ 3 ea" for 2.571429.
 * An answer about an item no longer known has no unit, so its number shows bare.
 */
export const quantityText = (value: number, unit: Unit | null): string => figureText(value, unit, false);

/** A change of a quantity, signed: "+2 ea", "-0.125 g", "≈ -0.333 kg". */
export const quantityChangeText = (value: number, unit: Unit | null): string => figureText(value, unit, true);

/**
 * A range a true value lies in, "5–7 kg", rounded outwards to the unit so it stays true without
 * a mark (0.333333–0.666667 kg shows as 0.333–0.667 kg); one figure when both ends are equal.
 */
export function rangeText(lower: number, upper: number, unit: Unit | null): string {
  if (toMicro(lower) === toMicro(upper)) return quantityText(lower, unit);
  const places = placesOf(unit);
  return withUnit(`${numberText(roundTo(lower, places, 'down'), places)}–${numberText(roundTo(upper, places, 'up'), places)}`, unit);
}

/** A quantity as a field takes it back: plain digits at the unit's precision, "1250.125", no grouping or mark. */
export const fieldText = (value: number, unit: Unit | null): string => String(roundToUnit(value, unit));
