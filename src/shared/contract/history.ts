import { z } from 'zod';
import { BinId, expected, ItemId, Operator, UnitOfMeasure } from './fields';
import { PersonId } from './people';
import { MAX_STARTING_FROM, queryCount, SortOrder } from './query-params';

export const HISTORY_MAX_LIMIT = 200;
/** Deepest page a history offers; beyond it, narrow the history (a bin, an item) instead. */
export const HISTORY_MAX_OFFSET = MAX_STARTING_FROM;
/** A history counts its rows only this far past the page asked for, so no page counts the whole ledger. */
export const HISTORY_COUNT_AHEAD = 1_000;

/** Every kind of ledger row: the stock forms', an audit's and a forced bin delete's, a mixture's, and a production run's. */
export const MOVEMENT_KINDS = [
  'receive',
  'release',
  'move',
  'adjust',
  'bin-delete',
  'mixture-create',
  'mixture-draw',
  'mixture-split',
  'step-consume',
  'step-produce',
  'step-undo',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** A recall hold and its release: history entries of an item, though no stock moves (decision 018). */
export const HOLD_KINDS = ['hold', 'hold-release'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/** What a history lists: stock movements, and the holds and releases of lots and mixtures. */
export const HISTORY_KINDS = [...MOVEMENT_KINDS, ...HOLD_KINDS] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const isHoldKind = (kind: string): kind is HoldKind => HOLD_KINDS.some((hold) => hold === kind);

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A time bound as an ISO date or a datetime with its offset, to epoch milliseconds. A bare date
 * is a UTC day: its start for `from`, its end for `to` (both ends are inclusive).
 */
const timeBound = (end: 'start' | 'end') =>
  z
    .string({ error: expected('str') })
    .max(40, 'must be at most 40 characters')
    .pipe(
      z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
        error: 'must be an ISO date (2026-11-24) or datetime (2026-11-24T08:00:00Z)',
      }),
    )
    .transform((value) => {
      const at = Date.parse(DATE.test(value) ? `${value}T00:00:00Z` : value);
      return DATE.test(value) && end === 'end' ? at + DAY_MS - 1 : at;
    });

/**
 * Paging of a history, newest first (or oldest): skip `startingFrom` movements, answer at most `limit`;
 * optionally only rows of one kind, bin (from or to), item, operator (any case), person (by id), or time span.
 */
export const HistoryQuery = z
  .object({
    startingFrom: queryCount(0, HISTORY_MAX_OFFSET).default(0),
    limit: queryCount(1, HISTORY_MAX_LIMIT).default(20),
    /** newest first unless `asc` */
    order: SortOrder.default('desc'),
    kind: z.enum(HISTORY_KINDS, { error: `must be one of ${HISTORY_KINDS.join(', ')}` }).optional(),
    bin: BinId.optional(),
    item: ItemId.optional(),
    operator: Operator.optional(),
    /** the person who did it, by id (accounts on): unlike `operator`, apart from anyone of the same name, and across a change of name */
    person: PersonId.optional(),
    from: timeBound('start').optional(),
    to: timeBound('end').optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    path: ['to'],
    message: 'must not be before from',
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

/** What every history entry says: when, of which item, who, why, and the operation it belongs to. */
const EntryBase = z.object({
  at: z.iso.datetime(),
  item_id: ItemId,
  /** the item's name, also once it is deleted and archived; null when it has none */
  item_name: z.string().nullable(),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  operation: OperationRef,
});

/** One ledger row as the API shows it: quantities in units, time as an ISO string. */
export const MovementEntry = EntryBase.extend({
  /** the ledger row's id */
  id: z.number().int(),
  /** receive, release, move, bin-delete, ...: open, so later features can add kinds of change */
  kind: z.string(),
  from_bin: BinId.nullable(),
  to_bin: BinId.nullable(),
  /** the bins' names (also of deleted ones), so a history is read without the bins at hand */
  from_bin_name: z.string().nullable(),
  to_bin_name: z.string().nullable(),
  quantity: z.number().positive(),
  /** the unit the quantity is in (the item's), as a bin's or an operation's rows mix items; null for an item no longer known */
  unit: UnitOfMeasure.nullable(),
});
export type MovementEntry = z.infer<typeof MovementEntry>;

/**
 * A lot or mixture put on hold, or released from it. No stock moves, so there is no ledger row
 * (id null), no bin, quantity or unit. The operator, time and note are the operation's (a hold's
 * note is its reason); `reason` is why the item was held, also on its release.
 */
export const HoldEntry = EntryBase.extend({
  id: z.null(),
  kind: z.enum(HOLD_KINDS),
  from_bin: z.null(),
  to_bin: z.null(),
  from_bin_name: z.null(),
  to_bin_name: z.null(),
  quantity: z.null(),
  unit: z.null(),
});
export type HoldEntry = z.infer<typeof HoldEntry>;

/**
 * One entry of a history: a movement, or a hold or release (quantity, bins and unit null for
 * those only). Entries run in the order their operations took effect, then as each wrote them.
 */
export const HistoryEntry = z.union([HoldEntry, MovementEntry]);
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

/** An item a hold operation put on hold, or a release let go; `reason` is why it was held. */
export const HeldItem = z.object({
  item_id: ItemId,
  item_name: z.string().nullable(),
  reason: z.string(),
  /** the operation that put it on hold (for a hold, the operation itself) */
  hold_operation_id: z.number().int(),
});
export type HeldItem = z.infer<typeof HeldItem>;

/** GET /api/operation/{id}: one operation with every ledger row it wrote, and the items it held or released. */
export const OperationState = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.string(),
  document_id: z.string().nullable(),
  operator: z.string().nullable(),
  /** the signed-in person who did it; null with accounts off, for an API token, and for operations recorded before people */
  person_id: PersonId.nullable(),
  note: z.string().nullable(),
  movements: z.array(MovementEntry),
  /** a hold's items, or a release's; empty for every other operation */
  held_items: z.array(HeldItem),
});
export type OperationState = z.infer<typeof OperationState>;

export const OperationResource = z.object({ Id: z.string(), state: OperationState });
export type OperationResource = z.infer<typeof OperationResource>;
