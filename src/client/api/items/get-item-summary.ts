import { queryOptions, useQueries } from '@tanstack/react-query';
import { BatchResource } from '../../../shared/contract/batches';
import { SkuResource } from '../../../shared/contract/skus';
import { prefixOf } from '../../../shared/labels';
import { apiRequest } from '../request';

export type ItemType = 'SKU' | 'Batch' | 'Mixture' | 'Problem';

export interface ItemSummary {
  type: ItemType;
  name: string;
}

/** Name and type of a bin entry, fetched by its prefix; an item that cannot be loaded is a Problem. */
async function getItemSummary(id: string): Promise<ItemSummary> {
  switch (prefixOf(id)) {
    case 'SKU':
      return { type: 'SKU', name: (await apiRequest(SkuResource, `/api/sku/${id}`)).state.name };
    case 'BAT':
      return { type: 'Batch', name: (await apiRequest(BatchResource, `/api/batch/${id}`)).state.name };
    case 'MIX':
      return { type: 'Mixture', name: '' };
    default:
      return { type: 'Problem', name: '' };
  }
}

export const itemSummaryQuery = (id: string) =>
  queryOptions({ queryKey: ['item-summary', id], queryFn: () => getItemSummary(id), staleTime: 60_000 });

export const useItemSummaries = (ids: string[]) => useQueries({ queries: ids.map(itemSummaryQuery) });
