import type { FastifyInstance } from 'fastify';
import {
  CreateInstanceBody,
  InstanceListQuery,
  InstanceParams,
  UndoInstanceQuery,
  UpdateInstanceBody,
  type InstanceAnswer,
  type InstanceListResource,
} from '../../../shared/contract/step-instances';
import type { DB } from '../../db/connect';
import { requireActor } from '../../http/actor';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/parse';
import { instanceOperations, instanceResource, instanceUri } from './resource';
import { createInstance, getInstance, listInstances, undoInstance, updateInstance } from './service';

export function stepInstanceRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/step-instances', async (request, reply) => {
      const body = parseInput(CreateInstanceBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => {
        const state = await createInstance(trx, body, requireActor(request.actor, 'operator'), key);
        const created: InstanceAnswer = { Id: instanceUri(state.instance_id), status: 'step instance created', state, operations: instanceOperations(state.instance_id) };
        return { statusCode: 201, body: created };
      });
      return sendAnswer(reply.header('location', instanceUri(body.instance_id)), answer);
    });

    app.get('/api/step-instances', async (request) => {
      const resource: InstanceListResource = {
        Id: '/api/step-instances',
        state: await listInstances(db, parseInput(InstanceListQuery, request.query)),
      };
      return resource;
    });

    // A run's page says whether it can still be undone, which changes as its products are used.
    app.get('/api/step-instance/:id', async (request, reply) => {
      const { id } = parseInput(InstanceParams, request.params);
      return reply.header('cache-control', 'no-cache').send(instanceResource(await getInstance(db, id)));
    });

    app.patch('/api/step-instance/:id', async (request) => {
      const { id } = parseInput(InstanceParams, request.params);
      const state = await updateInstance(db, id, parseInput(UpdateInstanceBody, request.body));
      const answer: InstanceAnswer = { Id: instanceUri(id), status: 'step instance updated', state, operations: instanceOperations(id) };
      return answer;
    });

    app.delete('/api/step-instance/:id', async (request, reply) => {
      const { id } = parseInput(InstanceParams, request.params);
      parseInput(UndoInstanceQuery, request.query);
      const answer = await withIdempotency(db, request, async (trx, key) => {
        await undoInstance(trx, id, request.actor, key);
        const deleted: InstanceAnswer = { Id: instanceUri(id), status: 'step instance deleted' };
        return { statusCode: 200, body: deleted };
      });
      return sendAnswer(reply, answer);
    });
  };
}
