import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { ShipmentBody, ShipmentState } from '../../../shared/contract/shipments';
import type { LabelKind } from '../../../shared/labels';
import { isCounted, quantityText } from '../../../shared/units';
import { isApiError } from '../../api/api-error';
import { applyProblemToForm } from '../../api/form-errors';
import { reasonText } from '../../api/plain-problem';
import { newIdempotencyKey } from '../../api/request';
import { createShipment, packingSlipHref } from '../../api/shipments/create-shipment';
import { invalidateStock } from '../../api/stock/invalidate-stock';
import { badgeOfScan, badgeRefusal, itemOfScan, useScan, useScanHandler, type ScanClaim, type ScanEvent } from '../../scan';
import { FormField } from '../../ui/form-field';
import { NamedItem } from '../../ui/named-item';
import { useOperatorName } from '../../ui/operator-name';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { useUnsavedPrompt } from '../../ui/use-unsaved-prompt';
import { AttributionFields } from './attribution-fields';
import { unitOf } from './item-unit';
import { BinHint, ItemHint, useItemUnit } from './label-hints';
import type { StockFormControl, StockFormInput, StockFormValues } from './operations';
import { addLine, LineEntry, lineProblems, shipmentBody, ShipOrder, type ShipLine } from './ship-lines';
import { ShipToFields } from './ship-to-fields';
import { StockInput } from './stock-input';

const ITEM_KINDS = ['sku', 'batch', 'mixture'] as const satisfies readonly LabelKind[];
type EntryField = 'bin' | 'item' | 'quantity';

const freshForm = (operator: string, customer = ''): StockFormInput => ({
  bin: '',
  item: '',
  destination: '',
  quantity: '',
  operator,
  note: '',
  customer,
  reference: '',
});

/** Whether the line being entered holds an item or a quantity: work a scan or a leave would lose. */
function hasEntry(form: StockFormControl): boolean {
  const { item, quantity } = form.getValues();
  return item.trim() !== '' || quantity.trim() !== '';
}

/** Checks values with a schema; a refusal shows on the fields it names. */
function checked<S extends z.ZodType>(schema: S, form: StockFormControl, values: unknown): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) form.setError(issue.path[0] as Path<StockFormInput>, { type: 'check', message: issue.message });
  return null;
}

function EntryInput({ form, name, label }: { form: StockFormControl; name: EntryField; label: string }) {
  const [bin, item] = useWatch({ control: form.control, name: ['bin', 'item'] });
  const hint = name === 'bin' ? <BinHint label={bin} /> : name === 'item' ? <ItemHint label={item} binLabel={bin} /> : undefined;
  return (
    <FormField label={label} error={form.formState.errors[name]?.message} hint={hint}>
      {(props) => <StockInput form={form} name={name} item={item} control={props} />}
    </FormField>
  );
}

