import { z } from 'zod';
import { Contents } from './bins';
import { ItemCodeList, refineCodes } from './codes';
import { envelope, statusAnswer } from './envelope';
import { BatchId, BinId, body, CodeList, expected, SkuId, WholeNumber } from './fields';

/** A money amount per case; only US dollars are supported, and costs are never negative. */
export const Currency = z.strictObject(
  {
    unit: z.literal('USD', { error: "must be 'USD'" }),
    value: z.number({ error: expected('number') }).min(0, 'value must be at least 0'),
  },
  { error: expected('a dictionary') },
);
export type Currency = z.infer<typeof Currency>;

const CaseCount = WholeNumber.min(0, 'value must be at least 0');

/**
 * Props of SKUs and batches (the batch editor uses this schema too): any keys are kept,
 * and the four the product knows are typed, so costs and counts stay computable.
 */
export const ItemProps = z
  .object(
    {
      cost_per_case: Currency.nullable().optional(),
      original_cost_per_case: Currency.nullable().optional(),
      count_per_case: CaseCount.nullable().optional(),
      original_count_per_case: CaseCount.nullable().optional(),
    },
    { error: expected('a dictionary') },
  )
  .catchall(z.json());
export type ItemProps = z.infer<typeof ItemProps>;

export const ItemName = z.string({ error: expected('str') });

/** Where an item is stored: bin id to {item id: quantity}, as the reference answered. */
export const Locations = z.record(BinId, Contents);
export const LocationsResource = z.object({ Id: z.string(), state: Locations });
export type LocationsResource = z.infer<typeof LocationsResource>;

export const SkuState = z.object({
  id: SkuId,
  name: z.string(),
  owned_codes: CodeList,
  associated_codes: CodeList,
  props: ItemProps.nullable(),
});
export type SkuState = z.infer<typeof SkuState>;

export const SkuResource = envelope(SkuState);
export type SkuResource = z.infer<typeof SkuResource>;

export const SkuAnswer = statusAnswer(SkuState);
export type SkuAnswer = z.infer<typeof SkuAnswer>;

export const CreateSkuBody = body({
  id: SkuId,
  name: ItemName.optional(),
  owned_codes: ItemCodeList.optional(),
  associated_codes: ItemCodeList.optional(),
  props: ItemProps.nullable().optional(),
}).superRefine(refineCodes);
export type CreateSkuBody = z.infer<typeof CreateSkuBody>;

/** Absent fields stay as they are; null clears (a null name becomes ''). The id cannot change. */
export const UpdateSkuBody = body({
  id: SkuId.optional(),
  name: ItemName.nullable().optional(),
  owned_codes: ItemCodeList.nullable().optional(),
  associated_codes: ItemCodeList.nullable().optional(),
  props: ItemProps.nullable().optional(),
}).superRefine(refineCodes);
export type UpdateSkuBody = z.infer<typeof UpdateSkuBody>;

/**
 * The SKU's batches, oldest first. Each carries its name, unlike the reference's bare ids,
 * so the SKU page can list derived batches without fetching each one.
 */
export const SkuBatchesResource = z.object({
  Id: z.string(),
  state: z.array(z.object({ id: BatchId, name: z.string() })),
});
export type SkuBatchesResource = z.infer<typeof SkuBatchesResource>;
