import { z } from 'zod';
import { BatchState } from './batches';
import { BinState } from './bins';
import { CustomerState } from './customers';
import { envelope, statusAnswer } from './envelope';
import { body, expected, idOf } from './fields';
import { SkuState } from './skus';

export const ARCHIVED_KINDS = ['bin', 'sku', 'batch', 'customer'] as const;
export type ArchivedKind = (typeof ARCHIVED_KINDS)[number];

export const ARCHIVE_MAX_LIMIT = 100;

/** Ids of the things that can be archived: a deleted bin, SKU or batch that has stock history, or a customer on the record. */
export const ArchivedId = idOf('BIN', 'SKU', 'BAT', 'CUS');

export const ArchivedParams = z.object({ id: ArchivedId });

/** A deleted thing as it was when it was deleted: kept for history rows, traces and restore. */
export const ArchivedState = z.object({
  id: ArchivedId,
  kind: z.enum(ARCHIVED_KINDS),
  name: z.string(),
  sku_id: z.string().nullable(),
  props: z.record(z.string(), z.json()).nullable(),
  owned_codes: z.array(z.string()),
  associated_codes: z.array(z.string()),
  created_at: z.iso.datetime(),
  archived_at: z.iso.datetime(),
});
export type ArchivedState = z.infer<typeof ArchivedState>;

export const ArchivedResource = envelope(ArchivedState);
export type ArchivedResource = z.infer<typeof ArchivedResource>;

const queryCount = (max: number) =>
  z
    .string({ error: expected('a whole number') })
    .regex(/^[0-9]{1,7}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));

/**
 * GET /api/archive: newest deletions first, optionally of one kind, or only the entry of one id
 * (none or one: a scanned label is checked this way, without a 404 when it is not archived).
 */
export const ArchiveQuery = z.object({
  kind: z.enum(ARCHIVED_KINDS, { error: "must be 'bin', 'sku', 'batch' or 'customer'" }).optional(),
  id: ArchivedId.optional(),
  startingFrom: queryCount(1_000_000).default(0),
  limit: queryCount(ARCHIVE_MAX_LIMIT).pipe(z.number().min(1, 'must be at least 1')).default(20),
});
export type ArchiveQuery = z.infer<typeof ArchiveQuery>;

export const ArchiveListResource = z.object({
  Id: z.string(),
  state: z.object({
    total: z.number().int(),
    starting_from: z.number().int(),
    limit: z.number().int(),
    items: z.array(ArchivedResource),
  }),
});
export type ArchiveListResource = z.infer<typeof ArchiveListResource>;

/** POST /api/archive/{id}/restore takes an empty JSON object: every POST declares JSON (docs/decisions/012). */
export const RestoreBody = body({});

/** POST /api/archive/{id}/restore answers the live resource again. */
export const RestoreAnswer = statusAnswer(z.union([BinState, SkuState, BatchState, CustomerState]));
export type RestoreAnswer = z.infer<typeof RestoreAnswer>;
