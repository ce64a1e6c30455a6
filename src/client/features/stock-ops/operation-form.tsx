import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { decimalOf } from '../../../shared/decimal-text';
import { quantityText, type Unit } from '../../../shared/units';
import { applyProblemToForm } from '../../api/form-errors';
import { newIdempotencyKey } from '../../api/request';
import { invalidateStock } from '../../api/stock/invalidate-stock';
import { itemChangeText } from '../../offline/item-change';
import { sendOrKeep } from '../../offline/send-or-keep';
import { usePending, waitingOf } from '../../offline/use-pending';
import { useCameraTally, useScan } from '../../scan';
import { FormField } from '../../ui/form-field';
import { useOperatorName } from '../../ui/operator-name';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { useUnsavedPrompt } from '../../ui/use-unsaved-prompt';
import { AttributionFields } from './attribution-fields';
import { EMPTY_FIELDS, prefill, queryOf } from './form-query';
import { SkuBatchChoice } from './sku-batch-choice';
import { knownUnitOf, unitOf, useKnownUnit } from './item-unit';
import { BinHint, ItemHint } from './label-hints';
import type { FieldSpec, OperationSpec, StockFormControl, StockFormInput, StockFormValues } from './operations';
import { ReleaseAll } from './release-all';
import { ShipToFields } from './ship-to-fields';
import { useFormUrl } from './use-form-url';
import { hasUnsavedWork } from './unsaved-work';
import { useStockScans } from './use-stock-scans';
import { StockInput } from './stock-input';

/** What the camera sheet shows of a count: the item and its quantity with the unit the device knows, once an item has been scanned. */
function useTallyForCamera(form: StockFormControl, tally: number) {
  const [item, quantity] = useWatch({ control: form.control, name: ['item', 'quantity'] });
  const counted = decimalOf(quantity);
  const unit = useKnownUnit(item);
  useCameraTally(tally > 0 && item ? (counted === null ? item : `${item} · ${quantityText(counted, unit)}`) : null);
}

/** The form again from a change kept offline and refused once sent: its fields, and whom a release shipped to. */
function fixQuery(spec: OperationSpec, values: StockFormValues): string {
  const params = new URLSearchParams(queryOf(spec, { ...values, quantity: String(values.quantity) }));
  if (values.customer) params.set('customer', values.customer);
  if (values.reference) params.set('reference', values.reference);
  return params.toString();
}

/** Enter after an item label moves on to its quantity, however the label came; Enter there submits. */
function toQuantity(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.currentTarget.value.trim() === '') return;
  event.preventDefault();
  const quantity = event.currentTarget.form?.elements.namedItem('quantity');
  if (!(quantity instanceof HTMLInputElement)) return;
  quantity.focus();
  quantity.select();
}

/** What scans made of the quantity: a count, or (a scan leaves it empty only for an item measured in a unit) a question. */
function QuantityHint({ tally, quantity }: { tally: number; quantity: string }) {
  if (tally > 1) return <span aria-live="polite">Count mode: scanned {tally} times.</span>;
  if (tally === 1 && quantity === '') return <span aria-live="polite">Measured, not counted: enter the quantity.</span>;
  return null;
}

function StockField({ field, form, tally }: { field: FieldSpec; form: StockFormControl; tally: number }) {
  const [bin, item] = useWatch({ control: form.control, name: ['bin', 'item'] });
  const value = useWatch({ control: form.control, name: field.name });
  const isQuantity = field.name === 'quantity';
  return (
    <FormField
      label={field.label}
      error={form.formState.errors[field.name]?.message}
      hint={
        field.name === 'item' ? (
          <ItemHint label={item} binLabel={bin} />
        ) : isQuantity ? (
          <QuantityHint tally={tally} quantity={value} />
        ) : (
          <BinHint label={value} />
        )
      }
    >
      {(props) => (
        <StockInput
          form={form}
          name={field.name}
          item={item}
          control={props}
          onKeyDown={field.name === 'item' ? toQuantity : undefined}
          countsScans
        />
      )}
    </FormField>
  );
}

