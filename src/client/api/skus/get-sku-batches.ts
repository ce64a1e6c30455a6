import { queryOptions, useQuery } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { SkuBatchesResource, type SkuResource } from '../../../shared/contract/skus';
import { follow } from '../request';
import { skuQuery } from './get-sku';

export const getSkuBatches = (sku: SkuResource) => follow(SkuBatchesResource, findOperation(sku.operations, 'batches'));

/**
 * Under the SKU's own key, so reloading a SKU reloads its batches; batch mutations know only
 * the parent's id, hence the key on its own.
 */
export const skuBatchesKey = (skuId: string) => [...skuQuery(skuId).queryKey, 'batches'] as const;

export const skuBatchesQuery = (sku: SkuResource) =>
  queryOptions({ queryKey: skuBatchesKey(sku.state.id), queryFn: () => getSkuBatches(sku) });

export const useSkuBatches = (sku: SkuResource) => useQuery(skuBatchesQuery(sku));
