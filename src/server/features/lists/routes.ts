import type { FastifyInstance } from 'fastify';
import {
  BatchListQuery,
  BatchListResource,
  BinListQuery,
  BinListResource,
  SkuListQuery,
  SkuListResource,
} from '../../../shared/contract/lists';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { listBatches, listBins, listSkus } from './service';

const LIST = 'Paged, sorted by id (or another sort, ascending or descending) and filtered by text in the id or name, any case.';

/** GET /api/bins, /api/skus and /api/batches: pages of each, sorted and filtered. */
export function listRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'listBins',
      {
        tag: 'Bins',
        summary: 'Bins, a page at a time',
        description: LIST,
        query: BinListQuery,
        success: {
          status: 200,
          description: 'A page of bins, each with its name, zone and how many items it holds.',
          schema: BinListResource,
        },
      },
      async ({ query }) => ({ Id: pathTo('listBins'), state: await listBins(db, query) }),
    );

    apiRoute(
      app,
      'listSkus',
      {
        tag: 'SKUs',
        summary: 'SKUs, a page at a time',
        description: LIST,
        query: SkuListQuery,
        success: { status: 200, description: 'A page of SKUs, each with its unit and what is on hand.', schema: SkuListResource },
      },
      async ({ query }) => ({ Id: pathTo('listSkus'), state: await listSkus(db, query) }),
    );

    apiRoute(
      app,
      'listBatches',
      {
        tag: 'Batches',
        summary: 'Batches, a page at a time',
        description: `${LIST} Sorts also by creation; filters also by parent SKU.`,
        query: BatchListQuery,
        success: { status: 200, description: 'A page of batches, each with its SKU, unit and what is on hand.', schema: BatchListResource },
      },
      async ({ query }) => ({ Id: pathTo('listBatches'), state: await listBatches(db, query) }),
    );
  };
}
