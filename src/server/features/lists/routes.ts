import type { FastifyInstance } from 'fastify';
import {
  BatchListQuery,
  BinListQuery,
  SkuListQuery,
  type BatchListResource,
  type BinListResource,
  type SkuListResource,
} from '../../../shared/contract/lists';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { listBatches, listBins, listSkus } from './service';

/** GET /api/bins, /api/skus and /api/batches: pages of each, sorted and filtered. */
export function listRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.get('/api/bins', async (request) => {
      const resource: BinListResource = { Id: '/api/bins', state: await listBins(db, parseInput(BinListQuery, request.query)) };
      return resource;
    });

    app.get('/api/skus', async (request) => {
      const resource: SkuListResource = { Id: '/api/skus', state: await listSkus(db, parseInput(SkuListQuery, request.query)) };
      return resource;
    });

    app.get('/api/batches', async (request) => {
      const resource: BatchListResource = { Id: '/api/batches', state: await listBatches(db, parseInput(BatchListQuery, request.query)) };
      return resource;
    });
  };
}
