import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Unit } from '../../../shared/units';
import { searchQuery } from '../../api/search/search';
import { itemOfHits } from '../../api/search/item-of-hits';

/** The search the item hint makes for a label (two results: an id matches one thing, ahead of names and codes). */
const hintSearch = (item: string) => searchQuery(item, 0, 2);

/**
 * The item's unit, from the search the item hint has already made when there is one (a scan
 * must not wait for a fresh answer: a unit does not change while stock is held in it); null
 * when it says none or cannot be asked.
 */
export async function unitOf(queryClient: QueryClient, item: string): Promise<Unit | null> {
  try {
    return itemOfHits(item, (await queryClient.ensureQueryData(hintSearch(item))).state.results)?.unit ?? null;
  } catch {
    return null;
  }
}

/** The item's unit as this device already knows it, asking no one: what a change kept offline can say. */
export function knownUnitOf(queryClient: QueryClient, item: string): Unit | null {
  const found = queryClient.getQueryData(hintSearch(item).queryKey);
  return found ? (itemOfHits(item, found.state.results)?.unit ?? null) : null;
}

/** The item's unit as this device knows it, kept current as the item hint's search answers; it asks no one itself. */
export function useKnownUnit(item: string): Unit | null {
  const found = useQuery({ ...hintSearch(item), enabled: false }).data;
  return found ? (itemOfHits(item, found.state.results)?.unit ?? null) : null;
}
