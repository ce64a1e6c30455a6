import type { SkuState } from '../../../shared/contract/skus';
import { AppError } from '../../http/app-error';
import { readProps } from '../../core/item-props';
import { fromMicro } from '../../stock-core/quantities';
import type { SkuRow } from './repo';

export function skuState(row: SkuRow, codes: Pick<SkuState, 'owned_codes' | 'associated_codes'>, onHandMicro: number): SkuState {
  return { id: row.id, name: row.name, ...codes, props: readProps(row.props), unit: row.unit, on_hand: fromMicro(onHandMicro) };
}

/** Quantities already booked would silently change meaning under a new unit. */
export const unitInUse = (id: string, unit: string) =>
  new AppError('resource-in-use', {
    title: 'Can not change the unit of a sku with stock history.',
    detail: `${id} and its batches have stock booked in ${unit}; a new unit would change what those quantities mean.`,
    invalidParams: [{ name: 'unit', reason: `must stay ${unit}: ${id} has stock history` }],
  });
