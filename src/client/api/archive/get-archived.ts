import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArchivedResource } from '../../../shared/contract/archive';
import { apiRequest } from '../request';
import { ARCHIVE_KEY } from './get-archive';
import { pathTo } from '../../../shared/routes';

export const getArchived = (id: string) => apiRequest(ArchivedResource, pathTo('getArchived', { id }));

export const archivedQuery = (id: string) => queryOptions({ queryKey: [...ARCHIVE_KEY, 'item', id], queryFn: () => getArchived(id) });

export const useArchived = (id: string) => useQuery(archivedQuery(id));
