import type { LabelKind } from '../../../shared/labels';
import type { SearchResult } from '../../../shared/contract/search';
import type { Unit } from '../../../shared/units';

export interface HintedItem {
  type: 'SKU' | 'Batch' | 'Mixture';
  name: string;
  /** what its quantities count in, as its hit says */
  unit: Unit | null;
}

const TYPE_OF_KIND: Partial<Record<LabelKind, HintedItem['type']>> = { sku: 'SKU', batch: 'Batch', mixture: 'Mixture' };

/**
 * The item whose id is `id`, from a search for it, or null when there is none. A search answers
 * 200 either way, so a half-typed id costs no 404 (which the browser logs as an error).
 */
export function itemOfHits(id: string, results: readonly SearchResult[]): HintedItem | null {
  const hit = results.find((result) => result.match === 'id' && result.id === id);
  const type = hit && TYPE_OF_KIND[hit.kind];
  return hit && type ? { type, name: hit.name, unit: hit.locations?.unit ?? null } : null;
}
