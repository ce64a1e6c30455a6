import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { InstanceAnswer, type InstanceResource } from '../../../shared/contract/step-instances';
import { isApiError } from '../api-error';
import { batchQuery } from '../batches/get-batch';
import { mixtureQuery } from '../mixtures/get-mixture';
import { retryDroppedConnection } from '../mixtures/retry-dropped';
import { follow } from '../request';
import { invalidateStock } from '../stock/invalidate-stock';
import { stepInstanceQuery } from './get-step-instance';
import { STEP_INSTANCES_KEY } from './get-step-instances';

/** DELETE undoes the run: its stock effects are reversed, its products retired. */
export const undoStepInstance = (instance: InstanceResource, idempotencyKey: string) =>
  follow(InstanceAnswer, findOperation(instance.operations, 'delete'), { idempotencyKey });

/**
 * Carries an Idempotency-Key, so a retry after a lost answer undoes once. Afterwards every bin,
 * lot and mixture the run touched is read again; the run itself is gone.
 */
export function useUndoStepInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instance, key }: { instance: InstanceResource; key: string }) => undoStepInstance(instance, key),
    retry: retryDroppedConnection,
    // Refused (a product used meanwhile) or gone: the run's page reads again and says why.
    onError: (error, { instance }) =>
      isApiError(error) && error.kind === 'problem' ? queryClient.invalidateQueries({ queryKey: stepInstanceQuery(instance.state.instance_id).queryKey }) : undefined,
    onSuccess: async (_answer, { instance }) => {
      const { instance_id, consumed, produced } = instance.state;
      const bins = [...new Set([...consumed.map((row) => row.bin_id), ...produced.map((row) => row.bin_id)])];
      await Promise.all([
        invalidateStock(queryClient, bins),
        // Not refetched while its page is still open (the 404 would flash before the screen leaves); read again when visited.
        queryClient.invalidateQueries({ queryKey: stepInstanceQuery(instance_id).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: STEP_INSTANCES_KEY }),
        ...consumed.map((row) =>
          queryClient.invalidateQueries({ queryKey: row.resource_type === 'mixture' ? mixtureQuery(row.resource_id).queryKey : batchQuery(row.resource_id).queryKey }),
        ),
        ...consumed.flatMap((row) => row.components ?? []).map((take) => queryClient.invalidateQueries({ queryKey: batchQuery(take.batch_id).queryKey })),
        ...produced.map((row) => queryClient.invalidateQueries({ queryKey: batchQuery(row.batch_id).queryKey })),
      ]);
    },
  });
}
