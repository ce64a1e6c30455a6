import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SkuListResource, type SkuListQuery } from '../../../shared/contract/lists';
import { apiRequest } from '../request';
import { stockViewKey } from '../stock/stock-views';
import { searchOf } from './search-of';
import { pathTo } from '../../../shared/routes';

export const getSkus = (query: SkuListQuery, signal?: AbortSignal) =>
  apiRequest(SkuListResource, `${pathTo('listSkus')}?${searchOf(query)}`, { signal });

/** A stock view: on-hand changes with every stock change. */
export const skusQuery = (query: SkuListQuery) =>
  queryOptions({ queryKey: stockViewKey('skus', searchOf(query)), queryFn: () => getSkus(query) });

export const useSkus = (query: SkuListQuery) => useQuery({ ...skusQuery(query), placeholderData: keepPreviousData });
