import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { InstanceAnswer, type InstanceResource, type UndoInstanceQuery } from '../../../shared/contract/step-instances';
import { isApiError } from '../api-error';
import { retryDroppedConnection } from '../mixtures/retry-dropped';
import { follow } from '../request';
import { stepInstanceQuery } from './get-step-instance';
import { STEP_INSTANCES_KEY } from './get-step-instances';
import { invalidateRunStock } from './invalidate-run-stock';

/** DELETE undoes the run: its stock effects are reversed, its products retired, as one operation naming who and why. */
export function undoStepInstance(instance: InstanceResource, who: Required<UndoInstanceQuery>, idempotencyKey: string) {
  const undo = findOperation(instance.operations, 'delete');
  const query = new URLSearchParams(who);
  return follow(InstanceAnswer, undo && { ...undo, href: `${undo.href}?${query.toString()}` }, { idempotencyKey });
}

/**
 * Carries an Idempotency-Key, so a retry after a lost answer undoes once. Afterwards every bin,
 * lot and mixture the run touched is read again, and the run, whose page now says it was undone.
 */
export function useUndoStepInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instance, who, key }: { instance: InstanceResource; who: Required<UndoInstanceQuery>; key: string }) =>
      undoStepInstance(instance, who, key),
    retry: retryDroppedConnection,
    // Refused (a product used meanwhile) or gone: the run's page reads again and says why.
    onError: (error, { instance }) =>
      isApiError(error) && error.kind === 'problem'
        ? queryClient.invalidateQueries({ queryKey: stepInstanceQuery(instance.state.instance_id).queryKey })
        : undefined,
    onSuccess: async (_answer, { instance }) => {
      await Promise.all([
        invalidateRunStock(queryClient, instance.state),
        queryClient.invalidateQueries({ queryKey: stepInstanceQuery(instance.state.instance_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: STEP_INSTANCES_KEY }),
      ]);
    },
  });
}
