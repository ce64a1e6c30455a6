import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('lists the items by key, first key first, each list in the items order', () => {
    const groups = groupBy(['b1', 'a1', 'b2', 'a2', 'c1'], (item) => item[0]);
    expect([...groups]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1', 'a2']],
      ['c', ['c1']],
    ]);
  });

  it('answers an empty map for no items', () => {
    expect(groupBy([], () => 1).size).toBe(0);
  });
});
