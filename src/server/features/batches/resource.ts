import type { BatchState } from '../../../shared/contract/batches';
import type { Hold } from '../../../shared/contract/holds';
import { todayUtc } from '../../../shared/contract/fields';
import type { Unit } from '../../../shared/units';
import { AppError } from '../../http/app-error';
import { readProps } from '../../core/item-props';
import { fromMicro } from '../../stock-core/quantities';
import type { BatchRow } from '../../core/batches-repo';

/** `onHand` is the batch's units in bins, in micro-units. */
export function batchState(
  row: BatchRow,
  codes: Pick<BatchState, 'owned_codes' | 'associated_codes'>,
  unit: Unit,
  onHand: number,
  hold: Hold | null,
): BatchState {
  const { expires_on, supplier_lot } = row;
  const expired = expires_on !== null && expires_on < todayUtc();
  return {
    id: row.id,
    sku_id: row.sku_id,
    name: row.name,
    ...codes,
    props: readProps(row.props),
    unit,
    qty_remaining: fromMicro(onHand),
    expires_on,
    supplier_lot,
    expired,
    hold,
  };
}

/** A batch cannot come back from the archive under a parent that is itself archived. */
export const archivedParent = (skuId: string) =>
  new AppError('resource-in-use', {
    title: 'Can not restore a batch whose SKU is deleted.',
    detail: `Restore ${skuId} from the archive first.`,
    invalidParams: [{ name: 'sku_id', reason: `${skuId} is deleted: restore it first` }],
  });

export const unitKeptByHistory = (id: string, unit: Unit, newUnit: Unit) =>
  new AppError('resource-in-use', {
    title: 'Can not change the unit of a batch with stock history.',
    detail: `${id} has stock booked in ${unit}; a parent counted in ${newUnit} would change what those quantities mean.`,
    invalidParams: [{ name: 'sku_id', reason: `must be a SKU counted in ${unit}, not ${newUnit}: ${id} has stock history` }],
  });

export const parentAlreadySet = () =>
  new AppError('dangerous-operation', {
    invalidParams: [
      { name: 'force', reason: 'force must be set to true, or invalid parameter sku_id must be resolved' },
      { name: 'sku_id', reason: 'The sku of this batch has already been set. Can not change without force=true.' },
    ],
  });
