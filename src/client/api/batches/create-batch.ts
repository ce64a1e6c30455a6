import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BatchAnswer, type CreateBatchBody } from '../../../shared/contract/batches';
import { findOperation, type Operation } from '../../../shared/contract/envelope';
import { nextIdQuery } from '../next-id/get-next-id';
import { follow } from '../request';
import { skuBatchesKey } from '../skus/get-sku-batches';
import { batchQuery } from './get-batch';

/** Creates a batch through the `create` operation the next-id resource offers. */
export const createBatch = (create: Operation | undefined, body: CreateBatchBody) => follow(BatchAnswer, create, { body });

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operations, body }: { operations: Operation[]; body: CreateBatchBody }) =>
      createBatch(findOperation(operations, 'create'), body),
    onSuccess: async ({ Id, state, operations }, { body }) => {
      // The answer is the new resource: its page opens from the toast link without a fetch.
      if (state && operations) queryClient.setQueryData(batchQuery(state.id).queryKey, { Id, state, operations });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nextIdQuery('batch').queryKey }),
        body.sku_id && queryClient.invalidateQueries({ queryKey: skuBatchesKey(body.sku_id) }),
      ]);
    },
  });
}
