import {
  CreateTemplateBody,
  TemplateAnswer,
  TemplateListQuery,
  TemplateListResource,
  TemplateParams,
  TemplateResource,
  UpdateTemplateBody,
} from '../../shared/contract/step-templates';
import {
  CreateInstanceBody,
  InstanceAnswer,
  InstanceListQuery,
  InstanceListResource,
  InstanceParams,
  InstanceResource,
  UndoInstanceQuery,
  UpdateInstanceBody,
} from '../../shared/contract/step-instances';
import type { OperationSpec } from './operations';

/** Step templates and production runs, in the same table form as the other operations. */
export const MANUFACTURING_OPERATIONS: OperationSpec[] = [
  { operationId: 'createStepTemplate', method: 'post', path: '/api/step-templates', tag: 'Manufacturing', summary: 'Create a step template',
    description: 'What a production step takes in and gives out: SKUs that exist, each with a nominal quantity or none (flexible).',
    body: CreateTemplateBody, success: { status: 201, description: 'The new template.', schema: TemplateAnswer, location: true },
    problems: ['duplicate-resource'] },
  { operationId: 'listStepTemplates', method: 'get', path: '/api/step-templates', tag: 'Manufacturing', summary: 'Step templates, a page at a time',
    description: 'Paged, sorted by name (or id, ascending or descending) and filtered by text in the id or name, any case.',
    query: TemplateListQuery, success: { status: 200, description: 'A page of templates.', schema: TemplateListResource } },
  { operationId: 'getStepTemplate', method: 'get', path: '/api/step-template/{id}', tag: 'Manufacturing', summary: 'A step template',
    params: TemplateParams, success: { status: 200, description: 'The template.', schema: TemplateResource }, problems: ['missing-resource'] },
  { operationId: 'updateStepTemplate', method: 'patch', path: '/api/step-template/{id}', tag: 'Manufacturing', summary: 'Change a step template',
    description: 'Absent fields stay; description and metadata clear with null; name, inputs and outputs cannot be cleared.',
    params: TemplateParams, body: UpdateTemplateBody,
    success: { status: 200, description: 'The template afterwards.', schema: TemplateAnswer }, problems: ['missing-resource'] },
  { operationId: 'deleteStepTemplate', method: 'delete', path: '/api/step-template/{id}', tag: 'Manufacturing', summary: 'Delete a step template',
    description: 'Refused while runs recorded from it exist, so each run keeps the template it followed.',
    params: TemplateParams, success: { status: 200, description: 'Deleted.', schema: TemplateAnswer }, problems: ['missing-resource', 'resource-in-use'] },

  { operationId: 'createStepInstance', method: 'post', path: '/api/step-instances', tag: 'Manufacturing', summary: 'Record a production run',
    description: 'Every row is checked first (earlier rows counted); then consumed lots leave their bins, consumed mixtures are drawn in ' +
      'proportion and produced lots are created into their bins, as one operation. Differences from the template are recorded as deviations.',
    body: CreateInstanceBody, idempotent: true, success: { status: 201, description: 'The run as booked.', schema: InstanceAnswer, location: true },
    problems: ['duplicate-resource', 'missing-resource', 'insufficient-quantity', 'item-on-hold'] },
  { operationId: 'listStepInstances', method: 'get', path: '/api/step-instances', tag: 'Manufacturing', summary: 'Production runs, newest first',
    query: InstanceListQuery, success: { status: 200, description: 'A page of runs.', schema: InstanceListResource } },
  { operationId: 'getStepInstance', method: 'get', path: '/api/step-instance/{id}', tag: 'Manufacturing', summary: 'A production run',
    params: InstanceParams, success: { status: 200, description: 'The run.', schema: InstanceResource }, problems: ['missing-resource'] },
  { operationId: 'updateStepInstance', method: 'patch', path: '/api/step-instance/{id}', tag: 'Manufacturing', summary: "Change a run's operator, notes or metadata",
    params: InstanceParams, body: UpdateInstanceBody,
    success: { status: 200, description: 'The run afterwards.', schema: InstanceAnswer }, problems: ['missing-resource'] },
  { operationId: 'undoStepInstance', method: 'delete', path: '/api/step-instance/{id}', tag: 'Manufacturing', summary: 'Undo a mistaken run',
    description: 'Reverses its stock effects as one operation naming operator, while nothing it produced has been used since.',
    params: InstanceParams, query: UndoInstanceQuery, idempotent: true, success: { status: 200, description: 'Undone.', schema: InstanceAnswer },
    problems: ['missing-resource', 'resource-in-use'] },
];
