import { batchUri, missingBatch } from './batches';
import { missingSku, skuUri } from './skus';

/** SKUs and batches are the items stock operations count; mixtures come with their own feature. */
const ITEM_KINDS = {
  SKU: { uri: skuUri, missing: (id: string) => missingSku(id) },
  BAT: { uri: batchUri, missing: missingBatch },
};

export type ItemPrefix = keyof typeof ITEM_KINDS;

/** The kind of a SKU or batch id; anything else is a programming error, not a client's. */
export function itemKind(id: string): ItemPrefix {
  const prefix = id.slice(0, 3);
  if (prefix === 'SKU' || prefix === 'BAT') return prefix;
  throw new Error(`${id} is not a SKU or batch id`);
}

export const itemUri = (id: string) => ITEM_KINDS[itemKind(id)].uri(id);

/** 404 naming the item and how to create it, the same problem the SKU and batch routes answer. */
export const missingItem = (id: string) => ITEM_KINDS[itemKind(id)].missing(id);
