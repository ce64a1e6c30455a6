import type { TraceRun } from '../../../shared/trace/bounds';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';
import type { Counted } from './repo';

/**
 * The runs as the bound arithmetic needs them: a run that took or made things in more than one
 * unit weighs no unit of output against one of input (changesUnit). Also the unit of each lot
 * the runs made, which the answer shows its whole quantity in.
 */
export function withUnits<Run extends TraceRun & Counted>(
  runs: readonly Run[],
  skuUnits: ReadonlyMap<string, Unit>,
): { runs: Run[]; lotUnits: Map<string, Unit> } {
  const unitOf = (sku: string | null) => (sku === null ? DEFAULT_UNIT : (skuUnits.get(sku) ?? DEFAULT_UNIT));
  const lotUnits = new Map<string, Unit>();
  const counted = runs.map((run) => {
    const units = new Set(run.inputSkus.map(unitOf));
    for (const output of run.outputs) {
      const unit = unitOf(output.sku);
      units.add(unit);
      lotUnits.set(output.lot, unit);
    }
    return { ...run, changesUnit: units.size > 1 };
  });
  return { runs: counted, lotUnits };
}

/** Every SKU the runs took or made. */
export const skusOf = (runs: readonly Counted[]): string[] => [
  ...new Set(runs.flatMap((run) => [...run.inputSkus, ...run.outputs.map((output) => output.sku)]).filter((sku) => sku !== null)),
];
