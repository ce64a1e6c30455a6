import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import type { LabelKind } from '../../../shared/labels';
import { isCounted } from '../../../shared/units';
import { badgeOfScan, badgeRefusal, itemOfScan, useScan, useScanHandler, type ScanClaim, type ScanEvent } from '../../scan';
import { useToast } from '../../ui/toast';
import { unitOf } from './item-unit';
import type { FieldName, OperationSpec, StockFormControl } from './operations';
import { booksCountFirst, keepTypedQuantity, placeScan } from './place-scan';
import { hasUnsavedWork } from './unsaved-work';

const ITEM_KINDS = ['sku', 'batch', 'mixture'] as const;

interface ScannedLabel {
  kind: LabelKind;
  id: string;
}

/**
 * Scans drive the stock form: labels go to the field they belong in (see placeScan), a
 * product code fills the item it belongs to (the scan layer has already looked it up, and
 * taken the scanner's characters back out of the focused field; it hands scans over one at a
 * time, so a count loses none). Another item scanned while one is being counted books the
 * count first (`bookCount`, false when it could not). Returns how many times the current item
 * has been scanned.
 */
export function useStockScans(
  spec: OperationSpec,
  form: StockFormControl,
  formRef: RefObject<HTMLFormElement | null>,
  bookCount: (next: string) => Promise<boolean>,
) {
  // A ref as well as state: scans come back to back, before the render that would show the last one.
  const scans = useRef(0);
  const [tally, setShownTally] = useState(0);
  const setTally = (count: number) => {
    scans.current = count;
    setShownTally(count);
  };
  const toast = useToast();
  const queryClient = useQueryClient();
  const { whenQuiet } = useScan();
  const fieldNames = new Set<string>(spec.fields.map((field) => field.name));

  const refuse = (why: string): ScanClaim => {
    toast.failure(why);
    return 'rejected';
  };
  const noPlace = (id: string) => `${id} cannot be used on ${spec.title}.`;
  // At once: react-hook-form's setFocus waits a task, and the next scan's first keys would land in the old field.
  const focus = (name: FieldName) => {
    const next = formRef.current?.elements.namedItem(name);
    if (next instanceof HTMLElement) next.focus();
  };

  const place = async (label: ScannedLabel, focused: FieldName | null): Promise<ScanClaim> => {
    const isItem = (ITEM_KINDS as readonly LabelKind[]).includes(label.kind);
    const quantityAtScan = form.getValues('quantity');
    const unit = isItem ? await unitOf(queryClient, label.id) : null;
    if (booksCountFirst(form.getValues(), label, scans.current) && !(await bookCount(label.id))) return 'rejected';
    // The lookup or the booking took a while: the next scan may be typing into the form.
    await whenQuiet();
    const measured = unit !== null && !isCounted(unit);
    const placed = placeScan(spec.key, form.getValues(), label, focused, measured);
    if (!placed) return refuse(noPlace(label.id));
    const placement = keepTypedQuantity(placed, quantityAtScan, form.getValues('quantity'));
    for (const [name, value] of Object.entries(placement.set)) form.setValue(name as FieldName, value);
    form.clearErrors(Object.keys(placement.set) as FieldName[]);
    focus(placement.focus);
    if (placement.measured) return refuse(`${label.id} is measured in ${unit}: enter its quantity rather than scanning it again.`);
    if (placement.counted) setTally(scans.current + 1);
    else if (placement.set.item) setTally(1);
    return true;
  };

  const placeCode = (scan: ScanEvent): ScanClaim | Promise<ScanClaim> => {
    const item = itemOfScan(scan, ITEM_KINDS);
    if ('problem' in item) return refuse(item.problem);
    return place(item.found, null);
  };

  useScanHandler((scan: ScanEvent) => {
    // A badge switches person (the scan layer opens the sign-in) unless that would lose the work in hand.
    const badge = badgeOfScan(scan);
    if (badge) return hasUnsavedWork(form.formState.defaultValues ?? {}, form.getValues()) ? refuse(badgeRefusal(badge)) : 'resolve';
    const inForm = scan.field !== null && formRef.current?.contains(scan.field) && fieldNames.has(scan.field.name);
    const focused = inForm ? (scan.field?.name as FieldName) : null;
    if (!scan.label) return placeCode(scan);
    // A customer's label on Release says whom it ships to (decision 043).
    if (scan.label.kind === 'customer' && spec.shipsToCustomer) {
      form.setValue('customer', scan.label.id);
      form.clearErrors('customer');
      return true;
    }
    return place(scan.label, focused);
  });

  return { tally, resetTally: () => setTally(0) };
}
