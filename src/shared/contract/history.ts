import { z } from 'zod';
import { BinId, expected, ItemId } from './fields';

export const HISTORY_MAX_LIMIT = 200;

/** A whole number given in a query string, where every value arrives as text. */
const queryCount = (min: number, max: number) =>
  z
    .string({ error: expected('a whole number') })
    .regex(/^[0-9]{1,15}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** Paging of a history, newest first: skip `startingFrom` movements, answer at most `limit`. */
export const HistoryQuery = z.object({
  startingFrom: queryCount(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: queryCount(1, HISTORY_MAX_LIMIT).default(20),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** One ledger row as the API shows it: quantities in units, time as an ISO string. */
export const HistoryEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** receive, release, move, bin-delete, ...: open, so later features can add kinds of change */
  kind: z.string(),
  item_id: ItemId,
  from_bin: BinId.nullable(),
  to_bin: BinId.nullable(),
  quantity: z.number().positive(),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryResource = z.object({
  Id: z.string(),
  state: z.object({
    total: z.number().int(),
    starting_from: z.number().int(),
    limit: z.number().int(),
    items: z.array(HistoryEntry),
  }),
});
export type HistoryResource = z.infer<typeof HistoryResource>;
