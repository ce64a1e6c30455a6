import { DEFAULT_UNIT, fitsUnit, isCounted, MAX_DECIMALS, type Unit } from '../../../shared/units';
import { typedNumber } from '../../ui/typed-number';

/** A count in progress: item id to units found, in the order items were first counted. */
export type CountSheet = ReadonlyArray<readonly [itemId: string, units: number]>;

/** One more unit of an item: a scan of it. */
export function countOne(sheet: CountSheet, itemId: string): CountSheet {
  const index = sheet.findIndex(([id]) => id === itemId);
  if (index === -1) return [...sheet, [itemId, 1]];
  return sheet.map((line, i) => (i === index ? [line[0], line[1] + 1] : line));
}

/** A typed count replaces what was scanned for that item. */
export function setCount(sheet: CountSheet, itemId: string, units: number): CountSheet {
  if (!sheet.some(([id]) => id === itemId)) return [...sheet, [itemId, units]];
  return sheet.map((line) => (line[0] === itemId ? [itemId, units] : line));
}

export const removeLine = (sheet: CountSheet, itemId: string): CountSheet => sheet.filter(([id]) => id !== itemId);

export const countsOf = (sheet: CountSheet): Record<string, number> => Object.fromEntries(sheet);

/** What the camera sheet shows of a count: the item counted last and its units so far. */
export function tallyOf(sheet: CountSheet, itemId: string | null): string | null {
  const line = sheet.find(([id]) => id === itemId);
  return line ? `${line[0]} · ${line[1]}` : null;
}

/**
 * A typed count as the count it books, or why it books none: a count is 0 or more, whole for
 * `ea` (and while the unit is not known yet), with at most MAX_DECIMALS places otherwise.
 */
export function readCount(text: string, unit: Unit | null): { count: number } | { problem: string } {
  const read = typedNumber(text, 'Enter the count as a number.');
  if (typeof read === 'string') return { problem: read };
  if (read < 0) return { problem: 'Enter 0 or more.' };
  const counted = unit ?? DEFAULT_UNIT;
  if (!fitsUnit(read, counted)) {
    return { problem: isCounted(counted) ? `Enter a whole number of ${counted}.` : `Enter at most ${MAX_DECIMALS} decimals.` };
  }
  return { count: read };
}
