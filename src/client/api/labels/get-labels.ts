import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LabelsResource, type SizeName } from '../../../shared/label-payload';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

/** Names for the labels, and the PDF and ZPL operations at the chosen size. */
export const getLabels = (ids: readonly string[], size: SizeName) =>
  apiRequest(LabelsResource, `${pathTo('getLabels')}?${new URLSearchParams({ ids: ids.join(','), size })}`);

export const labelsQuery = (ids: readonly string[], size: SizeName) =>
  queryOptions({ queryKey: ['labels', ids.join(','), size], queryFn: () => getLabels(ids, size) });

/** Keeps the last answer while another size or list loads, so the preview does not blink. */
export const useLabels = (ids: readonly string[], size: SizeName) =>
  useQuery({ ...labelsQuery(ids, size), enabled: ids.length > 0, placeholderData: keepPreviousData });
