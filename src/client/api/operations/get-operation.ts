import { queryOptions, useQuery } from '@tanstack/react-query';
import { OperationResource } from '../../../shared/contract/history';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getOperation = (id: number) => apiRequest(OperationResource, pathTo('getOperation', { id }));

/** An operation is written once and never changes, so it needs no stock-view key. */
export const operationQuery = (id: number) => queryOptions({ queryKey: ['operation', id], queryFn: () => getOperation(id) });

export const useOperation = (id: number) => useQuery(operationQuery(id));
