import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { SkuAnswer, type SkuResource, type UpdateSkuBody } from '../../../shared/contract/skus';
import { itemSummaryQuery } from '../items/get-item-summary';
import { follow } from '../request';
import { skuQuery } from './get-sku';

export const updateSku = (sku: SkuResource, body: UpdateSkuBody) => follow(SkuAnswer, findOperation(sku.operations, 'update'), { body });

/** Resolves once the SKU has been reloaded, so the detail page shows what was saved. */
export function useUpdateSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sku, body }: { sku: SkuResource; body: UpdateSkuBody }) => updateSku(sku, body),
    onSuccess: (_answer, { sku }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skuQuery(sku.state.id).queryKey }),
        // Bin contents tables show the name.
        queryClient.invalidateQueries({ queryKey: itemSummaryQuery(sku.state.id).queryKey }),
      ]),
  });
}
