import type { FastifyInstance } from 'fastify';
import { BatchParams } from '../../../shared/contract/batches';
import { BinParams } from '../../../shared/contract/bins';
import { HistoryQuery, HistoryResource, OperationParams, OperationResource } from '../../../shared/contract/history';
import { SkuParams } from '../../../shared/contract/skus';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { binHistory, itemHistory, ledgerHistory, operationOf, skuHistory } from './history';

const PAGE_OF_LEDGER = { status: 200, description: 'A page of the ledger.', schema: HistoryResource } as const;

/**
 * GET /api/history (the whole ledger) and …/history of a bin, a SKU or a batch, newest first;
 * GET /api/operation/{id}, one operation with its rows.
 */
export function historyRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'getHistory',
      {
        tag: 'History',
        summary: 'Every stock change',
        query: HistoryQuery,
        description:
          'Movements, and the holds and releases of lots and mixtures (kinds hold and hold-release: no bins, quantity or unit), ' +
          'by operation, newest first. Optionally only entries of one kind, touching one bin (from or to; a hold touches none), ' +
          'of one item, by one operator (any case), by one person (their id: with accounts on, apart from anyone of the same name), ' +
          'or from/to a time (inclusive; a bare date is that whole UTC day). ' +
          'Histories of a bin, SKU or batch take the same filters.',
        success: { status: 200, description: "A page of the ledger, each row with its unit and its bins' names.", schema: HistoryResource },
      },
      async ({ query }) => ({ Id: pathTo('getHistory'), state: await ledgerHistory(db, query) }),
    );

    apiRoute(
      app,
      'getBinHistory',
      {
        tag: 'History',
        summary: "A bin's stock changes",
        params: BinParams,
        query: HistoryQuery,
        success: PAGE_OF_LEDGER,
        problems: ['missing-resource'],
      },
      async ({ params: { id }, query }) => ({ Id: pathTo('getBinHistory', { id }), state: await binHistory(db, id, query) }),
    );

    apiRoute(
      app,
      'getSkuHistory',
      {
        tag: 'History',
        summary: "A SKU's stock changes",
        description:
          'Movements of the SKU itself and of all its batches, live and archived, and the holds and releases of those batches, newest first.',
        params: SkuParams,
        query: HistoryQuery,
        success: PAGE_OF_LEDGER,
        problems: ['missing-resource'],
      },
      async ({ params: { id }, query }) => ({ Id: pathTo('getSkuHistory', { id }), state: await skuHistory(db, id, query) }),
    );

    apiRoute(
      app,
      'getBatchHistory',
      {
        tag: 'History',
        summary: "A batch's stock changes",
        description: 'Its movements, holds and releases, newest first.',
        params: BatchParams,
        query: HistoryQuery,
        success: PAGE_OF_LEDGER,
        problems: ['missing-resource'],
      },
      async ({ params: { id }, query }) => ({ Id: pathTo('getBatchHistory', { id }), state: await itemHistory(db, id, query) }),
    );

    apiRoute(
      app,
      'getOperation',
      {
        tag: 'History',
        summary: 'One operation and its ledger rows',
        description:
          'An audit of twelve lines, or a forced bin delete, is one operation: who, when, why, and every movement it wrote. ' +
          'A hold or a release moves nothing: held_items lists the lots and mixtures it held or released.',
        params: OperationParams,
        success: { status: 200, description: 'The operation.', schema: OperationResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: pathTo('getOperation', { id }), state: await operationOf(db, id) }),
    );
  };
}
