import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';

/** A batch's address and what can be done with it, as every answer that names a batch links it. */
export const batchUri = (id: string) => pathTo('getBatch', { id });

export const batchOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: pathTo('updateBatch', { id }), 'Expects-a': 'Batch patch' },
  { rel: 'delete', method: 'DELETE', href: pathTo('deleteBatch', { id }) },
  { rel: 'bins', method: 'GET', href: pathTo('getBatchBins', { id }) },
  { rel: 'history', method: 'GET', href: pathTo('getBatchHistory', { id }) },
];

export const createBatchOperation: Operation = { rel: 'create', method: 'POST', href: pathTo('createBatch'), 'Expects-a': 'Batch patch' };

export const missingBatch = (id: string) =>
  new AppError('missing-resource', { Id: batchUri(id), operations: [createBatchOperation], detail: `No batch ${id}.` });

/** A batch's parent must be a live SKU: on create, on import. */
export const unknownParent = () =>
  new AppError('validation-error', { invalidParams: [{ name: 'sku_id', reason: 'must be an existing sku id' }] });
