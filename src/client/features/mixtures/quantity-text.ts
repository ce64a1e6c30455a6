import { MIXTURE_DECIMALS, type MixtureState } from '../../../shared/contract/mixtures';

/**
 * An amount with the mixture's unit, "1,250.5 kg". Not the shared formatQuantity: that shows
 * stock's three decimals, and a mixture's shares are kept to six (a third is 0.333333).
 */
export const quantityText = (quantity: number, unit: string) =>
  `${quantity.toLocaleString('en-US', { maximumFractionDigits: MIXTURE_DECIMALS })} ${unit}`;

/** Under a quantity field: how much there is to take. */
export const availableText = ({ qty_total, unit }: Pick<MixtureState, 'qty_total' | 'unit'>) => `${quantityText(qty_total, unit)} in the mixture.`;
