import type { Unit } from '../../../shared/units';

/** The least and greatest of a run's input units, as text orders them (as SQL's min and max do). */
export interface UnitRange {
  low: Unit;
  high: Unit;
}

/**
 * Whether a run took or made things in more than one unit: then the bound arithmetic weighs no
 * unit of its output against one of its input.
 */
export function changesUnit(inputs: UnitRange | null, outputs: readonly { unit: Unit }[]): boolean {
  const one = inputs?.low ?? outputs[0]?.unit;
  return (inputs !== null && inputs.low !== inputs.high) || outputs.some((output) => output.unit !== one);
}

/** The range of units, or null for none. */
export function rangeOf(units: readonly Unit[]): UnitRange | null {
  const sorted = [...units].sort();
  const [low] = sorted;
  const high = sorted.at(-1);
  return low && high ? { low, high } : null;
}
