import type { FastifyInstance } from 'fastify';
import {
  BatchListQuery,
  BatchListResource,
  BinListQuery,
  BinListResource,
  MixtureListQuery,
  MixtureListResource,
  SkuListQuery,
  SkuListResource,
} from '../../../shared/contract/lists';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { listBatches, listBins, listMixtures, listSkus } from './service';

const LIST =
  'Paged, sorted by id (or another sort, ascending or descending) and filtered by text: part of the id, or the start of ' +
  'words of the name, in any case and with or without accents.';

/** GET /api/bins, /api/skus, /api/batches and /api/mixtures: pages of each, sorted and filtered. */
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
        description: `${LIST} Sorts also by creation; filters also by parent SKU (its id or name, as text matches them).`,
        query: BatchListQuery,
        success: { status: 200, description: 'A page of batches, each with its SKU, unit and what is on hand.', schema: BatchListResource },
      },
      async ({ query }) => ({ Id: pathTo('listBatches'), state: await listBatches(db, query) }),
    );

    apiRoute(
      app,
      'listMixtures',
      {
        tag: 'Mixtures',
        summary: 'Mixtures, a page at a time',
        description:
          'Paged, sorted by id or creation (ascending or descending) and filtered by text: part of the mixture id, ' +
          "or its SKU's id or the start of words of its SKU's name, in any case and with or without accents.",
        query: MixtureListQuery,
        success: {
          status: 200,
          description: 'A page of mixtures, each with its SKU, bin, unit and what its bin holds of it.',
          schema: MixtureListResource,
        },
      },
      async ({ query }) => ({ Id: pathTo('listMixtures'), state: await listMixtures(db, query) }),
    );
  };
}
