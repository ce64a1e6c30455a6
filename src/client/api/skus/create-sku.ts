import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation, type Operation } from '../../../shared/contract/envelope';
import { SkuAnswer, type CreateSkuBody } from '../../../shared/contract/skus';
import { nextIdQuery } from '../next-id/get-next-id';
import { follow } from '../request';
import { skuQuery } from './get-sku';

/** Creates a SKU through the `create` operation the next-id resource offers. */
export const createSku = (create: Operation | undefined, body: CreateSkuBody) => follow(SkuAnswer, create, { body });

export function useCreateSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operations, body }: { operations: Operation[]; body: CreateSkuBody }) =>
      createSku(findOperation(operations, 'create'), body),
    onSuccess: async ({ Id, state, operations }) => {
      // The answer is the new resource: its page opens from the toast link without a fetch.
      if (state && operations) queryClient.setQueryData(skuQuery(state.id).queryKey, { Id, state, operations });
      await queryClient.invalidateQueries({ queryKey: nextIdQuery('sku').queryKey });
    },
  });
}
