import type { FastifyInstance } from 'fastify';
import { NamesAnswer, NamesBody } from '../../../shared/contract/names';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { describeItems } from './describe';

export function itemRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    // A read, though a POST (a list of ids is too long for a query string): it takes no Idempotency-Key.
    apiRoute(
      app,
      'getNames',
      {
        tag: 'Search',
        summary: 'Names and units of many ids at once',
        description:
          'For a screen that lists many things (a recall report): bins, SKUs, lots and mixtures, live or deleted with history; ' +
          'ids never used are left out. At most 1,000 ids a request. A read: it changes nothing.',
        body: NamesBody,
        success: { status: 200, description: 'By id: the name, and the unit (null for a bin).', schema: NamesAnswer },
      },
      async ({ body: { ids } }) => ({ state: await describeItems(db, [...new Set(ids)]) }),
    );
  };
}
