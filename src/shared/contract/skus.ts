import { z } from 'zod';
import { Contents } from './bins';
import { ItemCodeList, refineCodes } from './codes';
import { envelope, statusAnswer } from './envelope';
import { BatchId, BinId, body, CodeList, Currency, Name, Props, SkuId, UnitOfMeasure } from './fields';

/** SKUs and batches share the one props schema with bins (the batch editor uses it too). */
export const ItemProps = Props;
export type ItemProps = Props;
export { Currency };

/** Where an item is stored: bin id to {item id: quantity}. */
export const Locations = z.record(BinId, Contents);
export const LocationsResource = z.object({ Id: z.string(), state: Locations });
export type LocationsResource = z.infer<typeof LocationsResource>;

export const SkuState = z.object({
  id: SkuId,
  name: z.string(),
  owned_codes: CodeList,
  associated_codes: CodeList,
  props: Props.nullable(),
  /** what its stock (and its batches') is counted in: `ea` whole, measured units to 3 decimals */
  unit: UnitOfMeasure,
  /** units on hand in bins, of the SKU itself and of all its batches, in its unit */
  on_hand: z.number(),
});
export type SkuState = z.infer<typeof SkuState>;

export const SkuResource = envelope(SkuState);
export type SkuResource = z.infer<typeof SkuResource>;

export const SkuAnswer = statusAnswer(SkuState);
export type SkuAnswer = z.infer<typeof SkuAnswer>;

export const CreateSkuBody = body({
  id: SkuId,
  name: Name.optional(),
  /** `ea` when absent */
  unit: UnitOfMeasure.optional(),
  owned_codes: ItemCodeList.optional(),
  associated_codes: ItemCodeList.optional(),
  props: Props.nullable().optional(),
}).superRefine(refineCodes);
export type CreateSkuBody = z.infer<typeof CreateSkuBody>;

/** Absent fields stay as they are; null clears (a null name becomes ''). The id cannot change. */
export const UpdateSkuBody = body({
  id: SkuId.optional(),
  name: Name.nullable().optional(),
  /** may change only while neither the SKU nor its batches have stock history */
  unit: UnitOfMeasure.optional(),
  owned_codes: ItemCodeList.nullable().optional(),
  associated_codes: ItemCodeList.nullable().optional(),
  props: Props.nullable().optional(),
}).superRefine(refineCodes);
export type UpdateSkuBody = z.infer<typeof UpdateSkuBody>;

/**
 * The SKU's batches, oldest first. Each carries its name, not only its id,
 * so the SKU page can list derived batches without fetching each one.
 */
export const SkuBatchesResource = z.object({
  Id: z.string(),
  state: z.array(z.object({ id: BatchId, name: z.string() })),
});
export type SkuBatchesResource = z.infer<typeof SkuBatchesResource>;

export const SkuParams = z.object({ id: SkuId });
