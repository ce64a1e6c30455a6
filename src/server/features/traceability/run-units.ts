import type { TraceRun } from '../../../shared/trace/bounds';
import type { Unit } from '../../../shared/units';
import type { Counted } from './repo';

/**
 * Marks each run that took or made things in more than one unit (changesUnit): the bound
 * arithmetic weighs no unit of its output against one of its input. Answers the unit of each lot
 * the runs made, which the answer shows its whole quantity in. The runs are the walk's own
 * objects, marked in place: a wide trace has thousands.
 */
export function markUnitChanges(runs: readonly (TraceRun & Counted)[]): Map<string, Unit> {
  const lotUnits = new Map<string, Unit>();
  for (const run of runs) {
    const one = run.inputUnits?.low ?? run.outputs[0]?.unit;
    let changes = run.inputUnits !== null && run.inputUnits.low !== run.inputUnits.high;
    for (const output of run.outputs) {
      lotUnits.set(output.lot, output.unit);
      changes ||= output.unit !== one;
    }
    run.changesUnit = changes;
  }
  return lotUnits;
}
