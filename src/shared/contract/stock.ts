import { z } from 'zod';
import { BinId, body, CustomerId, expected, ItemId, Note, Operator, Quantity, SignedQuantity, text } from './fields';

export const MAX_REFERENCE_LENGTH = 100;
/** A customer's order or delivery reference, as their paperwork writes it. */
export const ShipmentReference = text(MAX_REFERENCE_LENGTH).trim();

/**
 * POST /api/bin/{id}/contents: a positive quantity receives, a negative one releases, 0 changes
 * nothing. With `all: true` (decision 037) a release takes the whole entry exactly, when the
 * entry rounded to its unit's places is still `-quantity`: 26.273292 kg goes with -26.273.
 * A release may name the customer it ships to and their order reference (decision 043).
 */
export const ContentsChangeBody = body({
  id: ItemId,
  quantity: SignedQuantity,
  all: z.boolean({ error: expected('bool') }).optional(),
  operator: Operator.optional(),
  note: Note.optional(),
  customer_id: CustomerId.optional(),
  reference: ShipmentReference.optional(),
});
export type ContentsChangeBody = z.infer<typeof ContentsChangeBody>;

export const CONTENTS_STATUSES = ['items received', 'items released', 'no change'] as const;

export const ContentsChangeAnswer = z.object({
  Id: z.string(),
  status: z.enum(CONTENTS_STATUSES),
  state: z.object({
    bin_id: BinId,
    item_id: ItemId,
    /** what the bin now holds of the item; 0 once the entry is gone */
    quantity: z.number(),
    /** the signed change that was applied */
    change: z.number(),
  }),
});
export type ContentsChangeAnswer = z.infer<typeof ContentsChangeAnswer>;

/** PUT /api/bin/{id}/contents/move */
export const MoveBody = body({
  id: ItemId,
  destination: BinId,
  quantity: Quantity,
  operator: Operator.optional(),
  note: Note.optional(),
});
export type MoveBody = z.infer<typeof MoveBody>;

const BinQuantity = z.object({ bin_id: BinId, quantity: z.number() });

export const MoveAnswer = z.object({
  Id: z.string(),
  status: z.literal('items moved'),
  state: z.object({
    item_id: ItemId,
    from: BinQuantity,
    to: BinQuantity,
    moved: z.number().positive(),
  }),
});
export type MoveAnswer = z.infer<typeof MoveAnswer>;
