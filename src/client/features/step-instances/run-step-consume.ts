import type { TemplateState } from '../../../shared/contract/step-templates';
import { roundToUnit, type Unit } from '../../../shared/units';
import type { ConsumedValue } from './run-step-form';
import { remainingNeed } from './run-step-inputs';

/** A scanned lot or mixture, looked up: `holdings` is what each bin holds of it. */
export interface ScannedInput {
  kind: 'batch' | 'mixture';
  id: string;
  name: string;
  sku_id: string | null;
  unit: Unit;
  holdings: Record<string, number>;
}

export type ConsumeScan = { kind: 'add'; row: ConsumedValue } | { kind: 'listed'; index: number } | { kind: 'refused'; reason: string };

/**
 * What a scanned lot or mixture does to the inputs. Its bin: a mixture's own; for a lot, the
 * bin scanned before it when that bin holds it, else the only bin that does, else the operator
 * chooses. Its quantity: what the template still asks of its SKU, as far as the bin has it;
 * empty when the template names no amount or asks no more (the whole bin is rarely what a
 * run took, and a prefilled figure is booked unread). A lot listed from that bin already is not listed twice.
 */
export function consumeScan(
  input: ScannedInput,
  currentBin: string,
  rows: readonly ConsumedValue[],
  template: Pick<TemplateState, 'inputs' | 'outputs' | 'skus'>,
): ConsumeScan {
  const bins = Object.keys(input.holdings).filter((bin) => (input.holdings[bin] ?? 0) > 0);
  if (bins.length === 0)
    return { kind: 'refused', reason: input.kind === 'mixture' ? `${input.id} is empty.` : `${input.id} is not in any bin.` };
  const bin = bins.includes(currentBin) ? currentBin : bins.length === 1 ? (bins[0] ?? '') : '';
  const index = rows.findIndex((row) => row.resource_id === input.id && (bin === '' || row.bin_id === bin));
  if (index >= 0) return { kind: 'listed', index };
  const available = bin ? (input.holdings[bin] ?? 0) : null;
  const need = remainingNeed(template, rows, input.sku_id);
  const quantity = need ? (available === null ? need : Math.min(need, available)) : null;
  return {
    kind: 'add',
    row: {
      resource_id: input.id,
      kind: input.kind,
      name: input.name,
      sku_id: input.sku_id,
      unit: input.unit,
      bin_id: bin,
      holdings: input.holdings,
      // At the unit's places, rounded down: a field takes no finer figure, and no more than the bin holds.
      quantity: quantity === null ? '' : String(roundToUnit(quantity, input.unit, 'down')),
    },
  };
}
