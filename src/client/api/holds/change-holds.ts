import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HoldAnswer, type HoldBody, type HoldReleaseBody } from '../../../shared/contract/holds';
import { prefixOf } from '../../../shared/labels';
import { batchQuery } from '../batches/get-batch';
import { itemSummaryQuery } from '../items/get-item-summary';
import { mixtureQuery } from '../mixtures/get-mixture';
import { retryDroppedConnection } from '../mixtures/retry-dropped';
import { apiRequest } from '../request';
import { invalidateStock } from '../stock/invalidate-stock';
import { pathTo, type RouteName, ROUTES } from '../../../shared/routes';

export type HoldChange = { action: 'hold'; body: HoldBody } | { action: 'release'; body: HoldReleaseBody };

const ROUTE = { hold: 'holdItems', release: 'releaseHolds' } as const satisfies Record<HoldChange['action'], RouteName>;

export const changeHolds = (change: HoldChange, idempotencyKey: string) =>
  apiRequest(HoldAnswer, pathTo(ROUTE[change.action]), { method: ROUTES[ROUTE[change.action]].method, body: change.body, idempotencyKey });

/**
 * Puts lots and mixtures on recall hold or releases them, with an Idempotency-Key so a retry
 * after a lost answer acts once. Afterwards each item's page and scan summary read again, and
 * the histories and ledger, which list holds and releases.
 */
export function useChangeHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, key }: { change: HoldChange; key: string }) => changeHolds(change, key),
    retry: retryDroppedConnection,
    onSuccess: (_answer, { change }) =>
      Promise.all([
        ...change.body.item_ids.flatMap((id) => [
          queryClient.invalidateQueries({ queryKey: (prefixOf(id) === 'MIX' ? mixtureQuery(id) : batchQuery(id)).queryKey }),
          queryClient.invalidateQueries({ queryKey: itemSummaryQuery(id).queryKey }),
        ]),
        invalidateStock(queryClient, []),
      ]),
  });
}
