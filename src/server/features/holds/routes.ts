import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HoldAnswer, HoldBody, HoldReleaseBody, type HoldResult } from '../../../shared/contract/holds';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { requireActor, type Actor } from '../../http/actor';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { apiRoute } from '../../http/api-route';
import { holdItems, releaseItems } from './service';

/** A hold and its release are the same kind of call: one operation over a list of items. */
async function changeHolds(
  db: DB,
  request: FastifyRequest,
  reply: FastifyReply,
  act: (trx: Trx, actor: Actor, key: string | null) => Promise<HoldResult>,
  done: string,
) {
  const answer = await withIdempotency(db, request, async (trx, key) => {
    const state = await act(trx, requireActor(request.actor, 'operator'), key);
    const result: HoldAnswer = { Id: pathTo('holdItems'), status: state.changed.length > 0 ? done : 'no change', state };
    return { statusCode: 200, body: result };
  });
  return sendAnswer(reply, answer);
}

export function holdRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'holdItems',
      {
        tag: 'Traceability',
        summary: 'Put lots and mixtures on recall hold',
        description:
          'One ledger operation of kind hold, its reason in the note. A held lot or mixture (or a mixture holding a held lot) ' +
          'is refused for release, move, runs and blends (409 item-on-hold) until its hold is released; audits still count it. ' +
          'Items already held keep their hold and are listed as unchanged; when all are, nothing is recorded (operation_id null).',
        body: HoldBody,
        idempotent: true,
        success: { status: 200, description: 'What was put on hold.', schema: HoldAnswer },
        problems: ['missing-resource'],
      },
      ({ body }, request, reply) => changeHolds(db, request, reply, (trx, actor, key) => holdItems(trx, body, actor, key), 'items held'),
    );

    apiRoute(
      app,
      'releaseHolds',
      {
        tag: 'Traceability',
        summary: 'Release lots and mixtures from hold',
        description:
          'One ledger operation of kind hold-release. Items not on hold are listed as unchanged; when none is held, nothing is ' +
          'recorded (operation_id null).',
        body: HoldReleaseBody,
        idempotent: true,
        success: { status: 200, description: 'What was released.', schema: HoldAnswer },
        problems: ['missing-resource'],
      },
      ({ body }, request, reply) =>
        changeHolds(db, request, reply, (trx, actor, key) => releaseItems(trx, body, actor, key), 'holds released'),
    );
  };
}
