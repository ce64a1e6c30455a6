/**
 * Seeded key timings for scanner tests (the burst detector's unit tests and the browser's
 * wedge tests), so a failing schedule replays exactly from its seed.
 */

export { seeded } from './seeded';

/** A whole number of milliseconds from `min` to `max`, both included. */
export const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export interface ScannerPace {
  /** every gap between keys lies in this range... */
  gapMs: readonly [number, number];
  /** ...except, in this share of scans, one hiccup somewhere in the scan, terminator included */
  hiccupChance: number;
  hiccupMs: readonly [number, number];
}

/** Slow and jittery, as a Bluetooth scanner on a busy phone: the pace the wedge layer must survive. */
export const JITTERY_SCANNER: ScannerPace = { gapMs: [5, 60], hiccupChance: 0.3, hiccupMs: [150, 200] };

/** The `count` gaps of one scan at `pace` (a code of n characters and its terminator has n gaps). */
export function scannerGaps(random: () => number, count: number, pace: ScannerPace): number[] {
  const gaps = Array.from({ length: count }, () => between(random, ...pace.gapMs));
  if (random() < pace.hiccupChance) gaps[Math.floor(random() * count)] = between(random, ...pace.hiccupMs);
  return gaps;
}
