import type { FastifyInstance } from 'fastify';
import { TraceBody, type TraceAnswer } from '../../../shared/contract/traceability';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { trace } from './service';

export function traceabilityRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    // A read, though a POST (its lists of ids travel in a body): it changes nothing, so it takes no Idempotency-Key.
    app.post('/api/traceability', async (request) => {
      const answer: TraceAnswer = await trace(db, parseInput(TraceBody, request.body));
      return answer;
    });
  };
}
