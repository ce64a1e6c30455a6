import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CloseRecallBody,
  NotifyBody,
  RecallAnswer,
  RecallListResource,
  RecallParams,
  RecallResource,
  StartRecallBody,
  type RecallState,
} from '../../../shared/contract/recalls';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { apiRoute } from '../../http/api-route';
import { requireActor, type Actor } from '../../http/actor';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { recallOperations, recallUri } from './resource';
import { closeRecall, getRecall, listRecalls, notifyCustomer, startRecall } from './service';

/** Every change to a recall answers the recall as it now is, with what can be done next. */
const answerOf = (state: RecallState, status: string): RecallAnswer => ({
  Id: recallUri(state.id),
  status,
  state,
  operations: recallOperations(state.id, state.closed_at === null),
});

async function changeRecall(
  db: DB,
  request: FastifyRequest,
  reply: FastifyReply,
  act: (trx: Trx, actor: Actor, key: string | null) => Promise<RecallState>,
  status: (state: RecallState) => string,
  created = false,
) {
  const answer = await withIdempotency(db, request, async (trx, key) => {
    const state = await act(trx, requireActor(request.actor, 'operator'), key);
    return { statusCode: created ? 201 : 200, body: answerOf(state, status(state)) };
  });
  if (created) reply.header('location', (answer.body as RecallAnswer).Id);
  return sendAnswer(reply, answer);
}

/** POST /api/recalls, GET /api/recalls, GET /api/recall/{id}, and its notifications and close. */
export function recallRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'startRecall',
      {
        tag: 'Traceability',
        summary: 'Start a recall',
        description:
          'In one transaction: traces the lots and runs downstream, records the recall with the customers the trace reached ' +
          '(their contact details as they are now, and what they received), and puts every affected lot and mixture on hand on ' +
          'hold in one hold operation whose note names the recall. A drill (drill: true) takes the same steps without the hold.',
        body: StartRecallBody,
        idempotent: true,
        success: { status: 201, description: 'The recall started.', schema: RecallAnswer, location: true },
        problems: ['missing-resource'],
      },
      ({ body }, request, reply) =>
        changeRecall(
          db,
          request,
          reply,
          (trx, actor, key) => startRecall(trx, body, actor, key),
          (state) => (state.drill ? 'drill started' : 'recall started'),
          true,
        ),
    );

    apiRoute(
      app,
      'listRecalls',
      {
        tag: 'Traceability',
        summary: 'Recalls, open ones first',
        description:
          'Every recall with its progress (customers notified of customers to notify): open first, then closed, newest first in each.',
        success: { status: 200, description: 'The recalls.', schema: RecallListResource },
      },
      async () => ({ Id: pathTo('listRecalls'), state: { items: await listRecalls(db) }, operations: [] }),
    );

    apiRoute(
      app,
      'getRecall',
      {
        tag: 'Traceability',
        summary: 'A recall',
        params: RecallParams,
        success: { status: 200, description: 'The recall, with its customers and who was notified when and how.', schema: RecallResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => {
        const state = await getRecall(db, id);
        return { Id: recallUri(id), state, operations: recallOperations(id, state.closed_at === null) };
      },
    );

    apiRoute(
      app,
      'notifyRecallCustomer',
      {
        tag: 'Traceability',
        summary: "Mark a recall's customer notified",
        description:
          'Records who told the customer (the caller), when (now), how and any note. A customer is marked once; one the recall does ' +
          'not name is 404, a second mark 409 duplicate-resource, both naming customer_id; a closed recall is 409 recall-closed.',
        params: RecallParams,
        body: NotifyBody,
        idempotent: true,
        success: { status: 200, description: 'The recall with the customer notified.', schema: RecallAnswer },
        problems: ['missing-resource', 'duplicate-resource', 'recall-closed'],
      },
      ({ params: { id }, body }, request, reply) =>
        changeRecall(
          db,
          request,
          reply,
          (trx, actor) => notifyCustomer(trx, id, body, actor),
          () => 'customer notified',
        ),
    );

    apiRoute(
      app,
      'closeRecall',
      {
        tag: 'Traceability',
        summary: 'Close a recall',
        description:
          'Refused (409 recall-unfinished, naming how many remain) while a customer is not notified. The answer carries ' +
          'duration_ms, from start to close: what a drill measures. Holds stay until released.',
        params: RecallParams,
        body: CloseRecallBody,
        idempotent: true,
        success: { status: 200, description: 'The recall closed.', schema: RecallAnswer },
        problems: ['missing-resource', 'recall-closed', 'recall-unfinished'],
      },
      ({ params: { id }, body }, request, reply) =>
        changeRecall(
          db,
          request,
          reply,
          (trx, actor) => closeRecall(trx, id, body, actor),
          () => 'recall closed',
        ),
    );
  };
}