/** Receive, release and move: one form, described by an OperationSpec; Release offers to take all the bin holds. */
export function OperationForm({ spec, offersAll = false }: { spec: OperationSpec; offersAll?: boolean }) {
  const [params] = useSearchParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [operator, rememberOperator] = useOperatorName();
  const form: StockFormControl = useForm<StockFormInput, unknown, StockFormValues>({
    resolver: zodResolver(spec.schema),
    defaultValues: {
      ...prefill(spec, params),
      operator,
      note: '',
      customer: params.get('customer') ?? '',
      reference: params.get('reference') ?? '',
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { whenQuiet } = useScan();
  const url = useFormUrl(spec, form);
  useUnsavedPrompt(useCallback(() => hasUnsavedWork(form.formState.defaultValues ?? {}, form.getValues()), [form]));

  const waiting = waitingOf(usePending()).length;
  const mutation = useMutation({
    // Offline the change is kept on the device (with its key, so it applies once), not paused.
    networkMode: 'always',
    // `unit` is the item's as the device knows it, for the change's line if it is kept.
    mutationFn: ({ values, key, unit }: { values: StockFormValues; key: string; unit: Unit | null }) =>
      sendOrKeep(
        z.unknown(),
        {
          ...spec.request(values),
          key,
          summary: itemChangeText(spec.itemChange(values, unit)),
          itemChange: spec.itemChange(values, unit),
          fixHref: `/${spec.key}?${fixQuery(spec, values)}`,
        },
        waiting,
      ),
    onSuccess: (sent, { values }) =>
      sent.kept ? undefined : invalidateStock(queryClient, [values.bin, values.destination].filter(Boolean)),
    // A refusal may be of a figure the bin no longer holds (a release of all): show what it holds now.
    onError: (_error, { values }) => invalidateStock(queryClient, [values.bin, values.destination].filter(Boolean)),
  });

  /** Sends the change, or keeps it on the device; true once done. `more` ends the success toast. */
  const book = async (values: StockFormValues, more?: ReactNode): Promise<boolean> => {
    try {
      const known = knownUnitOf(queryClient, values.item);
      const sent = await mutation.mutateAsync({ values, key: newIdempotencyKey(), unit: known });
      const done = sent.kept
        ? `Kept on this device: ${itemChangeText(spec.itemChange(values, known))}. It is sent when the connection is back.`
        : spec.success(values, await unitOf(queryClient, values.item), sent.answer);
      // A scan typing into the form meanwhile (count mode) would take back the values cleared below.
      await whenQuiet();
      toast.success(
        <>
          {done}
          {more}
        </>,
      );
      // The bins and the operator stay for the next item; the item, quantity and note start over.
      // keepFieldsRef keeps the inputs registered, so focus can go straight to the item field.
      form.reset(
        { ...form.getValues(), ...EMPTY_FIELDS, all: false, bin: values.bin, destination: values.destination, note: '' },
        { keepFieldsRef: true },
      );
      url.afterSubmit();
      return true;
    } catch (error) {
      toast.failure(
        applyProblemToForm(
          error,
          form.setError,
          {
            id: 'item',
            quantity: 'quantity',
            destination: 'destination',
            operator: 'operator',
            note: 'note',
            customer_id: 'customer',
            reference: 'reference',
          },
          await unitOf(queryClient, values.item),
        ),
      );
      return false;
    }
  };

  // Another item scanned in count mode: the count is booked before the form takes the new item.
  const bookCount = (next: string) =>
    new Promise<boolean>((resolve) => {
      const booked = form.handleSubmit(
        async (values) => resolve(await book(values, `. The count was booked before counting ${next}.`)),
        () => {
          toast.failure(`The count is not booked: complete the form, then scan ${next} again.`);
          resolve(false);
        },
      );
      void booked();
    });
  const { tally, resetTally } = useStockScans(spec, form, formRef, bookCount);
  useTallyForCamera(form, tally);

  const submit = form.handleSubmit(async (values) => {
    if (!(await book(values))) return;
    resetTally();
    form.setFocus('item');
  });

  return (
    <Screen title={spec.title}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label={spec.title}>
        {spec.fields.map((field) => (
          <StockField key={field.name} field={field} form={form} tally={tally} />
        ))}
        {offersAll && <ReleaseAll form={form} />}
        <SkuBatchChoice form={form} />
        {spec.shipsToCustomer && <ShipToFields form={form} />}
        <AttributionFields form={form} onOperator={rememberOperator} />
        <div>
          <button type="submit" className="btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Submit'}
          </button>
        </div>
      </form>
    </Screen>
  );
}
