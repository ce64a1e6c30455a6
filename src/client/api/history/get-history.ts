import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findOperation, type Operation } from '../../../shared/contract/envelope';
import { HistoryResource } from '../../../shared/contract/history';
import { follow } from '../request';
import { stockViewKey } from '../stock/stock-views';

/** Anything whose resource offers a `history` operation: a bin, a SKU, a batch. */
export interface HistorySubject {
  state: { id: string };
  operations: Operation[];
}

export interface HistoryPage {
  startingFrom: number;
  limit: number;
}

export function getHistory(subject: HistorySubject, { startingFrom, limit }: HistoryPage) {
  const history = findOperation(subject.operations, 'history');
  const query = new URLSearchParams({ startingFrom: String(startingFrom), limit: String(limit) });
  return follow(HistoryResource, history && { ...history, href: `${history.href}?${query}` });
}

/** Keyed as a stock view, so every stock change refreshes it. */
export const historyQuery = (subject: HistorySubject, page: HistoryPage) =>
  queryOptions({
    queryKey: stockViewKey('history', subject.state.id, page.startingFrom, page.limit),
    queryFn: () => getHistory(subject, page),
  });

/** The last page stays on screen while the next one loads, so the table does not jump. */
export const useHistory = (subject: HistorySubject, page: HistoryPage) =>
  useQuery({ ...historyQuery(subject, page), placeholderData: keepPreviousData });
