import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InstanceAnswer, type CreateInstanceBody } from '../../../shared/contract/step-instances';
import { retryDroppedConnection } from '../mixtures/retry-dropped';
import { nextIdQuery } from '../next-id/get-next-id';
import { apiRequest } from '../request';
import { stepInstanceQuery } from './get-step-instance';
import { invalidateRunStock } from './invalidate-run-stock';
import { STEP_INSTANCES_KEY } from './get-step-instances';
import { pathTo, ROUTES } from '../../../shared/routes';

/** POST /api/step-instances: the run's inputs leave their bins and its new lots enter theirs, as one operation. */
export const createStepInstance = (body: CreateInstanceBody, idempotencyKey: string) =>
  apiRequest(InstanceAnswer, pathTo('createStepInstance'), { method: ROUTES.createStepInstance.method, body, idempotencyKey });

/**
 * Carries an Idempotency-Key, so a run whose answer was lost is sent again and booked once.
 * Afterwards every bin, lot and mixture it touched is read again, and the next ids move on.
 */
export function useCreateStepInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateInstanceBody; key: string }) => createStepInstance(body, key),
    retry: retryDroppedConnection,
    onSuccess: async ({ Id, state, operations }, { body }) => {
      // The run's page opens from the toast link without a fetch.
      if (state && operations) queryClient.setQueryData(stepInstanceQuery(state.instance_id).queryKey, { Id, state, operations });
      await Promise.all([
        // The answer names the lots a mixture gave; without it the request still names the rest.
        invalidateRunStock(queryClient, state ?? body),
        queryClient.invalidateQueries({ queryKey: STEP_INSTANCES_KEY }),
        queryClient.invalidateQueries({ queryKey: nextIdQuery('step-instance').queryKey }),
        queryClient.invalidateQueries({ queryKey: nextIdQuery('batch').queryKey }),
      ]);
    },
  });
}
