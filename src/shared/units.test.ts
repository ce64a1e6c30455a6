import { describe, expect, it } from 'vitest';
import { fitsUnit, formatQuantity, hasAtMostDecimals, quantityChangeText, quantityText } from './units';

describe('units', () => {
  it('takes up to three decimal places, however binary fractions round', () => {
    for (const ok of [0, 1, 2.5, 0.1 + 0.2, 1.125, -3.001, 999_999_999.999]) expect(hasAtMostDecimals(ok), String(ok)).toBe(true);
    for (const bad of [0.0001, 1.1255, -2.0005]) expect(hasAtMostDecimals(bad), String(bad)).toBe(false);
  });

  it('counts each in whole units and measures the rest', () => {
    expect(fitsUnit(3, 'ea')).toBe(true);
    expect(fitsUnit(1.5, 'ea')).toBe(false);
    expect(fitsUnit(1.5, 'kg')).toBe(true);
    expect(fitsUnit(1.5005, 'mL')).toBe(false);
  });

  it('shows every quantity with its unit', () => {
    expect(formatQuantity(12, 'ea')).toBe('12 ea');
    expect(formatQuantity(2.5, 'kg')).toBe('2.5 kg');
    expect(formatQuantity(1250.125, 'g')).toBe('1,250.125 g');
  });

  it('shows a bare number only for an item whose unit is not known, and signs a change', () => {
    expect(quantityText(1250.5, 'L')).toBe('1,250.5 L');
    expect(quantityText(1250.5, null)).toBe('1,250.5');
    expect(quantityChangeText(2, 'ea')).toBe('+2 ea');
    expect(quantityChangeText(-0.125, 'g')).toBe('-0.125 g');
  });
});
