import { z } from 'zod';
import { envelope, statusAnswer } from './envelope';
import { BinId, body, ItemId, Name, Note, Operator, Props, text, UnitOfMeasure } from './fields';

/** Contents map item id to quantity (whole units for SKUs and batches, decimals for mixtures). */
export const Contents = z.record(z.string(), z.number());
export type Contents = z.infer<typeof Contents>;

export const MAX_ZONE_LENGTH = 100;
/** The area a bin sits in ("Raw materials", "Quality"): free text, for people to read. */
export const Zone = text(MAX_ZONE_LENGTH);

/** The kinds of thing a bin holds. */
export const CONTENT_KINDS = ['sku', 'batch', 'mixture'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * One entry of a bin with the item's name (also of an archived item) and the unit its quantity
 * is in, so a client lists a bin without fetching each item. Name and unit are null when no
 * item is known by that id.
 */
export const BinLine = z.object({
  item_id: ItemId,
  name: z.string().nullable(),
  quantity: z.number(),
  unit: UnitOfMeasure.nullable(),
  kind: z.enum(CONTENT_KINDS),
});
export type BinLine = z.infer<typeof BinLine>;

export const BinState = z.object({
  id: BinId,
  name: z.string(),
  zone: z.string().nullable(),
  notes: z.string().nullable(),
  /** Item id to quantity, the shape clients read; `lines` carries the same entries with names. */
  contents: Contents,
  lines: z.array(BinLine),
  props: Props.nullable(),
});
export type BinState = z.infer<typeof BinState>;

export const BinResource = envelope(BinState);
export type BinResource = z.infer<typeof BinResource>;

export const CreateBinBody = body({
  id: BinId,
  name: Name.optional(),
  zone: Zone.nullable().optional(),
  notes: Note.nullable().optional(),
  props: Props.nullable().optional(),
});
export type CreateBinBody = z.infer<typeof CreateBinBody>;

/** Absent fields stay as they are; null clears (a null name becomes ''). The id cannot change. */
export const UpdateBinBody = body({
  id: BinId.optional(),
  name: Name.nullable().optional(),
  zone: Zone.nullable().optional(),
  notes: Note.nullable().optional(),
  props: Props.nullable().optional(),
});
export type UpdateBinBody = z.infer<typeof UpdateBinBody>;

export const BinAnswer = statusAnswer(BinState);
export type BinAnswer = z.infer<typeof BinAnswer>;

export const ForceQuery = z.object({
  force: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
});

/**
 * DELETE /api/bin/{id}: force releases what the bin holds, as one operation naming `operator`
 * (a DELETE carries no body). Optional, as on every release; the app always sends one.
 */
export const DeleteBinQuery = ForceQuery.extend({ operator: Operator.optional() });
export type DeleteBinQuery = z.infer<typeof DeleteBinQuery>;

export const BinParams = z.object({ id: BinId });
