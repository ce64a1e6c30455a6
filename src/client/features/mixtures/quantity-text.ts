import type { MixtureState } from '../../../shared/contract/mixtures';

/** An amount with the mixture's unit: "12.5 kg". */
export const quantityText = (quantity: number, unit: string) => `${quantity} ${unit}`;

/** Under a quantity field: how much there is to take. */
export const availableText = ({ qty_total, unit }: Pick<MixtureState, 'qty_total' | 'unit'>) => `${quantityText(qty_total, unit)} in the mixture.`;
