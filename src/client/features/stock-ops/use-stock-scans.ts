import { useState, type RefObject } from 'react';
import { itemOfScan, useScanHandler, type ScanClaim, type ScanEvent } from '../../scan';
import { useToast } from '../../ui/toast';
import type { FieldName, OperationSpec, StockFormControl } from './operations';
import { placeScan } from './place-scan';

const ITEM_KINDS = ['sku', 'batch', 'mixture'] as const;

/**
 * Scans drive the stock form: labels go to the field they belong in (see placeScan), a
 * product code fills the item it belongs to (the scan layer has already looked it up, and
 * taken the scanner's characters back out of the focused field; it hands scans over one at a
 * time, so a count loses none). Returns how many times the current item has been scanned.
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
    // At once: react-hook-form's setFocus waits a task, and the next scan's first keys would land in the old field.
    const next = formRef.current?.elements.namedItem(placement.focus);
    if (next instanceof HTMLElement) next.focus();
    return true;
  };

  const refuse = (why: string): ScanClaim => {
    toast.failure(why);
    return 'rejected';
  };
  const noPlace = (id: string) => `${id} cannot be used on ${spec.title}.`;

  const placeCode = (scan: ScanEvent): ScanClaim => {
    const item = itemOfScan(scan, ITEM_KINDS);
    if ('problem' in item) return refuse(item.problem);
    return place(item.found, null) || refuse(noPlace(item.found.id));
  };

  useScanHandler((scan: ScanEvent) => {
    const inForm = scan.field !== null && formRef.current?.contains(scan.field) && fieldNames.has(scan.field.name);
    const focused = inForm ? (scan.field?.name as FieldName) : null;
    if (!scan.label) return placeCode(scan);
    return place(scan.label, focused) || refuse(noPlace(scan.label.id));
  });

  return { tally, resetTally: () => setTally(0) };
}
