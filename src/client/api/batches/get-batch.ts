import { queryOptions, useQuery } from '@tanstack/react-query';
import { BatchResource } from '../../../shared/contract/batches';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getBatch = (id: string) => apiRequest(BatchResource, pathTo('getBatch', { id }));

export const batchQuery = (id: string) => queryOptions({ queryKey: ['batch', id], queryFn: () => getBatch(id) });

export const useBatch = (id: string) => useQuery(batchQuery(id));
