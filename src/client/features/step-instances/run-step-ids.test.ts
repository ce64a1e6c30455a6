import { describe, expect, it } from 'vitest';
import { consecutiveIds, outputIds } from './run-step-ids';

describe('consecutiveIds', () => {
  it('counts up from the suggestion, keeping the padding', () => {
    expect(consecutiveIds('BAT000009', 3, new Set())).toEqual(['BAT000009', 'BAT000010', 'BAT000011']);
  });

  it('skips ids typed elsewhere', () => {
    expect(consecutiveIds('BAT000001', 2, new Set(['BAT000002']))).toEqual(['BAT000001', 'BAT000003']);
  });

  it('goes past six digits when the counter does', () => {
    expect(consecutiveIds('BAT999999', 2, new Set())).toEqual(['BAT999999', 'BAT1000000']);
  });

  it('suggests nothing from something that is not an id', () => {
    expect(consecutiveIds('', 2, new Set())).toEqual([]);
  });
});

describe('outputIds', () => {
  it('gives blank rows the suggestions in order and keeps typed ids', () => {
    const rows = [{ batch_id: '' }, { batch_id: 'bat000005 ' }, { batch_id: '' }];
    expect(outputIds(rows, 'BAT000004')).toEqual(['BAT000004', 'BAT000005', 'BAT000006']);
  });

  it('leaves blank rows without an id until a suggestion is known', () => {
    expect(outputIds([{ batch_id: '' }, { batch_id: 'BAT000001' }], undefined)).toEqual([undefined, 'BAT000001']);
  });
});
