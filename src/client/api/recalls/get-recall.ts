import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecallListResource, RecallResource } from '../../../shared/contract/recalls';
import { pathTo } from '../../../shared/routes';
import { apiRequest } from '../request';

/** Under one root key, so a change to a recall refreshes the list too. */
export const RECALLS_KEY = ['recalls'] as const;

export const getRecall = (id: number) => apiRequest(RecallResource, pathTo('getRecall', { id }));
export const recallQuery = (id: number) => queryOptions({ queryKey: [...RECALLS_KEY, 'one', id], queryFn: () => getRecall(id) });
export const useRecall = (id: number) => useQuery(recallQuery(id));

export const listRecalls = () => apiRequest(RecallListResource, pathTo('listRecalls'));
export const recallsQuery = () => queryOptions({ queryKey: [...RECALLS_KEY, 'list'], queryFn: listRecalls });
export const useRecalls = () => useQuery(recallsQuery());
