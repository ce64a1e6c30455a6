import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { TemplateAnswer, type TemplateResource } from '../../../shared/contract/step-templates';
import { follow } from '../request';
import { stepTemplateQuery } from './get-step-template';
import { STEP_TEMPLATES_KEY } from './get-step-templates';

export const deleteStepTemplate = (template: TemplateResource) => follow(TemplateAnswer, findOperation(template.operations, 'delete'));

/**
 * The screen goes to the list afterwards. The template's own entry is only marked
 * stale: refetching it under the screen still showing it would fetch a 404.
 */
export function useDeleteStepTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStepTemplate,
    onSuccess: (_answer, template) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stepTemplateQuery(template.state.template_id).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: STEP_TEMPLATES_KEY }),
      ]),
  });
}
