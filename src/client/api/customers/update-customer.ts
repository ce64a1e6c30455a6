import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomerAnswer, type CustomerResource, type UpdateCustomerBody } from '../../../shared/contract/customers';
import { findOperation } from '../../../shared/contract/envelope';
import { follow } from '../request';
import { CUSTOMERS_KEY } from './get-customer';

export const updateCustomer = (customer: CustomerResource, body: UpdateCustomerBody) =>
  follow(CustomerAnswer, findOperation(customer.operations, 'update'), { body });

/** Resolves once the customer (and the lists naming it) have been reloaded, so its page shows what was saved. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customer, body }: { customer: CustomerResource; body: UpdateCustomerBody }) => updateCustomer(customer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}
