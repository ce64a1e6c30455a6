import { useRef, type FocusEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { itemOfScan, useFormScans, type ScanEvent } from '../../scan';
import { rowOfField } from './requirement-rows';
import { SIDES, type Side, type TemplateDraft } from './template-draft';

type Row = { side: Side; index: number };

/**
 * A template form claims every scan, so none navigates away from it: a SKU's label (or a
 * code one SKU owns) fills the SKU ID box it was scanned into, else the one last chosen, else
 * the first empty one, and the cursor moves on to that row's quantity. A template's label fills
 * the Template ID when the form has one. A code typed into another field stays there.
 * Returns the form's onFocus, which notes the SKU ID box chosen for a camera scan.
 */
export function useRequirementScans(form: UseFormReturn<TemplateDraft>, onTemplateLabel?: (id: string) => void) {
  const chosen = useRef<Row | null>(null);

  const exists = (row: Row | null): row is Row => row !== null && row.index < form.getValues(row.side).length;
  const firstEmpty = (): Row | null => {
    for (const side of SIDES) {
      const index = form.getValues(side).findIndex((row) => !row.sku_id.trim());
      if (index >= 0) return { side, index };
    }
    return null;
  };

  const skuOf = (scan: ScanEvent): string | { problem: string } | false => {
    const { label } = scan;
    if (label) return label.kind === 'sku' ? label.id : { problem: `${label.id} is not a SKU label.` };
    if (scan.field && !rowOfField(scan.field)) return false;
    const sku = itemOfScan(scan, ['sku'], 'SKU');
    return 'found' in sku ? sku.found.id : sku;
  };

  useFormScans((scan) => {
    if (scan.label?.kind === 'step-template' && onTemplateLabel) {
      onTemplateLabel(scan.label.id);
      return true;
    }
    const sku = skuOf(scan);
    if (typeof sku !== 'string') return sku;
    const landed = rowOfField(scan.field);
    const row = exists(landed) ? landed : exists(chosen.current) ? chosen.current : firstEmpty();
    if (!row) return { problem: `No empty SKU ID box for ${sku}: add a row, then scan.` };
    form.setValue(`${row.side}.${row.index}.sku_id`, sku, { shouldDirty: true });
    form.clearErrors(`${row.side}.${row.index}.sku_id`);
    form.setFocus(`${row.side}.${row.index}.quantity`);
    // The next scan goes to the next empty box unless another is chosen.
    chosen.current = null;
    return true;
  });

  return {
    onFocus: (event: FocusEvent<HTMLFormElement>) => {
      const row = rowOfField(event.target);
      if (row) chosen.current = row;
    },
  };
}
