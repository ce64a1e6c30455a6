import { describe, expect, it } from 'vitest';
import {
  fieldText,
  fitsUnit,
  hasAtMostDecimals,
  placesOf,
  quantityChangeText,
  quantityText,
  rangeText,
  roundTo,
  roundToUnit,
} from './units';

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
    expect(quantityText(12, 'ea')).toBe('12 ea');
    expect(quantityText(2.5, 'kg')).toBe('2.5 kg');
    expect(quantityText(1250.125, 'g')).toBe('1,250.125 g');
  });

  it('shows a bare number only for an item whose unit is not known, and signs a change', () => {
    expect(quantityText(1250.5, 'L')).toBe('1,250.5 L');
    expect(quantityText(1250.5, null)).toBe('1,250.5');
    expect(quantityChangeText(2, 'ea')).toBe('+2 ea');
    expect(quantityChangeText(-0.125, 'g')).toBe('-0.125 g');
  });
});

describe("a quantity at its unit's precision", () => {
  it('shows whole ea and at most three decimals otherwise, marking a rounded figure', () => {
    expect(placesOf('ea')).toBe(0);
    expect(placesOf('kg')).toBe(3);
    expect(placesOf(null)).toBe(3);
    expect(quantityText(26.273292, 'kg')).toBe('≈ 26.273 kg');
    expect(quantityText(2.571429, 'ea')).toBe('≈ 3 ea');
    expect(quantityText(0.333333, null)).toBe('≈ 0.333');
    expect(quantityText(1250.1255, 'g')).toBe('≈ 1,250.126 g');
  });

  it('does not mark a figure that is exact, whatever binary fractions do', () => {
    expect(quantityText(0.1 + 0.2, 'L')).toBe('0.3 L');
    expect(quantityText(26.273, 'kg')).toBe('26.273 kg');
    expect(quantityText(0, 'ea')).toBe('0 ea');
  });

  it('says a sliver left over is not nothing', () => {
    expect(quantityText(0.000292, 'kg')).toBe('≈ 0 kg');
    expect(quantityChangeText(-0.000292, 'kg')).toBe('≈ 0 kg');
    expect(quantityText(0.4, 'ea')).toBe('≈ 0 ea');
  });

  it('rounds halves away from zero, and marks rounded changes', () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundToUnit(-0.333333, 'kg')).toBe(-0.333);
    expect(quantityChangeText(-0.333333, 'kg')).toBe('≈ -0.333 kg');
    expect(quantityChangeText(1.6, 'ea')).toBe('≈ +2 ea');
  });

  it('rounds down and up for bounds', () => {
    expect(roundTo(0.666667, 3, 'down')).toBe(0.666);
    expect(roundTo(0.333333, 3, 'up')).toBe(0.334);
    expect(roundTo(2, 0, 'up')).toBe(2);
  });

  it('writes a range rounded outwards, so it stays true without a mark', () => {
    expect(rangeText(0.333333, 0.666667, 'kg')).toBe('0.333–0.667 kg');
    expect(rangeText(0.333333, 0.333333, 'kg')).toBe('≈ 0.333 kg');
    expect(rangeText(1.2, 3.7, 'ea')).toBe('1–4 ea');
  });

  it('puts a figure back into a field as plain digits at the unit precision', () => {
    expect(fieldText(26.273292, 'kg')).toBe('26.273');
    expect(fieldText(1250.125, 'g')).toBe('1250.125');
    expect(fieldText(2.571429, 'ea')).toBe('3');
  });
});
