import { describe, expect, it } from 'vitest';
import { reconcile, summarise } from './reconcile';

describe('reconcile', () => {
  it('classifies matched, over, short, missing and unexpected items', () => {
    const lines = reconcile({ BAT1: 5, BAT2: 3, SKU1: 2, SKU2: 4 }, { BAT1: 5, BAT2: 4, SKU1: 1, BAT9: 2 });
    expect(lines).toEqual([
      { item_id: 'BAT1', expected: 5, counted: 5, difference: 0, result: 'matched' },
      { item_id: 'BAT2', expected: 3, counted: 4, difference: 1, result: 'over' },
      { item_id: 'BAT9', expected: 0, counted: 2, difference: 2, result: 'unexpected' },
      { item_id: 'SKU1', expected: 2, counted: 1, difference: -1, result: 'short' },
      { item_id: 'SKU2', expected: 4, counted: 0, difference: -4, result: 'short' },
    ]);
    expect(summarise(lines)).toEqual({ matched: 1, over: 1, short: 2, unexpected: 1 });
  });

  it('leaves mixtures in the bin out: they are neither counted nor booked short', () => {
    expect(reconcile({ BAT1: 5, MIX1: 3 }, {})).toEqual([{ item_id: 'BAT1', expected: 5, counted: 0, difference: -5, result: 'short' }]);
  });

  it('drops items counted as zero that were not on record', () => {
    expect(reconcile({}, { BAT1: 0 })).toEqual([]);
  });
});
