import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { TemplateAnswer, type TemplateResource, type UpdateTemplateBody } from '../../../shared/contract/step-templates';
import { follow } from '../request';
import { stepTemplateQuery } from './get-step-template';
import { STEP_TEMPLATES_KEY } from './get-step-templates';

export const updateStepTemplate = (template: TemplateResource, body: UpdateTemplateBody) =>
  follow(TemplateAnswer, findOperation(template.operations, 'update'), { body });

/** Resolves once the template has been reloaded, so the detail page shows what was saved. */
export function useUpdateStepTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, body }: { template: TemplateResource; body: UpdateTemplateBody }) => updateStepTemplate(template, body),
    onSuccess: (_answer, { template }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stepTemplateQuery(template.state.template_id).queryKey }),
        // The list shows names and counts.
        queryClient.invalidateQueries({ queryKey: STEP_TEMPLATES_KEY }),
      ]),
  });
}
