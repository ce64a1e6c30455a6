import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { findOperation } from '../../../shared/contract/envelope';
import type { SkuResource } from '../../../shared/contract/skus';
import { follow } from '../request';
import { ARCHIVE_KEY } from '../archive/get-archive';
import { skuQuery } from './get-sku';

/** The API answers 204 without a body. */
export const deleteSku = (sku: SkuResource) => follow(z.null(), findOperation(sku.operations, 'delete'));

/** Reloads the SKU afterwards, so its page turns into the 404 page; the Archive may now hold it. */
export function useDeleteSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSku,
    onSuccess: (_answer, sku) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skuQuery(sku.state.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY }),
      ]),
  });
}
