import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';

/** A SKU's address and what can be done with it, as every answer that names a SKU links it. */
export const skuUri = (id: string) => pathTo('getSku', { id });

export const skuOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: pathTo('updateSku', { id }), 'Expects-a': 'Sku patch' },
  { rel: 'delete', method: 'DELETE', href: pathTo('deleteSku', { id }) },
  { rel: 'bins', method: 'GET', href: pathTo('getSkuBins', { id }) },
  { rel: 'batches', method: 'GET', href: pathTo('getSkuBatches', { id }) },
  { rel: 'history', method: 'GET', href: pathTo('getSkuHistory', { id }) },
];

export const createSkuOperation: Operation = { rel: 'create', method: 'POST', href: pathTo('createSku'), 'Expects-a': 'Sku patch' };

/** A title names what could not be done ('Can not delete sku that does not exist.'); plain reads and updates take the default. */
export const missingSku = (id: string, title?: string) =>
  new AppError('missing-resource', {
    Id: skuUri(id),
    operations: [createSkuOperation],
    detail: `No SKU ${id}.`,
    title,
  });
