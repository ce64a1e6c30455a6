import { z } from 'zod';
import { statusAnswer } from './envelope';
import { body, expected, idOf, Note, Operator } from './fields';

/** Items one hold or release may name: a recall's lots and mixtures on hand, in one act (a lot used widely reaches thousands). */
export const MAX_HOLD_ITEMS = 10_000;

/** Lots and mixtures are what a recall holds; a SKU's unlotted stock has no genealogy to recall. */
export const HoldableId = idOf('BAT', 'MIX');

const itemList = z
  .array(HoldableId, { error: expected('a list') })
  .min(1, 'must name at least one lot or mixture')
  .max(MAX_HOLD_ITEMS, `must list at most ${MAX_HOLD_ITEMS} ids`);

/** POST /api/holds: puts lots and mixtures on hold, as one ledger operation with its reason. */
export const HoldBody = body({
  item_ids: itemList,
  reason: Note.trim().min(1, 'must not be blank'),
  operator: Operator,
});
export type HoldBody = z.infer<typeof HoldBody>;

/** POST /api/holds/release: lets held lots and mixtures be used again, as one ledger operation. */
export const HoldReleaseBody = body({
  item_ids: itemList,
  operator: Operator,
  note: Note.optional(),
});
export type HoldReleaseBody = z.infer<typeof HoldReleaseBody>;

/** Why and since when an item is held; a lot's and a mixture's state carry it (null when free). */
export const Hold = z.object({
  reason: z.string(),
  operator: z.string(),
  at: z.string(),
  /** the ledger operation that put it on hold */
  operation_id: z.number(),
});
export type Hold = z.infer<typeof Hold>;

export const HoldResult = z.object({
  /** the ledger operation this act recorded; null when it changed nothing, so it recorded nothing */
  operation_id: z.number().nullable(),
  /** items whose hold this act changed */
  changed: z.array(z.string()),
  /** items already as asked (held before, or not held): left as they were */
  unchanged: z.array(z.string()),
});
export type HoldResult = z.infer<typeof HoldResult>;

export const HoldAnswer = statusAnswer(HoldResult);
export type HoldAnswer = z.infer<typeof HoldAnswer>;
