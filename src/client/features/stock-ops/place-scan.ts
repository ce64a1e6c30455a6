import type { LabelKind } from '../../../shared/labels';
import type { FieldName, OperationKey, StockFields } from './operations';

export interface Placement {
  /** values to set in the form */
  set: Partial<StockFields>;
  /** where the cursor goes next */
  focus: FieldName;
  /** true when the scan repeated the current item and added one to the quantity */
  counted: boolean;
  /** true when the scan repeated an item measured in a unit: its quantity is weighed or measured, not counted */
  measured?: true;
}

interface ScannedLabel {
  kind: LabelKind;
  id: string;
}

const ITEM_KINDS: readonly LabelKind[] = ['sku', 'batch', 'mixture'];

/**
 * Where a scanned label goes on a stock form. A bin fills the bin field (on Move the source
 * first, then the destination, unless the operator is in one of them); an item fills the
 * item field, and the same item again before submitting adds one to the quantity (count
 * mode) when it is counted in `ea`; an item `measured` in another unit leaves its quantity to
 * be entered. Null when the label has no place here.
 */
export function placeScan(
  operation: OperationKey,
  values: StockFields,
  label: ScannedLabel,
  focused: FieldName | null,
  measured = false,
): Placement | null {
  if (label.kind === 'bin') {
    if (operation !== 'move') return { set: { bin: label.id }, focus: 'item', counted: false };
    const target = focused === 'bin' || focused === 'destination' ? focused : values.bin ? 'destination' : 'bin';
    const next: FieldName = target === 'bin' && !values.destination ? 'destination' : values.item ? 'quantity' : 'item';
    return { set: { [target]: label.id }, focus: next, counted: false };
  }
  if (!ITEM_KINDS.includes(label.kind)) return null;
  if (values.item === label.id) {
    if (measured) return { set: {}, focus: 'quantity', counted: false, measured: true };
    const current = Number(values.quantity);
    const quantity = Number.isInteger(current) && current >= 1 ? current + 1 : 1;
    return { set: { quantity: String(quantity) }, focus: 'quantity', counted: true };
  }
  return { set: { item: label.id, quantity: measured ? '' : '1' }, focus: 'quantity', counted: false };
}

/**
 * Whether a scan of `label` must book the count in the form first: another item scanned while
 * the current one is being counted (scanned `scans` times, twice or more) would otherwise
 * replace it, and the count would be lost.
 */
export const booksCountFirst = (values: StockFields, label: ScannedLabel, scans: number): boolean =>
  scans > 1 && ITEM_KINDS.includes(label.kind) && values.item !== '' && values.item !== label.id;

/**
 * A quantity typed while an item scan was being looked up stays: the lookup can take a second
 * on a busy phone, and the scan landing late must not put its 1 over what the person entered.
 */
export function keepTypedQuantity(placement: Placement, quantityAtScan: string, quantityNow: string): Placement {
  if (placement.counted || placement.set.quantity === undefined || quantityNow === quantityAtScan) return placement;
  const set = { ...placement.set };
  delete set.quantity;
  return { ...placement, set };
}
