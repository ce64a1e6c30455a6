import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { findOperation } from '../../../shared/contract/envelope';
import type { SkuResource } from '../../../shared/contract/skus';
import { follow } from '../request';
import { ARCHIVE_KEY } from '../archive/get-archive';
import { STOCK_VIEWS_KEY } from '../stock/stock-views';
import { skuQuery } from './get-sku';

/** The API answers 204 without a body. */
export const deleteSku = (sku: SkuResource) => follow(z.null(), findOperation(sku.operations, 'delete'));

/**
 * Afterwards the SKU, the lists and the Archive (which may now hold it) are marked stale but not
 * refetched: the page still open would read its own 404s before it leaves for the list, which
 * then reads afresh.
 */
export function useDeleteSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSku,
    onSuccess: (_answer, sku) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skuQuery(sku.state.id).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: STOCK_VIEWS_KEY, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY, refetchType: 'none' }),
      ]),
  });
}
