import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';

/** A customer's address and what can be done with it, as every answer that names a customer links it. */
export const customerUri = (id: string) => pathTo('getCustomer', { id });

export const customerOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: pathTo('updateCustomer', { id }), 'Expects-a': 'Customer patch' },
  { rel: 'delete', method: 'DELETE', href: pathTo('deleteCustomer', { id }) },
];

export const createCustomerOperation: Operation = {
  rel: 'create',
  method: 'POST',
  href: pathTo('createCustomer'),
  'Expects-a': 'Customer patch',
};

export const missingCustomer = (id: string, title?: string) =>
  new AppError('missing-resource', {
    Id: customerUri(id),
    operations: [createCustomerOperation],
    detail: `No customer ${id}.`,
    title,
  });
