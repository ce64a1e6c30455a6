import { useState, type RefObject } from 'react';
import { search } from '../../api/search/search';
import { scanFeedback, useScanHandler, type ScanEvent } from '../../scan';
import { useToast } from '../../ui/toast';
import type { FieldName, OperationSpec, StockFormControl } from './operations';
import { placeScan } from './place-scan';

const ITEM_KINDS = new Set(['sku', 'batch', 'mixture']);

/**
 * Scans drive the stock form: labels go to the field they belong in (see placeScan), a
 * product code is looked up and fills the item (the scan layer has already taken the
 * scanner's characters back out of the focused field). Returns how many times the current
 * item has been scanned.
 */
export function useStockScans(spec: OperationSpec, form: StockFormControl, formRef: RefObject<HTMLFormElement | null>) {
  const [tally, setTally] = useState(0);
  const toast = useToast();
  const fieldNames = new Set<string>(spec.fields.map((field) => field.name));

  const place = (label: { kind: Parameters<typeof placeScan>[2]['kind']; id: string }, focused: FieldName | null) => {
    const placement = placeScan(spec.key, form.getValues(), label, focused);
    if (!placement) return false;
    for (const [name, value] of Object.entries(placement.set)) form.setValue(name as FieldName, value);
    form.clearErrors(Object.keys(placement.set) as FieldName[]);
    if (placement.counted) setTally((count) => count + 1);
    else if (placement.set.item) setTally(1);
    form.setFocus(placement.focus);
    return true;
  };

  const lookUpCode = async (code: string) => {
    const answer = await search(code, 0, 2).catch(() => null);
    const items = answer?.state.results.filter((result) => result.match !== 'name' && ITEM_KINDS.has(result.kind)) ?? [];
    const [only] = items;
    if (items.length === 1 && only) return place({ kind: only.kind, id: only.id }, null);
    scanFeedback('error');
    toast.failure(answer === null ? 'Connection Error' : items.length === 0 ? `No item has the code ${code}.` : `Several items have the code ${code}; scan its label.`);
  };

  useScanHandler((scan: ScanEvent) => {
    const inForm = scan.field !== null && formRef.current?.contains(scan.field) && fieldNames.has(scan.field.name);
    const focused = inForm ? (scan.field?.name as FieldName) : null;
    if (!scan.label) {
      void lookUpCode(scan.text.trim());
      return true;
    }
    return place(scan.label, focused) ? true : 'rejected';
  });

  return { tally, resetTally: () => setTally(0) };
}
