import type { MixtureState } from '../../../shared/contract/mixtures';
import { quantityText } from '../../../shared/units';

/** Under a quantity field: how much there is to take. */
export const availableText = ({ qty_total, unit }: Pick<MixtureState, 'qty_total' | 'unit'>) =>
  `${quantityText(qty_total, unit)} in the mixture.`;
