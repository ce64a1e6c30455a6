import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { MixtureResource, type SplitBody } from '../../../shared/contract/mixtures';
import { nextIdQuery } from '../next-id/get-next-id';
import { follow } from '../request';
import { invalidateStock } from '../stock/invalidate-stock';
import { mixtureQuery } from './get-mixture';
import { retryDroppedConnection } from './retry-dropped';

/** Moves `quantity` of the mixture into a new mixture in another bin; answers the NEW mixture. */
export const splitMixture = (mixture: MixtureResource, body: SplitBody, idempotencyKey: string) =>
  follow(MixtureResource, findOperation(mixture.operations, 'split'), { body, idempotencyKey });

/** Resolves once the source mixture has been reloaded, so its page shows what is left. */
export function useSplitMixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mixture, body, key }: { mixture: MixtureResource; body: SplitBody; key: string }) => splitMixture(mixture, body, key),
    retry: retryDroppedConnection,
    onSuccess: async (created, { mixture }) => {
      queryClient.setQueryData(mixtureQuery(created.state.mix_id).queryKey, created);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mixtureQuery(mixture.state.mix_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: nextIdQuery('mixture').queryKey }),
        invalidateStock(queryClient, [mixture.state.bin_id, created.state.bin_id]),
      ]);
    },
  });
}
