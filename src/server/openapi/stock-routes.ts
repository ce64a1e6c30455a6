import { BatchParams } from '../../shared/contract/batches';
import { BinParams } from '../../shared/contract/bins';
import { HistoryQuery, HistoryResource, OperationParams, OperationResource } from '../../shared/contract/history';
import { SkuParams } from '../../shared/contract/skus';
import { ContentsChangeAnswer, ContentsChangeBody, MoveAnswer, MoveBody } from '../../shared/contract/stock';
import { operationOf, type OperationSpec } from './operations';

/**
 * Declarations of the stock feature's routes, which it registers with plain Fastify calls
 * (features/stock/routes.ts, history-routes.ts): attached to them as they register, so the
 * document and the API tests' answer checks cover them too. Moving each into an apiRoute call
 * there empties this list.
 */
export const STOCK_ROUTES: OperationSpec[] = [
  operationOf('changeContents', {
    tag: 'Stock', summary: 'Receive (positive quantity) or release (negative) an item',
    params: BinParams, body: ContentsChangeBody, idempotent: true,
    success: { status: 201, description: 'What happened and the quantity the bin now holds.', schema: ContentsChangeAnswer },
    problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'],
  }),
  operationOf('moveContents', {
    tag: 'Stock', summary: 'Move units of an item to another bin', params: BinParams, body: MoveBody, idempotent: true,
    success: { status: 200, description: 'The quantities both bins now hold.', schema: MoveAnswer },
    problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'],
  }),
  operationOf('getHistory', {
    tag: 'History', summary: 'Every stock change', query: HistoryQuery,
    description:
      'Optionally only rows of one kind, touching one bin (from or to), of one item, by one operator (any case), or from/to a ' +
      'time (inclusive; a bare date is that whole UTC day). Histories of a bin, SKU or batch take the same filters.',
    success: { status: 200, description: "A page of the ledger, each row with its unit and its bins' names.", schema: HistoryResource },
  }),
  operationOf('getBinHistory', {
    tag: 'History', summary: "A bin's stock changes",
    params: BinParams, query: HistoryQuery, success: { status: 200, description: 'A page of the ledger.', schema: HistoryResource },
    problems: ['missing-resource'],
  }),
  operationOf('getSkuHistory', {
    tag: 'History', summary: "A SKU's stock changes",
    description: 'Movements of the SKU itself and of all its batches, live and archived, newest first.', params: SkuParams, query: HistoryQuery,
    success: { status: 200, description: 'A page of the ledger.', schema: HistoryResource }, problems: ['missing-resource'],
  }),
  operationOf('getBatchHistory', {
    tag: 'History', summary: "A batch's stock changes",
    params: BatchParams, query: HistoryQuery, success: { status: 200, description: 'A page of the ledger.', schema: HistoryResource },
    problems: ['missing-resource'],
  }),
  operationOf('getOperation', {
    tag: 'History', summary: 'One operation and its ledger rows',
    description: 'An audit of twelve lines, or a forced bin delete, is one operation: who, when, why, and every movement it wrote.',
    params: OperationParams, success: { status: 200, description: 'The operation.', schema: OperationResource },
    problems: ['missing-resource'],
  }),
];
