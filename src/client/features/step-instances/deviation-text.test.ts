import { describe, expect, it } from 'vitest';
import type { Deviation } from '../../../shared/contract/step-instances';
import { deviationText, sideText } from './deviation-text';

const deviation = (change: Partial<Deviation>): Deviation => ({
  side: 'input',
  sku_id: 'SKU000001',
  expected: 5,
  actual: 9.5,
  reason: 'quantity differs',
  ...change,
});

describe('deviationText', () => {
  it('says what was expected and what was used, with the unit', () => {
    expect(deviationText(deviation({}), 'kg')).toBe('expected 5 kg, used 9.5 kg (quantity differs)');
  });

  it('says made for an output, and counts without decimals', () => {
    expect(deviationText(deviation({ side: 'output', expected: 10, actual: 12 }), 'ea')).toBe(
      'expected 10 ea, made 12 ea (quantity differs)',
    );
  });

  it('names a missing requirement, flexible or not', () => {
    expect(deviationText(deviation({ actual: 0, reason: 'missing' }), 'kg')).toBe('expected 5 kg, none used (missing)');
    expect(deviationText(deviation({ side: 'output', expected: null, actual: 0, reason: 'missing' }), 'ea')).toBe(
      'expected a flexible amount, none made (missing)',
    );
  });

  it('names an item the template does not', () => {
    expect(deviationText(deviation({ expected: null, actual: 2.25, reason: 'not in template' }), 'L')).toBe(
      'used 2.25 L (not in template)',
    );
  });

  it('shows the number alone when the unit is not known', () => {
    expect(deviationText(deviation({ expected: 1, actual: 1.5 }), null)).toBe('expected 1, used 1.5 (quantity differs)');
  });

  it('names the side', () => {
    expect([sideText(deviation({})), sideText(deviation({ side: 'output' }))]).toEqual(['Input', 'Output']);
  });
});
