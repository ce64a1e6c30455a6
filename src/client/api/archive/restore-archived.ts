import { useMutation, useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { RestoreAnswer, type ArchivedResource, type ArchivedState } from '../../../shared/contract/archive';
import { findOperation } from '../../../shared/contract/envelope';
import { batchQuery } from '../batches/get-batch';
import { binQuery } from '../bins/get-bin';
import { CUSTOMERS_KEY } from '../customers/get-customer';
import { follow } from '../request';
import { skuQuery } from '../skus/get-sku';
import { skuBatchesKey } from '../skus/get-sku-batches';
import { ARCHIVE_LIST_KEY } from './get-archive';
import { archivedQuery } from './get-archived';

export const restoreArchived = (archived: ArchivedResource) =>
  follow(RestoreAnswer, findOperation(archived.operations, 'restore'), { body: {} });

/** The live views a restore brings back: the item's page (which may remember its 404), its SKU's batch list, a customer's list. */
function liveKeys({ kind, id, sku_id }: ArchivedState): (readonly unknown[])[] {
  if (kind === 'bin') return [binQuery(id).queryKey];
  if (kind === 'sku') return [skuQuery(id).queryKey];
  if (kind === 'customer') return [CUSTOMERS_KEY];
  return sku_id ? [batchQuery(id).queryKey, skuBatchesKey(sku_id)] : [batchQuery(id).queryKey];
}

export function useRestoreArchived() {
  const queryClient = useQueryClient();
  const invalidate = (filters: InvalidateQueryFilters) => queryClient.invalidateQueries(filters);
  return useMutation({
    mutationFn: restoreArchived,
    onSuccess: (_answer, { state }) =>
      Promise.all([
        invalidate({ queryKey: ARCHIVE_LIST_KEY }),
        // The record left the archive: marked stale but not fetched, as a fetch now would only answer 404 to the screen that is leaving it.
        invalidate({ queryKey: archivedQuery(state.id).queryKey, refetchType: 'none' }),
        ...liveKeys(state).map((queryKey) => invalidate({ queryKey })),
      ]),
  });
}
