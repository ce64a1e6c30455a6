import { z } from 'zod';
import { envelope, statusAnswer } from './envelope';
import { BinId, body, Props } from './fields';

/** Contents map item id to quantity (whole units for SKUs and batches, decimals for mixtures). */
export const Contents = z.record(z.string(), z.number());
export type Contents = z.infer<typeof Contents>;

export const BinState = z.object({
  id: BinId,
  contents: Contents,
  props: Props.nullable(),
});
export type BinState = z.infer<typeof BinState>;

export const BinResource = envelope(BinState);
export type BinResource = z.infer<typeof BinResource>;

export const CreateBinBody = body({
  id: BinId,
  props: Props.nullable().optional(),
});
export type CreateBinBody = z.infer<typeof CreateBinBody>;

/** The id may be repeated but cannot change: bins are not renamed. */
export const UpdateBinBody = body({
  id: BinId.optional(),
  props: Props.nullable().optional(),
});
export type UpdateBinBody = z.infer<typeof UpdateBinBody>;

export const BinAnswer = statusAnswer(BinState);
export type BinAnswer = z.infer<typeof BinAnswer>;

export const ForceQuery = z.object({
  force: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
});
