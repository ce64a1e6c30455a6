import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BatchAnswer, type BatchResource } from '../../../shared/contract/batches';
import { findOperation } from '../../../shared/contract/envelope';
import { follow } from '../request';
import { ARCHIVE_KEY } from '../archive/get-archive';
import { STOCK_VIEWS_KEY } from '../stock/stock-views';
import { skuBatchesKey } from '../skus/get-sku-batches';
import { batchQuery } from './get-batch';

export const deleteBatch = (batch: BatchResource) => follow(BatchAnswer, findOperation(batch.operations, 'delete'));

/**
 * Afterwards the batch, the lists, the parent SKU's batches and the Archive (which may now hold it)
 * are marked stale but not refetched: the page still open would read its own 404s before it leaves
 * for the list, which then reads afresh.
 */
export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBatch,
    onSuccess: (_answer, batch) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchQuery(batch.state.id).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: STOCK_VIEWS_KEY, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY, refetchType: 'none' }),
        batch.state.sku_id && queryClient.invalidateQueries({ queryKey: skuBatchesKey(batch.state.sku_id), refetchType: 'none' }),
      ]),
  });
}
