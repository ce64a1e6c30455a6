import type { MixtureState } from '../../../shared/contract/mixtures';
import { formatQuantity } from '../../../shared/units';

/** An amount with the mixture's unit at the unit's precision, marked when rounded: a third of 1 kg is "≈ 0.333 kg". */
export const quantityText = formatQuantity;

/** Under a quantity field: how much there is to take. */
export const availableText = ({ qty_total, unit }: Pick<MixtureState, 'qty_total' | 'unit'>) =>
  `${quantityText(qty_total, unit)} in the mixture.`;
