import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation, type Operation } from '../../../shared/contract/envelope';
import { TemplateAnswer, type CreateTemplateBody } from '../../../shared/contract/step-templates';
import { nextIdQuery } from '../next-id/get-next-id';
import { apiRequest, follow } from '../request';
import { stepTemplateQuery } from './get-step-template';
import { STEP_TEMPLATES_KEY } from './get-step-templates';
import { pathTo, ROUTES } from '../../../shared/routes';

/**
 * Creates a template through the `create` operation the next-id resource offers; the id is
 * typed on this form, so without that resource the collection is posted to directly.
 */
export const createStepTemplate = (operations: readonly Operation[] | undefined, body: CreateTemplateBody) => {
  const create = operations && findOperation(operations, 'create');
  return create
    ? follow(TemplateAnswer, create, { body })
    : apiRequest(TemplateAnswer, pathTo('createStepTemplate'), { method: ROUTES.createStepTemplate.method, body });
};

export function useCreateStepTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operations, body }: { operations: readonly Operation[] | undefined; body: CreateTemplateBody }) =>
      createStepTemplate(operations, body),
    onSuccess: async ({ Id, state, operations }) => {
      // The answer is the new template: its page opens from the toast link without a fetch.
      if (state && operations) queryClient.setQueryData(stepTemplateQuery(state.template_id).queryKey, { Id, state, operations });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STEP_TEMPLATES_KEY }),
        queryClient.invalidateQueries({ queryKey: nextIdQuery('step-template').queryKey }),
      ]);
    },
  });
}
