import { z } from 'zod';
import { ItemCodeList, refineCodes } from './codes';
import { envelope, statusAnswer } from './envelope';
import { BatchId, body, Code, CodeList, IsoDate, Name, Props, SkuId, UnitOfMeasure } from './fields';
import { Hold } from './holds';

/** The supplier's own lot code: one token, like a code, so typing or scanning it finds the batch. */
export const SupplierLot = Code;

/** Every key is always present, defaults included, so a client never has to guess one. */
export const BatchState = z.object({
  id: BatchId,
  sku_id: SkuId.nullable(),
  name: z.string(),
  owned_codes: CodeList,
  associated_codes: CodeList,
  props: Props.nullable(),
  /** its SKU's unit, `ea` without a SKU: read-only, set on the SKU */
  unit: UnitOfMeasure,
  /** read-only: its units on hand in bins, summed from the bins' entries (a client cannot set it) */
  qty_remaining: z.number(),
  expires_on: IsoDate.nullable(),
  supplier_lot: SupplierLot.nullable(),
  /** read-only: expires_on is before today (UTC); a lot is good through its expiry day */
  expired: z.boolean(),
  /** read-only: the recall hold on the lot, null when it is free to use (POST /api/holds) */
  hold: Hold.nullable(),
});
export type BatchState = z.infer<typeof BatchState>;

export const BatchResource = envelope(BatchState);
export type BatchResource = z.infer<typeof BatchResource>;

export const BatchAnswer = statusAnswer(BatchState);
export type BatchAnswer = z.infer<typeof BatchAnswer>;

/** A batch may be anonymous (no parent SKU). */
export const CreateBatchBody = body({
  id: BatchId,
  sku_id: SkuId.nullable().optional(),
  name: Name.optional(),
  owned_codes: ItemCodeList.optional(),
  associated_codes: ItemCodeList.optional(),
  props: Props.nullable().optional(),
  expires_on: IsoDate.nullable().optional(),
  supplier_lot: SupplierLot.nullable().optional(),
}).superRefine(refineCodes);
export type CreateBatchBody = z.infer<typeof CreateBatchBody>;

/**
 * The id is required and must be the URL's. Absent fields stay; null clears. Changing a
 * parent SKU that is already set needs ?force=true.
 */
export const UpdateBatchBody = body({
  id: BatchId,
  sku_id: SkuId.nullable().optional(),
  name: Name.nullable().optional(),
  owned_codes: ItemCodeList.nullable().optional(),
  associated_codes: ItemCodeList.nullable().optional(),
  props: Props.nullable().optional(),
  expires_on: IsoDate.nullable().optional(),
  supplier_lot: SupplierLot.nullable().optional(),
}).superRefine(refineCodes);
export type UpdateBatchBody = z.infer<typeof UpdateBatchBody>;

export const BatchParams = z.object({ id: BatchId });
