import { z } from 'zod';
import { BatchId, BinId, body, CustomerId, ItemId, Note, Operator, Quantity, UnitOfMeasure, WholeNumber } from './fields';
import { CustomerContact } from './customers';
import { OperationParams } from './history';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, listResource } from './lists';
import { MAX_STARTING_FROM, queryCount } from './query-params';
import { ShipmentReference } from './stock';

/**
 * A shipment (decision 043): one release operation of many lines, from one or more bins, to a
 * customer. The ledger books it as any release; the shipment row says to whom.
 */

/** Lines one shipment may carry: a pallet of mixed cartons, not a warehouse. */
export const MAX_SHIPMENT_LINES = 200;

export const ShipmentLine = z.strictObject({ bin_id: BinId, item_id: ItemId, quantity: Quantity });
export type ShipmentLine = z.infer<typeof ShipmentLine>;

/** POST /api/shipments */
export const ShipmentBody = body({
  customer_id: CustomerId,
  reference: ShipmentReference.optional(),
  lines: z
    .array(ShipmentLine)
    .min(1, 'a shipment needs at least one line')
    .max(MAX_SHIPMENT_LINES, `a shipment has at most ${MAX_SHIPMENT_LINES} lines`),
  operator: Operator.optional(),
  note: Note.optional(),
});
export type ShipmentBody = z.infer<typeof ShipmentBody>;

/** A lot a line shipped: the lot itself, or what a mixture's units took of it. */
export const ShippedLot = z.object({
  batch_id: BatchId,
  name: z.string().nullable(),
  quantity: z.number(),
  unit: UnitOfMeasure.nullable(),
});

export const ShippedLine = z.object({
  bin_id: BinId,
  item_id: ItemId,
  item_name: z.string().nullable(),
  quantity: z.number(),
  /** the item's unit; null for an item no longer known */
  unit: UnitOfMeasure.nullable(),
  /** the lots the line carried out, in the lots' own units: a SKU line names none */
  lots: z.array(ShippedLot),
});
export type ShippedLine = z.infer<typeof ShippedLine>;

export const ShipmentState = z.object({
  /** the release operation that booked it */
  operation_id: WholeNumber,
  at: z.iso.datetime(),
  /** how to reach them, as they are now or as they were when archived */
  customer: CustomerContact,
  reference: z.string().nullable(),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(ShippedLine),
});
export type ShipmentState = z.infer<typeof ShipmentState>;

export const ShipmentResource = z.object({ Id: z.string(), state: ShipmentState });
export type ShipmentResource = z.infer<typeof ShipmentResource>;

export const ShipmentAnswer = z.object({ Id: z.string(), status: z.literal('shipment booked'), state: ShipmentState });
export type ShipmentAnswer = z.infer<typeof ShipmentAnswer>;

/** A shipment is named by the release operation that booked it. */
export const ShipmentParams = OperationParams;

/** GET /api/shipments: newest first, of one customer or of all. */
export const ShipmentListQuery = z.object({
  customer: CustomerId.optional(),
  startingFrom: queryCount(0, MAX_STARTING_FROM).default(0),
  limit: queryCount(1, LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
});
export type ShipmentListQuery = z.infer<typeof ShipmentListQuery>;

/** A shipment as a list shows it: when, to whom, under which reference, how many lines. */
export const ShipmentSummary = z.object({
  operation_id: WholeNumber,
  at: z.iso.datetime(),
  customer_id: CustomerId,
  reference: z.string().nullable(),
  operator: z.string().nullable(),
  lines: WholeNumber,
});
export type ShipmentSummary = z.infer<typeof ShipmentSummary>;

export const ShipmentListResource = listResource(ShipmentSummary);
export type ShipmentListResource = z.infer<typeof ShipmentListResource>;
