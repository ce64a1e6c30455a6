import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerResource } from '../../../shared/contract/customers';
import { pathTo } from '../../../shared/routes';
import { apiRequest } from '../request';

export const getCustomer = (id: string) => apiRequest(CustomerResource, pathTo('getCustomer', { id }));

/** Under the customers' root key, so a change to any customer refreshes the lists too. */
export const CUSTOMERS_KEY = ['customers'] as const;

export const customerQuery = (id: string) => queryOptions({ queryKey: [...CUSTOMERS_KEY, 'one', id], queryFn: () => getCustomer(id) });

export const useCustomer = (id: string) => useQuery(customerQuery(id));
