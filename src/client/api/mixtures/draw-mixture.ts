import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { MixtureResource, type DrawBody } from '../../../shared/contract/mixtures';
import { follow } from '../request';
import { invalidateStock } from '../stock/invalidate-stock';
import { mixtureQuery } from './get-mixture';
import { retryDroppedConnection } from './retry-dropped';

/** Takes `quantity` out of the mixture, from every component in proportion; answers the mixture. */
export const drawMixture = (mixture: MixtureResource, body: DrawBody, idempotencyKey: string) =>
  follow(MixtureResource, findOperation(mixture.operations, 'draw'), { body, idempotencyKey });

export function useDrawMixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mixture, body, key }: { mixture: MixtureResource; body: DrawBody; key: string }) => drawMixture(mixture, body, key),
    retry: retryDroppedConnection,
    onSuccess: async (answer) => {
      queryClient.setQueryData(mixtureQuery(answer.state.mix_id).queryKey, answer);
      await invalidateStock(queryClient, [answer.state.bin_id]);
    },
  });
}
