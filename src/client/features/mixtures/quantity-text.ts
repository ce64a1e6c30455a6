import { MIXTURE_DECIMALS, type MixtureState } from '../../../shared/contract/mixtures';
import { formatQuantity, type Unit } from '../../../shared/units';

/** An amount with the mixture's unit, "1,250.5 kg", to the six places a mixture's shares keep (a third is 0.333333). */
export const quantityText = (quantity: number, unit: Unit) => formatQuantity(quantity, unit, MIXTURE_DECIMALS);

/** Under a quantity field: how much there is to take. */
export const availableText = ({ qty_total, unit }: Pick<MixtureState, 'qty_total' | 'unit'>) =>
  `${quantityText(qty_total, unit)} in the mixture.`;
