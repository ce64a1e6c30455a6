import { describe, expect, it } from 'vitest';
import { deviationsOf } from './step-deviations';

const template = {
  inputs: [{ sku_id: 'SKU1', quantity: 2.5 }, { sku_id: 'SKU2' }],
  outputs: [{ sku_id: 'SKU3', quantity: 12 }],
};

describe('deviationsOf', () => {
  it('finds none when the run follows the template, totals of one SKU summed and flexible ones taking any amount', () => {
    const run = {
      inputs: [
        { sku_id: 'SKU1', quantity: 1.2 },
        { sku_id: 'SKU1', quantity: 1.3 },
        { sku_id: 'SKU2', quantity: 77.125 },
      ],
      outputs: [{ sku_id: 'SKU3', quantity: 12 }],
    };
    expect(deviationsOf(template, run)).toEqual([]);
  });

  it('compares in micro-units, so 0.1 + 0.2 matches a nominal 0.3', () => {
    const run = {
      inputs: [
        { sku_id: 'SKU1', quantity: 0.1 },
        { sku_id: 'SKU1', quantity: 0.2 },
        { sku_id: 'SKU2', quantity: 1 },
      ],
      outputs: [{ sku_id: 'SKU3', quantity: 12 }],
    };
    expect(deviationsOf({ ...template, inputs: [{ sku_id: 'SKU1', quantity: 0.3 }, { sku_id: 'SKU2' }] }, run)).toEqual([]);
  });

  it('names a missing SKU, another quantity and a SKU the template does not name, input side first', () => {
    const run = {
      inputs: [
        { sku_id: 'SKU1', quantity: 3 },
        { sku_id: 'SKU9', quantity: 1 },
        { sku_id: null, quantity: 4 },
      ],
      outputs: [{ sku_id: 'SKU3', quantity: 11 }],
    };
    expect(deviationsOf(template, run)).toEqual([
      { side: 'input', sku_id: 'SKU1', expected: 2.5, actual: 3, reason: 'quantity differs' },
      { side: 'input', sku_id: 'SKU2', expected: null, actual: 0, reason: 'missing' },
      { side: 'input', sku_id: 'SKU9', expected: null, actual: 1, reason: 'not in template' },
      { side: 'output', sku_id: 'SKU3', expected: 12, actual: 11, reason: 'quantity differs' },
    ]);
  });
});
