import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BatchListResource, type BatchListQuery } from '../../../shared/contract/lists';
import { apiRequest } from '../request';
import { stockViewKey } from '../stock/stock-views';
import { searchOf } from './search-of';
import { pathTo } from '../../../shared/routes';

export const getBatches = (query: BatchListQuery, signal?: AbortSignal) =>
  apiRequest(BatchListResource, `${pathTo('listBatches')}?${searchOf(query)}`, { signal });

/** A stock view: on-hand changes with every stock change. */
export const batchesQuery = (query: BatchListQuery) =>
  queryOptions({ queryKey: stockViewKey('batches', searchOf(query)), queryFn: () => getBatches(query) });

export const useBatches = (query: BatchListQuery) => useQuery({ ...batchesQuery(query), placeholderData: keepPreviousData });
