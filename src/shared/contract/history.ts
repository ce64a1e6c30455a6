import { z } from 'zod';
import { BinId, expected, ItemId } from './fields';

export const HISTORY_MAX_LIMIT = 200;
/** Deepest page a history offers; beyond it, narrow the history (a bin, an item) instead. */
export const HISTORY_MAX_OFFSET = 1_000_000;
/** A history counts its rows only this far past the page asked for, so no page counts the whole ledger. */
export const HISTORY_COUNT_AHEAD = 1_000;

/** A whole number given in a query string, where every value arrives as text. */
const queryCount = (min: number, max: number) =>
  z
    .string({ error: expected('a whole number') })
    .regex(/^[0-9]{1,15}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** Paging of a history, newest first: skip `startingFrom` movements, answer at most `limit`. */
export const HistoryQuery = z.object({
  startingFrom: queryCount(0, HISTORY_MAX_OFFSET).default(0),
  limit: queryCount(1, HISTORY_MAX_LIMIT).default(20),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** The operation a ledger row belongs to: an audit's lines, or a run's inputs and outputs, share one. */
export const OperationRef = z.object({
  id: z.number().int(),
  /** receive, release, move, audit, bin-delete, ...: open, so later features can add kinds */
  kind: z.string(),
  /** the document the operation belongs to: the audited or deleted bin, later a mixture or a run */
  document_id: z.string().nullable(),
});
export type OperationRef = z.infer<typeof OperationRef>;

/** One ledger row as the API shows it: quantities in units, time as an ISO string. */
export const HistoryEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** receive, release, move, bin-delete, ...: open, so later features can add kinds of change */
  kind: z.string(),
  item_id: ItemId,
  /** the item's name, also once it is deleted and archived; null when it has none */
  item_name: z.string().nullable(),
  from_bin: BinId.nullable(),
  to_bin: BinId.nullable(),
  quantity: z.number().positive(),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  operation: OperationRef,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryResource = z.object({
  Id: z.string(),
  state: z.object({
    /** rows counted, exactly up to starting_from + limit + HISTORY_COUNT_AHEAD; see total_is_exact */
    total: z.number().int(),
    /** false when there are more rows than were counted: show the total as "n+" */
    total_is_exact: z.boolean(),
    starting_from: z.number().int(),
    limit: z.number().int(),
    items: z.array(HistoryEntry),
  }),
});
export type HistoryResource = z.infer<typeof HistoryResource>;

/** A ledger operation's id in a URL: a positive whole number. */
export const OperationParams = z.object({
  id: z
    .string({ error: expected('str') })
    .regex(/^[1-9][0-9]{0,14}$/, 'must be a positive whole number')
    .transform(Number),
});

/** GET /api/operation/{id}: one operation with every ledger row it wrote. */
export const OperationState = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.string(),
  document_id: z.string().nullable(),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  movements: z.array(HistoryEntry),
});
export type OperationState = z.infer<typeof OperationState>;

export const OperationResource = z.object({ Id: z.string(), state: OperationState });
export type OperationResource = z.infer<typeof OperationResource>;
