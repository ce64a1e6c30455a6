import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BatchAnswer, type BatchResource } from '../../../shared/contract/batches';
import { findOperation } from '../../../shared/contract/envelope';
import { follow } from '../request';
import { ARCHIVE_KEY } from '../archive/get-archive';
import { skuBatchesKey } from '../skus/get-sku-batches';
import { batchQuery } from './get-batch';

export const deleteBatch = (batch: BatchResource) => follow(BatchAnswer, findOperation(batch.operations, 'delete'));

/** Reloads the batch afterwards, so its page turns into the 404 page; the Archive may now hold it. */
export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBatch,
    onSuccess: (_answer, batch) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchQuery(batch.state.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY }),
        batch.state.sku_id && queryClient.invalidateQueries({ queryKey: skuBatchesKey(batch.state.sku_id) }),
      ]),
  });
}