/** One line: the item, its bin, the quantity in the item's unit, and what a refusal said of it. */
function LineRow({ line, problem, onRemove }: { line: ShipLine; problem: string | undefined; onRemove: () => void }) {
  const unit = useItemUnit(line.item);
  return (
    <li className="flex items-start gap-3 py-2">
      <div className="min-w-0 flex-1">
        <NamedItem id={line.item} />
        <p className="text-sm text-stone-600">
          from <span className="font-label">{line.bin}</span>
        </p>
        {problem && <p className="text-sm text-red-700">{reasonText(problem, unit)}</p>}
      </div>
      <span className="pt-0.5 font-semibold whitespace-nowrap tabular-nums">{quantityText(line.quantity, unit)}</span>
      <button type="button" className="btn-secondary px-2 py-1" aria-label={`Remove ${line.item} from ${line.bin}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}

/** The lines so far, one row each, stacked so a phone shows an item's name whole. */
function LinesList({ lines, problems, onRemove }: { lines: ShipLine[]; problems: Map<number, string>; onRemove: (index: number) => void }) {
  if (lines.length === 0)
    return (
      <p className="rounded border border-dashed border-stone-300 p-3 text-stone-600">No lines yet: scan a bin, then the items to ship.</p>
    );
  return (
    <ul aria-label="Lines to ship" className="divide-y divide-stone-200 border-y border-stone-200">
      {lines.map((line, index) => (
        <LineRow key={`${line.bin} ${line.item}`} line={line} problem={problems.get(index)} onRemove={() => onRemove(index)} />
      ))}
    </ul>
  );
}

function Shipped({ shipment, onNext }: { shipment: ShipmentState; onNext: () => void }) {
  const lots = new Set(shipment.lines.flatMap((line) => line.lots.map((lot) => lot.batch_id))).size;
  return (
    <section aria-label="Shipment booked" className="flex flex-col gap-3 rounded border border-green-300 bg-green-50 p-4">
      <h2 className="text-lg font-semibold">
        Shipment {shipment.operation_id} booked to {shipment.customer.name || shipment.customer.customer_id}
      </h2>
      <p>
        {shipment.lines.length} line{shipment.lines.length === 1 ? '' : 's'}, {lots} lot{lots === 1 ? '' : 's'}
        {shipment.reference && `, reference ${shipment.reference}`}.
      </p>
      <div className="flex flex-wrap gap-2">
        <a className="btn-primary" href={packingSlipHref(shipment.operation_id)} target="_blank" rel="noreferrer">
          Packing slip (PDF)
        </a>
        <Link className="btn-secondary" to={`/operation/${shipment.operation_id}`}>
          View operation
        </Link>
        <button type="button" className="btn-secondary" onClick={onNext}>
          New shipment
        </button>
      </div>
    </section>
  );
}

/**
 * Ship: the customer, then the items, Enter (issue 23). Scans fill the line being entered (a
 * bin, then an item; a counted item scanned again counts up) and the next item adds it to the
 * list; Enter adds the line, and Enter on an empty line books the whole shipment as one release
 * operation, with a packing slip to print.
 */
export function ShipScreen() {
  const [params] = useSearchParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { whenQuiet } = useScan();
  const [operator, rememberOperator] = useOperatorName();
  const form: StockFormControl = useForm<StockFormInput, unknown, StockFormValues>({
    defaultValues: freshForm(operator, params.get('customer')?.toUpperCase() ?? ''),
  });
  const [lines, setLines] = useState<ShipLine[]>([]);
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const [shipped, setShipped] = useState<ShipmentState | null>(null);
  const entryRef = useRef<HTMLFormElement>(null);
  // A retry of the same shipment after a lost answer sends the same key, so it is booked once.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation({ mutationFn: ({ body, key }: { body: ShipmentBody; key: string }) => createShipment(body, key) });

  const entered = () => hasEntry(form);
  useUnsavedPrompt(useCallback(() => lines.length > 0 || hasEntry(form), [lines, form]));

  const focus = (name: EntryField | 'customer') => {
    const field = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
    field?.focus();
    field?.select();
  };

  /** The line being entered joins the list; answers the list, or null when the line is not complete. */
  const addEntered = (): ShipLine[] | null => {
    form.clearErrors(['bin', 'item', 'quantity']);
    const line = checked(LineEntry, form, form.getValues());
    if (!line) return null;
    const next = addLine(lines, line);
    setLines(next);
    setProblems(new Map());
    form.setValue('item', '');
    form.setValue('quantity', '');
    focus('item');
    return next;
  };

  const ship = async () => {
    const toShip = entered() ? addEntered() : lines;
    if (!toShip) return;
    form.clearErrors(['customer', 'reference', 'operator', 'note']);
    const order = checked(ShipOrder, form, form.getValues());
    if (!order) return focus('customer');
    if (toShip.length === 0) {
      toast.failure('Nothing to ship yet: scan a bin, then the items.');
      return focus('bin');
    }
    const body = shipmentBody(order, toShip);
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    try {
      const answer = await mutation.mutateAsync({ body, key: attempt.current.key });
      attempt.current = null;
      setShipped(answer.state);
      setLines([]);
      form.reset(freshForm(form.getValues('operator')), { keepFieldsRef: true });
      await invalidateStock(queryClient, [...new Set(toShip.map((line) => line.bin))]);
    } catch (error) {
      // A lost connection may have booked it: the same key then answers with that shipment.
      if (!isApiError(error) || error.kind !== 'connection') attempt.current = null;
      setProblems(lineProblems(error));
      toast.failure(
        applyProblemToForm(error, form.setError, { customer_id: 'customer', reference: 'reference', operator: 'operator', note: 'note' }),
      );
    }
  };

  const onEntry = (event: FormEvent) => {
    event.preventDefault();
    // Enter on an empty line books the shipment; on a filled one, adds the line.
    if (!entered() && lines.length > 0) void ship();
    else addEntered();
  };

  const refuse = (why: string): ScanClaim => {
    toast.failure(why);
    return 'rejected';
  };

  /** An item scanned: the line before it, if complete, joins the list; a counted item scanned again counts up. */
  const placeItem = async (id: string): Promise<ScanClaim> => {
    const before = form.getValues();
    if (before.item !== '' && before.item !== id && before.quantity.trim() !== '' && !addEntered()) return 'rejected';
    const unit = await unitOf(queryClient, id);
    await whenQuiet();
    const counted = unit !== null && isCounted(unit);
    const again = form.getValues('item') === id;
    const count = Number(form.getValues('quantity'));
    form.setValue('item', id);
    form.setValue('quantity', counted ? String(again && Number.isInteger(count) ? count + 1 : 1) : again ? form.getValues('quantity') : '');
    form.clearErrors(['item', 'quantity']);
    if (!form.getValues('bin')) focus('bin');
    else if (counted) document.querySelector<HTMLInputElement>('[name="item"]')?.focus();
    else focus('quantity');
    return true;
  };

  const place = (scan: ScanEvent): ScanClaim | Promise<ScanClaim> => {
    const badge = badgeOfScan(scan);
    if (badge) return lines.length > 0 || entered() ? refuse(badgeRefusal(badge)) : 'resolve';
    const label = scan.label;
    if (!label) {
      const item = itemOfScan(scan, ITEM_KINDS);
      return 'problem' in item ? refuse(item.problem) : placeItem(item.found.id);
    }
    if (label.kind === 'customer') {
      form.setValue('customer', label.id);
      form.clearErrors('customer');
      focus(form.getValues('bin') ? 'item' : 'bin');
      return true;
    }
    if (label.kind === 'bin') {
      // A complete line joins the list before its bin changes: it came from the bin before.
      const { item, quantity } = form.getValues();
      if (item !== '' && quantity.trim() !== '' && !addEntered()) return 'rejected';
      form.setValue('bin', label.id);
      form.clearErrors('bin');
      focus('item');
      return true;
    }
    if ((ITEM_KINDS as readonly LabelKind[]).includes(label.kind)) return placeItem(label.id);
    return refuse(`${label.id} cannot be used on Ship.`);
  };
  useScanHandler(place);

  const customer = useWatch({ control: form.control, name: 'customer' });
  return (
    <Screen title="Ship">
      <div className="flex flex-col gap-5">
        {shipped && (
          <Shipped
            shipment={shipped}
            onNext={() => {
              setShipped(null);
              focus('customer');
            }}
          />
        )}
        <div className="flex flex-col gap-4">
          <ShipToFields form={form} required />
        </div>
        <form
          ref={entryRef}
          onSubmit={onEntry}
          noValidate
          aria-label="Line to ship"
          className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
        >
          <EntryInput form={form} name="bin" label="Bin Label" />
          <EntryInput form={form} name="item" label="Item Label" />
          <EntryInput form={form} name="quantity" label="Quantity" />
          <button type="submit" className="btn-secondary sm:mt-8">
            Add line
          </button>
        </form>
        <LinesList
          lines={lines}
          problems={problems}
          onRemove={(index) => {
            setLines(lines.filter((_, i) => i !== index));
            setProblems(new Map());
          }}
        />
        <AttributionFields form={form} onOperator={rememberOperator} />
        <div>
          <button type="button" className="btn-primary" disabled={mutation.isPending} onClick={() => void ship()}>
            {mutation.isPending
              ? 'Shipping...'
              : lines.length === 0
                ? 'Ship'
                : `Ship ${lines.length} line${lines.length === 1 ? '' : 's'}${customer ? ` to ${customer}` : ''}`}
          </button>
        </div>
      </div>
    </Screen>
  );
}
