import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryResource, type HistoryQuery } from '../../../shared/contract/history';
import { apiRequest } from '../request';
import { stockViewKey } from '../stock/stock-views';
import { searchOf } from './search-of';
import { pathTo } from '../../../shared/routes';

const iso = (at: number | undefined) => (at === undefined ? undefined : new Date(at).toISOString());

/** Time bounds go as ISO datetimes, so the server reads the reader's own day, whatever its zone. */
const ledgerSearch = ({ from, to, ...rest }: HistoryQuery) => searchOf({ ...rest, from: iso(from), to: iso(to) });

export const getLedger = (query: HistoryQuery, signal?: AbortSignal) =>
  apiRequest(HistoryResource, `${pathTo('getHistory')}?${ledgerSearch(query)}`, { signal });

export const ledgerQuery = (query: HistoryQuery) =>
  queryOptions({ queryKey: stockViewKey('ledger-page', ledgerSearch(query)), queryFn: () => getLedger(query) });

export const useLedger = (query: HistoryQuery) => useQuery({ ...ledgerQuery(query), placeholderData: keepPreviousData });
