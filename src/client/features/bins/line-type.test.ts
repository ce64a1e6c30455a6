import { describe, expect, it } from 'vitest';
import { lineType } from './line-type';

describe('lineType', () => {
  it.each([
    [{ kind: 'sku', name: 'Shea butter' }, 'SKU'],
    [{ kind: 'sku', name: '' }, 'SKU'],
    [{ kind: 'batch', name: 'Lot 7' }, 'Batch'],
    [{ kind: 'mixture', name: null }, 'Mixture'],
    [{ kind: 'sku', name: null }, 'Problem'],
    [{ kind: 'batch', name: null }, 'Problem'],
  ] as const)('types %j as %s', (line, type) => {
    expect(lineType(line)).toBe(type);
  });
});
