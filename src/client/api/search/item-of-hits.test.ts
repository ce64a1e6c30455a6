import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../shared/contract/search';
import { itemOfHits } from './item-of-hits';

const hit = (id: string, kind: SearchResult['kind'], match: SearchResult['match'], name = `Name of ${id}`): SearchResult => ({
  id,
  kind,
  match,
  name,
});

describe('itemOfHits', () => {
  it('names the item found by its id', () => {
    expect(itemOfHits('BAT000012', [hit('BAT000012', 'batch', 'id', 'Neem oil lot')])).toEqual({
      type: 'Batch',
      name: 'Neem oil lot',
      unit: null,
    });
    expect(itemOfHits('SKU000003', [hit('SKU000003', 'sku', 'id')])).toEqual({ type: 'SKU', name: 'Name of SKU000003', unit: null });
  });

  it('takes the unit a SKU or batch hit says it is held in', () => {
    const kg: SearchResult = { ...hit('SKU000004', 'sku', 'id'), locations: { unit: 'kg', held: [], more: 0 } };
    expect(itemOfHits('SKU000004', [kg])?.unit).toBe('kg');
  });

  it('is null for a half-typed id that only matches others by name or code', () => {
    expect(itemOfHits('BAT0', [hit('BAT000012', 'batch', 'name'), hit('BAT000013', 'batch', 'code')])).toBeNull();
    expect(itemOfHits('BAT0', [])).toBeNull();
  });

  it('is null for an id that is no item (a bin)', () => {
    expect(itemOfHits('BIN000001', [hit('BIN000001', 'bin', 'id')])).toBeNull();
  });
});
