import { queryOptions, useQuery } from '@tanstack/react-query';
import { BatchResource } from '../../../shared/contract/batches';
import { apiRequest } from '../request';

export const getBatch = (id: string) => apiRequest(BatchResource, `/api/batch/${id}`);

export const batchQuery = (id: string) => queryOptions({ queryKey: ['batch', id], queryFn: () => getBatch(id) });

export const useBatch = (id: string) => useQuery(batchQuery(id));
