import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomerAnswer, type CustomerResource } from '../../../shared/contract/customers';
import { findOperation } from '../../../shared/contract/envelope';
import { ARCHIVE_KEY } from '../archive/get-archive';
import { follow } from '../request';
import { CUSTOMERS_KEY } from './get-customer';

export const deleteCustomer = (customer: CustomerResource) => follow(CustomerAnswer, findOperation(customer.operations, 'delete'));

/**
 * Afterwards the customers and the Archive (which may now hold it) are marked stale but not
 * refetched: the page still open would read its own 404 before it leaves for the list.
 */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY, refetchType: 'none' }),
      ]),
  });
}
