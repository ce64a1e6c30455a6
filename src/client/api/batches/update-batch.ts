import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BatchAnswer, type BatchResource, type UpdateBatchBody } from '../../../shared/contract/batches';
import { findOperation } from '../../../shared/contract/envelope';
import { itemSummaryQuery } from '../items/get-item-summary';
import { follow } from '../request';
import { skuBatchesKey } from '../skus/get-sku-batches';
import { batchQuery } from './get-batch';

/** `force` confirms changing a parent SKU that is already set; without it the API refuses (409). */
export function updateBatch(batch: BatchResource, body: UpdateBatchBody, force = false) {
  const update = findOperation(batch.operations, 'update');
  return follow(BatchAnswer, update && force ? { ...update, href: `${update.href}?force=true` } : update, { body });
}

interface UpdateBatchInput {
  batch: BatchResource;
  body: UpdateBatchBody;
  force?: boolean;
}

/** Resolves once the batch has been reloaded, so the detail page shows what was saved. */
export function useUpdateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batch, body, force }: UpdateBatchInput) => updateBatch(batch, body, force),
    onSuccess: (_answer, { batch, body }) => {
      const parents = [batch.state.sku_id, body.sku_id].filter((id): id is string => Boolean(id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: batchQuery(batch.state.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: itemSummaryQuery(batch.state.id).queryKey }),
        ...parents.map((id) => queryClient.invalidateQueries({ queryKey: skuBatchesKey(id) })),
      ]);
    },
  });
}
