import { queryOptions, useQueries } from '@tanstack/react-query';
import { BatchResource } from '../../../shared/contract/batches';
import type { Hold } from '../../../shared/contract/holds';
import { MixtureResource } from '../../../shared/contract/mixtures';
import { SkuResource } from '../../../shared/contract/skus';
import { prefixOf } from '../../../shared/labels';
import type { Unit } from '../../../shared/units';
import { apiRequest } from '../request';
import { pathTo } from '../../../shared/routes';

export type ItemType = 'SKU' | 'Batch' | 'Mixture' | 'Problem';

export interface ItemSummary {
  type: ItemType;
  name: string;
  /** the unit its quantities are in; null for an item that cannot be loaded */
  unit: Unit | null;
  /** a lot past its expiry date */
  expired: boolean;
  /** the recall hold on a lot or mixture */
  hold: Hold | null;
  /** a held lot still inside a mixture, which stops the mixture's use too */
  heldInside: { lot: string; hold: Hold } | null;
}

interface Summarised {
  name: string;
  unit: Unit;
  expired?: boolean;
  hold?: Hold | null;
  heldInside?: ItemSummary['heldInside'];
}

const summaryOf = (type: ItemType, { name, unit, expired = false, hold = null, heldInside = null }: Summarised): ItemSummary => ({
  type,
  name,
  unit,
  expired,
  hold,
  heldInside,
});

/** Name, type and unit of a bin entry, fetched by its prefix; an item that cannot be loaded is a Problem. */
async function getItemSummary(id: string): Promise<ItemSummary> {
  switch (prefixOf(id)) {
    case 'SKU':
      return summaryOf('SKU', (await apiRequest(SkuResource, pathTo('getSku', { id }))).state);
    case 'BAT':
      return summaryOf('Batch', (await apiRequest(BatchResource, pathTo('getBatch', { id }))).state);
    case 'MIX': {
      // A mixture is named and counted as its SKU.
      const { sku_name, unit, hold, components } = (await apiRequest(MixtureResource, pathTo('getMixture', { id }))).state;
      const held = components.find((component) => component.hold !== null);
      return summaryOf('Mixture', { name: sku_name, unit, hold, heldInside: held?.hold ? { lot: held.batch_id, hold: held.hold } : null });
    }
    default:
      return { type: 'Problem', name: '', unit: null, expired: false, hold: null, heldInside: null };
  }
}

export const itemSummaryQuery = (id: string) =>
  queryOptions({ queryKey: ['item-summary', id], queryFn: () => getItemSummary(id), staleTime: 60_000 });

export const useItemSummaries = (ids: string[]) => useQueries({ queries: ids.map(itemSummaryQuery) });
