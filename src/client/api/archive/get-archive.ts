import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ArchiveListResource, type ArchivedKind } from '../../../shared/contract/archive';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

/** Root of the archive's queries: its pages and its single records. */
export const ARCHIVE_KEY = ['archive'] as const;

/** Every page of the list, whatever its filter, so a restore refreshes them all. */
export const ARCHIVE_LIST_KEY = [...ARCHIVE_KEY, 'list'] as const;

export interface ArchivePage {
  kind: ArchivedKind | null;
  startingFrom: number;
  limit: number;
}

export function getArchive({ kind, startingFrom, limit }: ArchivePage) {
  const query = new URLSearchParams({ startingFrom: String(startingFrom), limit: String(limit) });
  if (kind) query.set('kind', kind);
  return apiRequest(ArchiveListResource, `${pathTo('listArchive')}?${query}`);
}

/** Whether an id is in the Archive: the list asked for that id answers none rather than a 404. */
export async function isArchived(id: string): Promise<boolean> {
  const answer = await apiRequest(ArchiveListResource, `${pathTo('listArchive')}?${new URLSearchParams({ id })}`);
  return answer.state.total > 0;
}

export const archiveQuery = (page: ArchivePage) =>
  queryOptions({ queryKey: [...ARCHIVE_LIST_KEY, page.kind ?? 'all', page.startingFrom, page.limit], queryFn: () => getArchive(page) });

/** The last page stays on screen while the next one loads, so the list does not jump. */
export const useArchive = (page: ArchivePage) => useQuery({ ...archiveQuery(page), placeholderData: keepPreviousData });
