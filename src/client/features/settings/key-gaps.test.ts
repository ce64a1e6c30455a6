import { describe, expect, it } from 'vitest';
import { gapStats, typingReason } from './key-gaps';

describe('gapStats', () => {
  it('gives the shortest, middle and longest gap between keys', () => {
    expect(gapStats([0, 10, 40, 45, 245])).toEqual({ min: 5, median: 20, max: 200 });
    expect(gapStats([100, 112, 130, 139])).toEqual({ min: 9, median: 12, max: 18 });
  });

  it('has nothing to say about fewer than two keys', () => {
    expect(gapStats([])).toBeNull();
    expect(gapStats([5])).toBeNull();
  });
});

describe('typingReason', () => {
  it('blames a pace slower than the max gap first, then long pauses', () => {
    expect(typingReason({ min: 80, median: 90, max: 120 }, 70)).toMatch(/^Most keys came more than 70 ms apart/);
    expect(typingReason({ min: 10, median: 12, max: 400 }, 70)).toMatch(/^Keys paused up to 400 ms/);
  });

  it('has no reason to give for a scanner-paced read', () => {
    expect(typingReason({ min: 10, median: 12, max: 15 }, 70)).toBeNull();
    expect(typingReason(null, 70)).toBeNull();
  });
});
