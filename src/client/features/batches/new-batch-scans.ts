import { itemOfScan, type ScanEvent } from '../../scan';

/** Where a scan goes on New Batch: the batch's label, its parent SKU, the field it was typed into, or nowhere. */
export type BatchScanPlace = { field: 'label' | 'parent'; id: string } | 'typed' | { problem: string };

/**
 * A pre-printed batch label is the new batch's label; a SKU's label or code names its parent.
 * A code typed into another field (a code row, the supplier lot) is that field's value.
 */
export function placeBatchScan(scan: ScanEvent): BatchScanPlace {
  const { label } = scan;
  if (label?.kind === 'batch') return { field: 'label', id: label.id };
  if (label?.kind === 'sku') return { field: 'parent', id: label.id };
  if (label) return { problem: `${label.id} is not a SKU or batch label.` };
  if (scan.field && scan.field.name !== 'parent') return 'typed';
  const sku = itemOfScan(scan, ['sku'], 'SKU');
  return 'found' in sku ? { field: 'parent', id: sku.found.id } : sku;
}
