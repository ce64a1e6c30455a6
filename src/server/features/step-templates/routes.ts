import type { FastifyInstance } from 'fastify';
import {
  CreateTemplateBody,
  TemplateListQuery,
  TemplateParams,
  UpdateTemplateBody,
  type TemplateAnswer,
  type TemplateListResource,
} from '../../../shared/contract/step-templates';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { listTemplates } from '../lists/service';
import { templateOperations, templateResource, templateUri } from './resource';
import { createTemplate, deleteTemplate, getTemplate, updateTemplate } from './service';

export function stepTemplateRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/step-templates', async (request, reply) => {
      const state = await createTemplate(db, parseInput(CreateTemplateBody, request.body));
      const id = state.template_id;
      const answer: TemplateAnswer = { Id: templateUri(id), status: 'step template created', state, operations: templateOperations(id) };
      return reply.code(201).header('location', templateUri(id)).send(answer);
    });

    app.get('/api/step-templates', async (request) => {
      const resource: TemplateListResource = {
        Id: '/api/step-templates',
        state: await listTemplates(db, parseInput(TemplateListQuery, request.query)),
      };
      return resource;
    });

    app.get('/api/step-template/:id', async (request) => {
      const { id } = parseInput(TemplateParams, request.params);
      return templateResource(await getTemplate(db, id));
    });

    app.patch('/api/step-template/:id', async (request) => {
      const { id } = parseInput(TemplateParams, request.params);
      const state = await updateTemplate(db, id, parseInput(UpdateTemplateBody, request.body));
      const answer: TemplateAnswer = { Id: templateUri(id), status: 'step template updated', state, operations: templateOperations(id) };
      return answer;
    });

    app.delete('/api/step-template/:id', async (request) => {
      const { id } = parseInput(TemplateParams, request.params);
      await deleteTemplate(db, id);
      const answer: TemplateAnswer = { Id: templateUri(id), status: 'step template deleted' };
      return answer;
    });
  };
}
