import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MixtureResource, type CreateMixtureBody } from '../../../shared/contract/mixtures';
import { nextIdQuery } from '../next-id/get-next-id';
import { apiRequest } from '../request';
import { invalidateStock } from '../stock/invalidate-stock';
import { mixtureQuery } from './get-mixture';
import { retryDroppedConnection } from './retry-dropped';
import { pathTo, ROUTES } from '../../../shared/routes';

/** POST /api/mixtures: the components leave the bin's batch entries for one MIX entry. */
export const createMixture = (body: CreateMixtureBody, idempotencyKey: string) =>
  apiRequest(MixtureResource, pathTo('createMixture'), { method: ROUTES.createMixture.method, body, idempotencyKey });

export function useCreateMixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateMixtureBody; key: string }) => createMixture(body, key),
    retry: retryDroppedConnection,
    onSuccess: async (mixture) => {
      // The new mixture's page opens next: from the cache, without a fetch.
      queryClient.setQueryData(mixtureQuery(mixture.state.mix_id).queryKey, mixture);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: nextIdQuery('mixture').queryKey }),
        invalidateStock(queryClient, [mixture.state.bin_id]),
      ]);
    },
  });
}
