import type { FastifyInstance } from 'fastify';
import {
  CreateTemplateBody,
  TemplateAnswer,
  TemplateListQuery,
  TemplateListResource,
  TemplateParams,
  TemplateResource,
  UpdateTemplateBody,
} from '../../../shared/contract/step-templates';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { templateOperations, templateResource, templateUri } from '../../core/resources/templates';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './service';

export function stepTemplateRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createStepTemplate',
      {
        tag: 'Manufacturing',
        summary: 'Create a step template',
        description: 'What a production step takes in and gives out: SKUs that exist, each with a nominal quantity or none (flexible).',
        body: CreateTemplateBody,
        success: { status: 201, description: 'The new template.', schema: TemplateAnswer, location: true },
        problems: ['duplicate-resource'],
      },
      async ({ body }, _request, reply) => {
        const state = await createTemplate(db, body);
        const id = state.template_id;
        const answer: TemplateAnswer = { Id: templateUri(id), status: 'step template created', state, operations: templateOperations(id) };
        return reply.code(201).header('location', templateUri(id)).send(answer);
      },
    );

    apiRoute(
      app,
      'listStepTemplates',
      {
        tag: 'Manufacturing',
        summary: 'Step templates, a page at a time',
        description:
          'Paged (100 a page unless a limit is given), sorted by name (or id, ascending or descending) and filtered by text in the id or ' +
          "name, any case. The page's templates are also at the top level as `items`.",
        query: TemplateListQuery,
        success: { status: 200, description: 'A page of templates.', schema: TemplateListResource },
      },
      async ({ query }) => {
        const state = await listTemplates(db, query);
        return { Id: pathTo('listStepTemplates'), state, items: state.items };
      },
    );

    apiRoute(
      app,
      'getStepTemplate',
      {
        tag: 'Manufacturing',
        summary: 'A step template',
        params: TemplateParams,
        success: { status: 200, description: 'The template.', schema: TemplateResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => templateResource(await getTemplate(db, id)),
    );

    apiRoute(
      app,
      'updateStepTemplate',
      {
        tag: 'Manufacturing',
        summary: 'Change a step template',
        description: 'Absent fields stay; description and metadata clear with null; name, inputs and outputs cannot be cleared.',
        params: TemplateParams,
        body: UpdateTemplateBody,
        success: { status: 200, description: 'The template afterwards.', schema: TemplateAnswer },
        problems: ['missing-resource'],
      },
      async ({ params: { id }, body }) => {
        const state = await updateTemplate(db, id, body);
        return { Id: templateUri(id), status: 'step template updated', state, operations: templateOperations(id) };
      },
    );

    apiRoute(
      app,
      'deleteStepTemplate',
      {
        tag: 'Manufacturing',
        summary: 'Delete a step template',
        description: 'Refused while runs recorded from it exist, so each run keeps the template it followed.',
        params: TemplateParams,
        success: { status: 200, description: 'Deleted.', schema: TemplateAnswer },
        problems: ['missing-resource', 'resource-in-use'],
      },
      async ({ params: { id } }) => {
        await deleteTemplate(db, id);
        return { Id: templateUri(id), status: 'step template deleted' };
      },
    );
  };
}
