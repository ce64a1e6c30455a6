import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchResource } from '../../../shared/contract/search';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const SEARCH_PAGE_SIZE = 20;

export const search = (query: string, startingFrom: number, limit = SEARCH_PAGE_SIZE, signal?: AbortSignal) =>
  apiRequest(
    SearchResource,
    `${pathTo('search')}?${new URLSearchParams({ query, startingFrom: String(startingFrom), limit: String(limit) })}`,
    {
      signal,
    },
  );

export const searchQuery = (query: string, startingFrom: number, limit = SEARCH_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['search', query, startingFrom, limit],
    queryFn: ({ signal }) => search(query, startingFrom, limit, signal),
    enabled: query.trim() !== '',
  });

/** Keeps the last page on screen while the next one loads, so results do not flicker per keystroke. */
export const useSearch = (query: string, startingFrom: number) =>
  useQuery({ ...searchQuery(query, startingFrom), placeholderData: keepPreviousData });
