import type { Deviation } from '../../../shared/contract/step-instances';
import { quantityText, type Unit } from '../../../shared/units';

/** 'Input' or 'Output': which side of the run a deviation is on. */
export const sideText = (deviation: Deviation) => (deviation.side === 'input' ? 'Input' : 'Output');

/**
 * What differs, after the SKU: 'expected 5 kg, used 9.5 kg (quantity differs)'. Inputs are
 * used and outputs made; a template's flexible amount is said as such. The unit is the
 * SKU's, or null when it is not known (the number is shown alone).
 */
export function deviationText(deviation: Deviation, unit: Unit | null): string {
  const amount = (value: number) => quantityText(value, unit);
  const verb = deviation.side === 'input' ? 'used' : 'made';
  const expected = deviation.expected === null ? 'a flexible amount' : amount(deviation.expected);
  switch (deviation.reason) {
    case 'quantity differs':
      return `expected ${expected}, ${verb} ${amount(deviation.actual)} (quantity differs)`;
    case 'missing':
      return `expected ${expected}, none ${verb} (missing)`;
    case 'not in template':
      return `${verb} ${amount(deviation.actual)} (not in template)`;
  }
}
