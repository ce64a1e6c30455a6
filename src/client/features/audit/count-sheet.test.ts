import { describe, expect, it } from 'vitest';
import { countOne, countsOf, readCount, removeLine, setCount, tallyOf, type CountSheet } from './count-sheet';

describe('count sheet', () => {
  it('counts one per scan, keeping the order items were first seen', () => {
    let sheet: CountSheet = [];
    for (const scan of ['BAT2', 'BAT1', 'BAT2', 'BAT2']) sheet = countOne(sheet, scan);
    expect(sheet).toEqual([
      ['BAT2', 3],
      ['BAT1', 1],
    ]);
  });

  it('lets a typed count replace the scanned one, and lines be removed', () => {
    const sheet = setCount(countOne([], 'BAT1'), 'BAT1', 12);
    expect(countsOf(setCount(sheet, 'SKU1', 0))).toEqual({ BAT1: 12, SKU1: 0 });
    expect(removeLine(sheet, 'BAT1')).toEqual([]);
  });

  it('tallies the item counted last, and nothing once its line is gone', () => {
    const sheet: CountSheet = [
      ['BAT2', 3],
      ['BAT1', 1],
    ];
    expect(tallyOf(sheet, 'BAT2')).toBe('BAT2 · 3');
    expect(tallyOf(removeLine(sheet, 'BAT2'), 'BAT2')).toBeNull();
    expect(tallyOf(sheet, null)).toBeNull();
  });

  it('reads a typed count, or says why it books none', () => {
    expect(readCount('12,5', 'kg')).toEqual({ count: 12.5 });
    expect(readCount('12', null)).toEqual({ count: 12 });
    expect(readCount('12.5', 'ea')).toEqual({ problem: 'Enter a whole number of ea.' });
    expect(readCount('12.5', null)).toEqual({ problem: 'Enter a whole number of ea.' });
    expect(readCount('1.2345', 'kg')).toEqual({ problem: 'Enter at most 3 decimals.' });
    expect(readCount('-1', 'kg')).toEqual({ problem: 'Enter 0 or more.' });
    expect(readCount('', 'kg')).toEqual({ problem: 'Enter the count as a number.' });
    expect(readCount('1,250', 'ea')).toEqual({ problem: 'Enter 1250 or 1.250: "1,250" could mean either.' });
  });
});
