import type { FastifyInstance } from 'fastify';
import { NamesBody, type NamesAnswer } from '../../../shared/contract/names';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { describeItems } from './names';

export function itemRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    // A read, though a POST (a list of ids is too long for a query string): it takes no Idempotency-Key.
    app.post('/api/names', async (request) => {
      const { ids } = parseInput(NamesBody, request.body);
      const answer: NamesAnswer = { state: await describeItems(db, [...new Set(ids)]) };
      return answer;
    });
  };
}
