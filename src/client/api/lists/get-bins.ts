import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BinListResource, type BinListQuery } from '../../../shared/contract/lists';
import { apiRequest } from '../request';
import { stockViewKey } from '../stock/stock-views';
import { searchOf } from './search-of';
import { pathTo } from '../../../shared/routes';

export const getBins = (query: BinListQuery, signal?: AbortSignal) =>
  apiRequest(BinListResource, `${pathTo('listBins')}?${searchOf(query)}`, { signal });

/** A stock view: what a bin holds changes with every stock change. */
export const binsQuery = (query: BinListQuery) =>
  queryOptions({ queryKey: stockViewKey('bins', searchOf(query)), queryFn: () => getBins(query) });

/** The last page stays on screen while the next one loads, so the table does not jump. */
export const useBins = (query: BinListQuery) => useQuery({ ...binsQuery(query), placeholderData: keepPreviousData });
