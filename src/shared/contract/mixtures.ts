import { z } from 'zod';
import { envelope } from './envelope';
import {
  BatchId,
  BinId,
  body,
  expected,
  MAX_UNITS_PER_CHANGE,
  MixId,
  Note,
  Operator,
  SkuId,
  SmallJson,
  text,
  UnitOfMeasure,
} from './fields';
import { queryCount } from './query-params';
import { EXACT_DECIMALS } from '../units';
import { Hold } from './holds';

/**
 * Mixture quantities are positive decimals kept exactly in micro-units: a draw of one from
 * three equal components takes 0.333333, 0.333333 and 0.333334.
 */
export const MIXTURE_DECIMALS = EXACT_DECIMALS;

/**
 * Allows only binary-float noise (0.1 + 0.2 passes), so a seventh decimal is refused, not
 * rounded away; the relative part covers amounts too large for doubles to tell micro-units.
 */
const hasAtMostMicroDecimals = (value: number) => {
  const scaled = value * 10 ** MIXTURE_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1e-6, Math.abs(scaled) * 1e-15);
};

/** A positive amount of a mixture or of a component, within one change's bound. */
export const MixtureQuantity = z
  .number({ error: expected('number') })
  .positive('must be greater than 0')
  // A positive number below one micro-unit (5e-324) would be stored as nothing.
  .min(10 ** -MIXTURE_DECIMALS, `must be at least ${(10 ** -MIXTURE_DECIMALS).toFixed(MIXTURE_DECIMALS)}`)
  .max(MAX_UNITS_PER_CHANGE, `must be at most ${MAX_UNITS_PER_CHANGE}`)
  .refine(hasAtMostMicroDecimals, `must have at most ${MIXTURE_DECIMALS} decimal places`);

/** How many batches one mixture may blend: far more than a bin holds of one SKU. */
export const MAX_COMPONENTS = 200;

export const ComponentInput = z.strictObject({ batch_id: BatchId, quantity: MixtureQuantity }, { error: expected('a dictionary') });

/** POST /api/mixtures: the components leave the bin's batch entries and enter one MIX entry. */
export const CreateMixtureBody = body({
  mix_id: MixId,
  sku_id: SkuId,
  bin_id: BinId,
  components: z
    .array(ComponentInput, { error: expected('a list') })
    .min(1, 'must list at least one component')
    .max(MAX_COMPONENTS, `must list at most ${MAX_COMPONENTS} components`),
  created_by: Operator,
  note: Note.optional(),
});
export type CreateMixtureBody = z.infer<typeof CreateMixtureBody>;

/** POST /api/mixture/{id}/draw */
export const DrawBody = body({
  quantity: MixtureQuantity,
  created_by: Operator,
  note: Note.optional(),
});
export type DrawBody = z.infer<typeof DrawBody>;

/** POST /api/mixture/{id}/split: answers 201 with the new mixture. */
export const SplitBody = body({
  quantity: MixtureQuantity,
  destination_bin: BinId,
  new_mix_id: MixId,
  created_by: Operator,
  note: Note.optional(),
});
export type SplitBody = z.infer<typeof SplitBody>;

/** POST /api/mixture/{id}/audit: a free entry in the mixture's log (a check, a remark); stock does not change. */
export const MixtureAuditBody = body({
  event: text(100).trim().min(1, 'must not be blank'),
  created_by: Operator,
  note: Note.optional(),
  details: SmallJson.optional(),
});
export type MixtureAuditBody = z.infer<typeof MixtureAuditBody>;

export const MixtureComponent = z.object({
  batch_id: BatchId,
  /** the batch's name, also once it is archived */
  name: z.string().nullable(),
  qty_initial: z.number(),
  qty_remaining: z.number(),
  /** the recall hold on this lot while some of it is still in the mixture (which then cannot be used either) */
  hold: Hold.nullable(),
});
export type MixtureComponent = z.infer<typeof MixtureComponent>;

/** One entry of a mixture's log, oldest first in the state (the screen shows newest first). */
export const MixtureEvent = z.object({
  /** the entry's place in the log: a later entry has a larger id; older pages are read before one */
  id: z.number().int(),
  timestamp: z.iso.datetime(),
  /** created, draw, split, created-from-split, moved, bin-release, bin-delete, or a typed audit entry */
  event: z.string(),
  created_by: z.string(),
  note: z.string().nullable(),
  details: z.json().nullable(),
  /** the ledger operation it belongs to, when it changed stock */
  operation_id: z.number().int().nullable(),
});
export type MixtureEvent = z.infer<typeof MixtureEvent>;

/**
 * How many of its newest log entries a mixture's state carries: a draw answers the mixture, and
 * its cost must not grow with the mixture's history. Older entries are read in pages.
 */
export const MIXTURE_LOG_WINDOW = 10;
/** Entries in a page of older log entries. */
export const MIXTURE_LOG_PAGE = 50;

/** A stretch of a mixture's log, oldest first, and whether entries older than its first exist. */
export const MixtureLog = z.object({
  audit: z.array(MixtureEvent),
  audit_has_older: z.boolean(),
});
export type MixtureLog = z.infer<typeof MixtureLog>;

export const MixtureState = z.object({
  mix_id: MixId,
  sku_id: SkuId,
  /** the SKU's name and unit, so the page needs no second request */
  sku_name: z.string(),
  unit: UnitOfMeasure,
  bin_id: BinId,
  /** equals the sum of the components' qty_remaining, and the mixture's bin entry */
  qty_total: z.number(),
  components: z.array(MixtureComponent),
  created_by: z.string(),
  /** the recall hold on the mixture itself, null when free (a held lot inside it also stops its use) */
  hold: Hold.nullable(),
  /** the newest MIXTURE_LOG_WINDOW entries of the log; older ones through the `audit-log` operation */
  ...MixtureLog.shape,
});
export type MixtureState = z.infer<typeof MixtureState>;

export const MixtureResource = envelope(MixtureState);
export type MixtureResource = z.infer<typeof MixtureResource>;

export const MixtureParams = z.object({ id: MixId });

/** GET /api/mixture/{id}/audit: the page of MIXTURE_LOG_PAGE entries before the entry `before`, else the newest. */
export const MixtureLogQuery = z.object({ before: queryCount(1, Number.MAX_SAFE_INTEGER).optional() });
export type MixtureLogQuery = z.infer<typeof MixtureLogQuery>;

export const MixtureLogResource = z.object({ Id: z.string(), state: MixtureLog });
export type MixtureLogResource = z.infer<typeof MixtureLogResource>;
