import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomerAnswer, type CreateCustomerBody } from '../../../shared/contract/customers';
import { findOperation, type Operation } from '../../../shared/contract/envelope';
import { nextIdQuery } from '../next-id/get-next-id';
import { follow } from '../request';
import { CUSTOMERS_KEY, customerQuery } from './get-customer';

/** Creates a customer through the `create` operation the next-id resource offers. */
export const createCustomer = (create: Operation | undefined, body: CreateCustomerBody) => follow(CustomerAnswer, create, { body });

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operations, body }: { operations: Operation[]; body: CreateCustomerBody }) =>
      createCustomer(findOperation(operations, 'create'), body),
    onSuccess: async ({ Id, state, operations }) => {
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
      // The answer is the new resource: its page opens from the toast link without a fetch.
      if (state && operations) queryClient.setQueryData(customerQuery(state.id).queryKey, { Id, state, operations });
      await queryClient.invalidateQueries({ queryKey: nextIdQuery('customer').queryKey });
    },
  });
}
