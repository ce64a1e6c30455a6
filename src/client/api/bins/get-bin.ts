import { queryOptions, useQuery } from '@tanstack/react-query';
import { BinResource } from '../../../shared/contract/bins';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getBin = (id: string) => apiRequest(BinResource, pathTo('getBin', { id }));

export const binQuery = (id: string) => queryOptions({ queryKey: ['bin', id], queryFn: () => getBin(id) });

export const useBin = (id: string, enabled = true) => useQuery({ ...binQuery(id), enabled });
