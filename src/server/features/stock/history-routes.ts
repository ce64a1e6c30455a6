import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BatchId, BinId, SkuId } from '../../../shared/contract/fields';
import { HistoryQuery, OperationParams, type HistoryResource, type OperationResource } from '../../../shared/contract/history';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { binUri } from '../bins/resource';
import { itemUri } from '../items/resource';
import { binHistory, itemHistory, ledgerHistory, operationOf, skuHistory } from './history';

/**
 * GET /api/history (the whole ledger) and …/history of a bin, a SKU or a batch, newest first;
 * GET /api/operation/{id}, one operation with its rows.
 */
export function historyRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.get('/api/history', async (request) => {
      const resource: HistoryResource = { Id: '/api/history', state: await ledgerHistory(db, parseInput(HistoryQuery, request.query)) };
      return resource;
    });

    app.get('/api/bin/:id/history', async (request) => {
      const { id } = parseInput(z.object({ id: BinId }), request.params);
      const state = await binHistory(db, id, parseInput(HistoryQuery, request.query));
      const resource: HistoryResource = { Id: `${binUri(id)}/history`, state };
      return resource;
    });

    app.get('/api/operation/:id', async (request) => {
      const { id } = parseInput(OperationParams, request.params);
      const resource: OperationResource = { Id: `/api/operation/${id}`, state: await operationOf(db, id) };
      return resource;
    });

    for (const [path, ItemParam, historyOf] of [
      ['/api/sku/:id/history', SkuId, skuHistory],
      ['/api/batch/:id/history', BatchId, itemHistory],
    ] as const) {
      app.get(path, async (request) => {
        const { id } = parseInput(z.object({ id: ItemParam }), request.params);
        const state = await historyOf(db, id, parseInput(HistoryQuery, request.query));
        const resource: HistoryResource = { Id: `${itemUri(id)}/history`, state };
        return resource;
      });
    }
  };
}
