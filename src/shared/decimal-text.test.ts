import { describe, expect, it } from 'vitest';
import { ambiguousText, decimalOf, eitherReading, readDecimal } from './decimal-text';

describe('reading a typed or imported number', () => {
  it('reads a decimal point and a decimal comma alike', () => {
    expect(readDecimal('2,5')).toEqual({ value: 2.5 });
    expect(readDecimal('2.5')).toEqual({ value: 2.5 });
    expect(readDecimal(' 12,5 ')).toEqual({ value: 12.5 });
    expect(readDecimal('-0,125')).toEqual({ value: -0.125 });
    expect(readDecimal(',5')).toEqual({ value: 0.5 });
    expect(readDecimal('7')).toEqual({ value: 7 });
    expect(readDecimal('1250.125')).toEqual({ value: 1250.125 });
    expect(readDecimal('1,5000')).toEqual({ value: 1.5 });
  });

  it('refuses a comma before three digits as ambiguous, unless it can only be a decimal', () => {
    expect(readDecimal('1,250')).toEqual({ problem: 'ambiguous' });
    expect(readDecimal('-999,000')).toEqual({ problem: 'ambiguous' });
    expect(readDecimal('0,250')).toEqual({ value: 0.25 });
    expect(readDecimal('1250,125')).toEqual({ value: 1250.125 });
  });

  it('reads no thousands separators, words or blanks as numbers', () => {
    for (const text of ['', ' ', '1,250.5', '1.250,5', '1,250,000', '2 kg', 'abc', '1e3', 'Infinity', '2..5', '2,5,0'])
      expect(readDecimal(text), text).toEqual({ problem: 'not-a-number' });
  });

  it('answers the number or nothing, and words the ambiguity', () => {
    expect(decimalOf('2,5')).toBe(2.5);
    expect(decimalOf('1,250')).toBeNull();
    expect(decimalOf('x')).toBeNull();
    expect(eitherReading('1,250')).toBe('1250 or 1.250');
    expect(ambiguousText(' 1,250 ')).toBe('Enter 1250 or 1.250: "1,250" could mean either.');
  });
});
