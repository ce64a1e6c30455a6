import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MixtureListResource, type MixtureListQuery } from '../../../shared/contract/lists';
import { apiRequest } from '../request';
import { stockViewKey } from '../stock/stock-views';
import { searchOf } from './search-of';
import { pathTo } from '../../../shared/routes';

export const getMixtures = (query: MixtureListQuery, signal?: AbortSignal) =>
  apiRequest(MixtureListResource, `${pathTo('listMixtures')}?${searchOf(query)}`, { signal });

/** A stock view: what a mixture's bin holds changes with every stock change. */
export const mixturesQuery = (query: MixtureListQuery) =>
  queryOptions({ queryKey: stockViewKey('mixtures', searchOf(query)), queryFn: () => getMixtures(query) });

export const useMixtures = (query: MixtureListQuery) => useQuery({ ...mixturesQuery(query), placeholderData: keepPreviousData });
