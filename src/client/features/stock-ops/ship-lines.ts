import { z } from 'zod';
import { BinId, CustomerId, ItemId } from '../../../shared/contract/fields';
import type { ShipmentBody } from '../../../shared/contract/shipments';
import { fromMicro, toMicro } from '../../../shared/units';
import { isApiError } from '../../api/api-error';
import { AttributionInput, attributionOf, ShipToInput } from './attribution';
import { QuantityInput } from './operations';

/** One line of a shipment as the Ship screen holds it until it is booked. */
export interface ShipLine {
  bin: string;
  item: string;
  quantity: number;
}

const label = (id: typeof BinId) =>
  z
    .string()
    .transform((text) => text.trim().toUpperCase())
    .pipe(id);

/** The line being entered: a bin, an item and a quantity, all needed before it joins the list. */
export const LineEntry = z
  .object({ bin: label(BinId), item: label(ItemId), quantity: QuantityInput })
  .refine((line) => line.quantity > 0, { path: ['quantity'], message: 'must be greater than 0' });

/** Who the shipment goes to, as Ship takes it: a customer is needed, the reference may stay blank. */
export const ShipOrder = z.object({
  customer: label(CustomerId),
  reference: ShipToInput.reference,
  ...AttributionInput,
});

/**
 * A line joins the list, or adds to the line of the same item from the same bin, which the
 * server would add together anyway: the list then shows what the packing slip will.
 * Quantities add in micro-units, so 0.1 + 0.2 kg is 0.3 kg.
 */
export function addLine(lines: readonly ShipLine[], line: ShipLine): ShipLine[] {
  const at = lines.findIndex((known) => known.bin === line.bin && known.item === line.item);
  if (at === -1) return [...lines, line];
  return lines.map((known, i) => (i === at ? { ...known, quantity: fromMicro(toMicro(known.quantity) + toMicro(line.quantity)) } : known));
}

export function shipmentBody(order: z.output<typeof ShipOrder>, lines: readonly ShipLine[]): ShipmentBody {
  return {
    customer_id: order.customer,
    ...(order.reference !== undefined && { reference: order.reference }),
    lines: lines.map((line) => ({ bin_id: line.bin, item_id: line.item, quantity: line.quantity })),
    ...attributionOf(order),
  };
}

const LINE_PARAM = /^lines\[(\d+)\]\.(\w+)$/;

/** What a refusal says of each line, by the line's place in the list: the server's reason, to be said in the line's unit. */
export function lineProblems(error: unknown): Map<number, string> {
  const problems = new Map<number, string>();
  if (!isApiError(error)) return problems;
  for (const param of error.invalidParams) {
    const match = LINE_PARAM.exec(param.name);
    if (match) problems.set(Number(match[1]), param.reason);
  }
  return problems;
}
