import { describe, expect, it } from 'vitest';
import { propLabel } from './prop-label';

describe('propLabel', () => {
  it('reads snake_case keys as words', () => {
    expect(propLabel('original_cost_per_case')).toBe('Original cost per case');
    expect(propLabel('original_count_per_case')).toBe('Original count per case');
  });

  it('treats dashes and runs of separators alike', () => {
    expect(propLabel('shelf-life__days')).toBe('Shelf life days');
  });

  it('keeps names a person typed, and the case of their letters', () => {
    expect(propLabel('Supplier lot')).toBe('Supplier lot');
    expect(propLabel('pH')).toBe('pH');
    expect(propLabel('colour')).toBe('Colour');
    expect(propLabel('USD_rate')).toBe('USD rate');
  });

  it('leaves an empty name empty', () => {
    expect(propLabel('')).toBe('');
    expect(propLabel('_')).toBe('');
  });
});
