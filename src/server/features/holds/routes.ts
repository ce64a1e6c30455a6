import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { HoldBody, HoldReleaseBody, type HoldAnswer, type HoldResult } from '../../../shared/contract/holds';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { requireActor, type Actor } from '../../http/actor';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/parse';
import { holdItems, releaseItems } from './service';

/** A hold and its release are the same kind of call: one operation over a list of items. */
function holdRoute<S extends z.ZodType>(
  app: FastifyInstance,
  db: DB,
  path: string,
  schema: S,
  act: (trx: Trx, body: z.output<S>, actor: Actor, key: string | null) => Promise<HoldResult>,
  done: string,
) {
  app.post(path, async (request, reply) => {
    const body = parseInput(schema, request.body);
    const answer = await withIdempotency(db, request, async (trx, key) => {
      const state = await act(trx, body, requireActor(request.actor, 'operator'), key);
      const result: HoldAnswer = { Id: '/api/holds', status: state.changed.length > 0 ? done : 'no change', state };
      return { statusCode: 200, body: result };
    });
    return sendAnswer(reply, answer);
  });
}

export function holdRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    holdRoute(app, db, '/api/holds', HoldBody, holdItems, 'items held');
    holdRoute(app, db, '/api/holds/release', HoldReleaseBody, releaseItems, 'holds released');
  };
}
