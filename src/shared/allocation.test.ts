import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocation';

const M = 1_000_000;
const micro = (units: number[]) => units.map((u) => Math.round(u * M));

describe('allocate', () => {
  it.each([
    [[6, 4], 5, [3, 2]],
    [[8, 4], 6, [4, 2]],
    [[5, 5], 3, [1.5, 1.5]],
    [[6, 4], 2.5, [1.5, 1]],
    [[1, 1, 1], 1, [0.333333, 0.333333, 0.333334]],
    [[6, 4], 0.333333, [0.2, 0.133333]],
    [[6, 4], 10, [6, 4]],
    [[6, 0, 4], 5, [3, 0, 2]],
  ])('takes from %j, for %d, %j', (remaining, quantity, expected) => {
    expect(allocate(micro(remaining), Math.round(quantity * M))).toEqual(micro(expected));
  });

  it('ten draws of 0.1 from 1 empty it exactly', () => {
    let left = micro([0.25, 0.5, 0.25]);
    for (let i = 0; i < 10; i++) {
      const takes = allocate(left, 0.1 * M);
      left = left.map((r, j) => r - (takes[j] as number));
    }
    expect(left).toEqual([0, 0, 0]);
  });

  it('always takes exactly the quantity, never more than a component holds', () => {
    const components = fc.array(fc.integer({ min: 0, max: 10 ** 15 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(components, fc.double({ min: 0, max: 1, noNaN: true }), (remaining, fraction) => {
        const total = remaining.reduce((a, b) => a + b, 0);
        const quantity = Math.floor(total * fraction);
        const takes = allocate(remaining, quantity);
        expect(takes.reduce((a, b) => a + b, 0)).toBe(quantity);
        takes.forEach((take, i) => {
          expect(take).toBeGreaterThanOrEqual(0);
          expect(take).toBeLessThanOrEqual(remaining[i] as number);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses to take more than there is', () => {
    expect(() => allocate([1, 2], 4)).toThrow(RangeError);
  });
});
