import type { FastifyInstance } from 'fastify';
import { HoldBody, HoldReleaseBody, type HoldAnswer } from '../../../shared/contract/holds';
import type { DB } from '../../db/connect';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/parse';
import { holdItems, releaseItems } from './service';

export function holdRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/holds', async (request, reply) => {
      const body = parseInput(HoldBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => {
        const state = await holdItems(trx, body, key);
        const result: HoldAnswer = { Id: '/api/holds', status: state.changed.length > 0 ? 'items held' : 'no change', state };
        return { statusCode: 200, body: result };
      });
      return sendAnswer(reply, answer);
    });

    app.post('/api/holds/release', async (request, reply) => {
      const body = parseInput(HoldReleaseBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => {
        const state = await releaseItems(trx, body, key);
        const result: HoldAnswer = { Id: '/api/holds', status: state.changed.length > 0 ? 'holds released' : 'no change', state };
        return { statusCode: 200, body: result };
      });
      return sendAnswer(reply, answer);
    });
  };
}
