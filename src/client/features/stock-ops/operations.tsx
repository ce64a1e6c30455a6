import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { BinId, ItemId, UnitCount } from '../../../shared/contract/fields';
import { ContentsChangeAnswer } from '../../../shared/contract/stock';
import { hasAtMostDecimals, MAX_DECIMALS, quantityText, type Unit } from '../../../shared/units';
import { contentsChange, moveRequest, type StockRequest } from '../../api/stock/stock-requests';
import type { ItemChange } from '../../offline/item-change';
import { NamedBin, NamedItem } from '../../ui/named-item';
import { typedNumberInput } from '../../ui/typed-number';
import { AttributionInput, attributionOf, ShipToInput, shipToOf } from './attribution';

export type FieldName = 'bin' | 'item' | 'destination' | 'quantity';

export interface FieldSpec {
  name: FieldName;
  label: string;
  /** query parameter that prefills the field */
  query: string;
}

const NOT_A_QUANTITY = `Enter a number with at most ${MAX_DECIMALS} decimals.`;

/**
 * Quantity as typed, with a decimal point or comma: up to three decimals, as measured units
 * take. The form does not know the item's unit when it checks, so a fraction of an `ea` item
 * is the server's to refuse.
 */
export const QuantityInput = typedNumberInput(NOT_A_QUANTITY).refine(hasAtMostDecimals, NOT_A_QUANTITY).pipe(UnitCount);

export const StockForm = z
  .object({
    bin: BinId,
    item: ItemId,
    destination: z.union([z.literal(''), BinId]),
    quantity: QuantityInput,
    /** Release all of it (decision 037): the quantity is the entry as shown, and the exact entry goes. */
    all: z.boolean().optional(),
    ...AttributionInput,
    ...ShipToInput,
  })
  // Only "all" may name 0: a sliver of a measured item that shows as "≈ 0 kg".
  .refine((v) => v.quantity > 0 || v.all === true, { path: ['quantity'], message: 'must be greater than 0' });
export type StockFormInput = z.input<typeof StockForm>;
export type StockFormValues = z.output<typeof StockForm>;
/** The fields an operation describes and scans fill: labels and the quantity. */
export type StockFields = Pick<StockFormInput, FieldName>;
export type StockFormControl = UseFormReturn<StockFormInput, unknown, StockFormValues>;

/** A move needs somewhere to go, and somewhere else. */
const MoveForm = StockForm.refine((v) => v.destination !== '', { path: ['destination'], message: 'required key not provided' }).refine(
  (v) => v.destination !== v.bin,
  { path: ['destination'], message: 'must differ from the source bin' },
);

export type OperationKey = 'receive' | 'release' | 'move';

export interface OperationSpec {
  key: OperationKey;
  title: string;
  fields: FieldSpec[];
  schema: z.ZodType<StockFormValues, StockFormInput>;
  /** the change as a request: sent now, or kept on the device while offline */
  request: (values: StockFormValues) => StockRequest;
  /** the change in parts, for its line in the list of changes kept on the device; `unit` as the device knows it */
  itemChange: (values: StockFormValues, unit: Unit | null) => ItemChange;
  /** the toast after it; `unit` is the item's, null when its lookup says none (a mixture); `answer` the server's */
  success: (values: StockFormValues, unit: Unit | null, answer: unknown) => ReactNode;
  /** The filled fields stay in the URL as they change, so a reload keeps a half-done form. */
  keepsFieldsInUrl?: true;
  /** A release may name the customer it ships to and their order reference (decision 043). */
  shipsToCustomer?: true;
}

const quantity: FieldSpec = { name: 'quantity', label: 'Quantity', query: 'quantity' };

/** An operation's change in parts: what it does, and where (`into BIN000001`). */
const changeOf =
  (action: string, where: (values: StockFormValues) => string) =>
  (values: StockFormValues, unit: Unit | null): ItemChange => ({
    action,
    quantity: values.quantity,
    item: values.item,
    unit,
    where: where(values),
  });

/** What a release took, from its answer: with `all` the exact entry (26.273292 kg, shown "≈ 26.273 kg"), not the figure typed. */
function releasedOf(answer: unknown): number | null {
  const parsed = ContentsChangeAnswer.safeParse(answer);
  return parsed.success ? Math.abs(parsed.data.state.change) : null;
}

/** Receive, release and move differ only in these facts; one form renders them all. */
export const OPERATIONS: Record<OperationKey, OperationSpec> = {
  receive: {
    key: 'receive',
    title: 'Receive',
    fields: [{ name: 'bin', label: 'Bin Label', query: 'into' }, { name: 'item', label: 'Item Label', query: 'item' }, quantity],
    schema: StockForm,
    request: (v) => contentsChange(v.bin, { id: v.item, quantity: v.quantity, ...attributionOf(v) }),
    itemChange: changeOf('Receive', (v) => `into ${v.bin}`),
    success: (v, unit) => (
      <>
        Success. Added {quantityText(v.quantity, unit)}, <NamedItem id={v.item} />, to <NamedBin id={v.bin} />
      </>
    ),
  },
  release: {
    key: 'release',
    title: 'Release',
    shipsToCustomer: true,
    fields: [{ name: 'bin', label: 'Bin Label', query: 'from' }, { name: 'item', label: 'Item Label', query: 'item' }, quantity],
    schema: StockForm,
    request: (v) =>
      contentsChange(v.bin, { id: v.item, quantity: -v.quantity, ...(v.all && { all: true }), ...attributionOf(v), ...shipToOf(v) }),
    // A release of all says so in the queue: kept offline, it still takes the exact entry.
    itemChange: (v, unit) => changeOf(v.all ? 'Release all' : 'Release', (x) => `from ${x.bin}`)(v, unit),
    success: (v, unit, answer) => (
      <>
        Success, Released {quantityText(releasedOf(answer) ?? v.quantity, unit)}, <NamedItem id={v.item} />, from <NamedBin id={v.bin} />
        {v.customer && <>, shipped to {v.customer}</>}
      </>
    ),
  },
  move: {
    key: 'move',
    title: 'Move',
    fields: [
      { name: 'item', label: 'Item', query: 'item' },
      { name: 'bin', label: 'Source', query: 'from' },
      { name: 'destination', label: 'Destination', query: 'to' },
      quantity,
    ],
    schema: MoveForm,
    keepsFieldsInUrl: true,
    request: (v) => moveRequest(v.bin, { id: v.item, destination: v.destination, quantity: v.quantity, ...attributionOf(v) }),
    itemChange: changeOf('Move', (v) => `from ${v.bin} to ${v.destination}`),
    success: (v, unit) => (
      <>
        Success. Moved {quantityText(v.quantity, unit)}, <NamedItem id={v.item} /> from <NamedBin id={v.bin} /> to{' '}
        <NamedBin id={v.destination} />
      </>
    ),
  },
};
