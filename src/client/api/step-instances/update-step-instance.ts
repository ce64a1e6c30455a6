import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { InstanceAnswer, type InstanceResource, type UpdateInstanceBody } from '../../../shared/contract/step-instances';
import { follow } from '../request';
import { stepInstanceQuery } from './get-step-instance';
import { STEP_INSTANCES_KEY } from './get-step-instances';

/** PATCH: only the run's words (operator, notes, metadata) change. */
export const updateStepInstance = (instance: InstanceResource, body: UpdateInstanceBody) =>
  follow(InstanceAnswer, findOperation(instance.operations, 'update'), { body });

/** Resolves once the run has been reloaded, so its page shows what was saved; the list shows the operator. */
export function useUpdateStepInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instance, body }: { instance: InstanceResource; body: UpdateInstanceBody }) => updateStepInstance(instance, body),
    onSuccess: (_answer, { instance }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stepInstanceQuery(instance.state.instance_id).queryKey }),
        queryClient.invalidateQueries({ queryKey: STEP_INSTANCES_KEY }),
      ]),
  });
}
