import type { Operation } from '../../../shared/contract/envelope';
import type { TemplateResource, TemplateState } from '../../../shared/contract/step-templates';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';

/** A step template's address and what can be done with it, as its answers and a run's refusals link it. */
export const templateUri = (id: string) => pathTo('getStepTemplate', { id });

export const templateOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: pathTo('updateStepTemplate', { id }), 'Expects-a': 'Step template definition' },
  { rel: 'delete', method: 'DELETE', href: pathTo('deleteStepTemplate', { id }) },
  { rel: 'create', method: 'POST', href: pathTo('createStepInstance'), 'Expects-a': 'Step instance definition' },
];

export const templateResource = (state: TemplateState): TemplateResource => ({
  Id: templateUri(state.template_id),
  state,
  operations: templateOperations(state.template_id),
});

const createTemplateOperation: Operation = {
  rel: 'create',
  method: 'POST',
  href: pathTo('createStepTemplate'),
  'Expects-a': 'Step template definition',
};

export const missingTemplate = (id: string) =>
  new AppError('missing-resource', { Id: templateUri(id), operations: [createTemplateOperation], detail: `No step template ${id}.` });
