import type { LocationsResource } from '../../shared/contract/skus';
import { fromMicro } from '../stock-core/quantities';

/** Locations of a SKU or batch: bin id to {item id: units}; a SKU's bin may hold several of its batches. */
export function locationsState(entries: { bin_id: string; item_id: string; quantity: number }[]): LocationsResource['state'] {
  const state: LocationsResource['state'] = {};
  for (const entry of entries) (state[entry.bin_id] ??= {})[entry.item_id] = fromMicro(entry.quantity);
  return state;
}
