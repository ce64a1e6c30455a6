import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';

/** A bin's address and what can be done with it, as every answer that names a bin links it. */
export const binUri = (id: string) => pathTo('getBin', { id });

export const binOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: pathTo('updateBin', { id }), 'Expects-a': 'Bin patch' },
  { rel: 'delete', method: 'DELETE', href: pathTo('deleteBin', { id }) },
  { rel: 'history', method: 'GET', href: pathTo('getBinHistory', { id }) },
];

export const createBinOperation: Operation = { rel: 'create', method: 'POST', href: pathTo('createBin'), 'Expects-a': 'Bin patch' };

export const missingBin = (id: string) =>
  new AppError('missing-resource', { Id: binUri(id), operations: [createBinOperation], detail: `No bin ${id}.` });
