import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerListResource, type CustomerListQuery } from '../../../shared/contract/customers';
import { pathTo } from '../../../shared/routes';
import { CUSTOMERS_KEY } from '../customers/get-customer';
import { apiRequest } from '../request';
import { searchOf } from './search-of';

export const getCustomers = (query: CustomerListQuery, signal?: AbortSignal) =>
  apiRequest(CustomerListResource, `${pathTo('listCustomers')}?${searchOf(query)}`, { signal });

/** Under the customers' key: a customer created, changed or deleted refreshes every page. */
export const customersQuery = (query: CustomerListQuery) =>
  queryOptions({ queryKey: [...CUSTOMERS_KEY, 'list', searchOf(query)], queryFn: () => getCustomers(query) });

/** The last page stays on screen while the next one loads, so the table does not jump. */
export const useCustomers = (query: CustomerListQuery) => useQuery({ ...customersQuery(query), placeholderData: keepPreviousData });
