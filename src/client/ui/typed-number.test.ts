import { describe, expect, it } from 'vitest';
import { typedNumber, typedNumberInput } from './typed-number';

describe('a number typed into a quantity field', () => {
  it('reads a decimal comma as the import does', () => {
    expect(typedNumber('2,5', 'Enter a number.')).toBe(2.5);
    expect(typedNumberInput('Enter a number.').parse(' 0,125 ')).toBe(0.125);
  });

  it("gives the field's own message, or the two readings of an ambiguous comma", () => {
    expect(typedNumber('two', 'Enter a number.')).toBe('Enter a number.');
    expect(typedNumber('1,250', 'Enter a number.')).toBe('Enter 1250 or 1.250: "1,250" could mean either.');
    expect(typedNumberInput('Enter a number.').safeParse('1,5 kg').error?.issues[0]?.message).toBe('Enter a number.');
  });
});
