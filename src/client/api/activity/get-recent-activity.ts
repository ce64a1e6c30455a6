import { queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryResource } from '../../../shared/contract/history';
import { apiRequest } from '../request';
import { stockViewKey } from '../stock/stock-views';
import { pathTo } from '../../../shared/routes';

export const getRecentActivity = (limit: number) => apiRequest(HistoryResource, `${pathTo('getHistory')}?limit=${limit}`);

/** Refreshed every half minute: other operators change stock too. */
export const recentActivityQuery = (limit: number) =>
  queryOptions({ queryKey: stockViewKey('ledger', limit), queryFn: () => getRecentActivity(limit), refetchInterval: 30_000 });

export const useRecentActivity = (limit = 10) => useQuery(recentActivityQuery(limit));
