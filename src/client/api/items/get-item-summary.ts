import { queryOptions, useQueries } from '@tanstack/react-query';
import { BatchResource } from '../../../shared/contract/batches';
import { SkuResource } from '../../../shared/contract/skus';
import { prefixOf } from '../../../shared/labels';
import type { Unit } from '../../../shared/units';
import { apiRequest } from '../request';

export type ItemType = 'SKU' | 'Batch' | 'Mixture' | 'Problem';

export interface ItemSummary {
  type: ItemType;
  name: string;
  /** the unit its quantities are in; null where this summary does not read it (mixtures) */
  unit: Unit | null;
  /** a lot past its expiry date */
  expired: boolean;
}

const summaryOf = (type: ItemType, { name, unit, expired = false }: { name: string; unit: Unit; expired?: boolean }): ItemSummary => ({ type, name, unit, expired });

/** Name, type and unit of a bin entry, fetched by its prefix; an item that cannot be loaded is a Problem. */
async function getItemSummary(id: string): Promise<ItemSummary> {
  switch (prefixOf(id)) {
    case 'SKU':
      return summaryOf('SKU', (await apiRequest(SkuResource, `/api/sku/${id}`)).state);
    case 'BAT':
      return summaryOf('Batch', (await apiRequest(BatchResource, `/api/batch/${id}`)).state);
    case 'MIX':
      return { type: 'Mixture', name: '', unit: null, expired: false };
    default:
      return { type: 'Problem', name: '', unit: null, expired: false };
  }
}

export const itemSummaryQuery = (id: string) =>
  queryOptions({ queryKey: ['item-summary', id], queryFn: () => getItemSummary(id), staleTime: 60_000 });

export const useItemSummaries = (ids: string[]) => useQueries({ queries: ids.map(itemSummaryQuery) });
