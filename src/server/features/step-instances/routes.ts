import type { FastifyInstance } from 'fastify';
import {
  CreateInstanceBody,
  InstanceAnswer,
  InstanceListQuery,
  InstanceListResource,
  InstanceParams,
  InstanceResource,
  UndoInstanceQuery,
  UpdateInstanceBody,
} from '../../../shared/contract/step-instances';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { requireActor } from '../../http/actor';
import { apiRoute } from '../../http/api-route';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { instanceOperations, instanceResource, instanceUri } from './resource';
import { createInstance, getInstance, listInstances, undoInstance, updateInstance } from './service';

export function stepInstanceRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createStepInstance',
      {
        tag: 'Manufacturing',
        summary: 'Record a production run',
        description:
          'Every row is checked first (earlier rows counted); then consumed lots leave their bins, consumed mixtures are drawn in ' +
          'proportion and produced lots are created into their bins, as one operation. Differences from the template are recorded as deviations.',
        body: CreateInstanceBody,
        idempotent: true,
        success: { status: 201, description: 'The run as booked.', schema: InstanceAnswer, location: true },
        problems: ['duplicate-resource', 'missing-resource', 'insufficient-quantity', 'item-on-hold'],
      },
      async ({ body }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => {
          const state = await createInstance(trx, body, requireActor(request.actor, 'operator'), key);
          const created: InstanceAnswer = {
            Id: instanceUri(state.instance_id),
            status: 'step instance created',
            state,
            operations: instanceOperations(state.instance_id),
          };
          return { statusCode: 201, body: created };
        });
        return sendAnswer(reply.header('location', instanceUri(body.instance_id)), answer);
      },
    );

    apiRoute(
      app,
      'listStepInstances',
      {
        tag: 'Manufacturing',
        summary: 'Production runs, newest first',
        query: InstanceListQuery,
        success: { status: 200, description: 'A page of runs.', schema: InstanceListResource },
      },
      async ({ query }) => ({ Id: pathTo('listStepInstances'), state: await listInstances(db, query) }),
    );

    // A run's page says whether it can still be undone, which changes as its products are used.
    apiRoute(
      app,
      'getStepInstance',
      {
        tag: 'Manufacturing',
        summary: 'A production run',
        params: InstanceParams,
        success: { status: 200, description: 'The run.', schema: InstanceResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }, _request, reply) =>
        reply.header('cache-control', 'no-cache').send(instanceResource(await getInstance(db, id))),
    );

    apiRoute(
      app,
      'updateStepInstance',
      {
        tag: 'Manufacturing',
        summary: "Change a run's operator, notes or metadata",
        params: InstanceParams,
        body: UpdateInstanceBody,
        success: { status: 200, description: 'The run afterwards.', schema: InstanceAnswer },
        problems: ['missing-resource'],
      },
      async ({ params: { id }, body }) => {
        const state = await updateInstance(db, id, body);
        return { Id: instanceUri(id), status: 'step instance updated', state, operations: instanceOperations(id) };
      },
    );

    apiRoute(
      app,
      'undoStepInstance',
      {
        tag: 'Manufacturing',
        summary: 'Undo a mistaken run',
        description:
          'Reverses its stock effects as one operation naming operator and why (note), while nothing it produced has been used since.',
        params: InstanceParams,
        query: UndoInstanceQuery,
        idempotent: true,
        success: { status: 200, description: 'Undone.', schema: InstanceAnswer },
        problems: ['missing-resource', 'resource-in-use'],
      },
      async ({ params: { id }, query: { note } }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => {
          await undoInstance(trx, id, { actor: request.actor, note: note ?? null }, key);
          const deleted: InstanceAnswer = { Id: instanceUri(id), status: 'step instance deleted' };
          return { statusCode: 200, body: deleted };
        });
        return sendAnswer(reply, answer);
      },
    );
  };
}
