import { queryOptions, useQuery } from '@tanstack/react-query';
import { NextIdResource, type NextIdKind } from '../../../shared/contract/next-id';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export const getNextId = (kind: NextIdKind) => apiRequest(NextIdResource, pathTo('getNextId', { kind }));

/** Suggestions go stale as soon as anything is created, so they are always refetched. */
export const nextIdQuery = (kind: NextIdKind) =>
  queryOptions({ queryKey: ['next-id', kind], queryFn: () => getNextId(kind), staleTime: 0 });

export const useNextId = (kind: NextIdKind) => useQuery(nextIdQuery(kind));
