import { describe, expect, it } from 'vitest';
import { changeText, countText, rangeText } from './ledger-text';

describe('ledger text', () => {
  it('reads kinds as words', () => {
    expect(changeText('bin-delete')).toBe('Bin delete');
    expect(changeText('receive')).toBe('Receive');
  });

  it('marks a count the server stopped at with a plus', () => {
    expect(countText(12, true)).toBe('12');
    expect(countText(1020, true)).toMatch(/^1.?020$/);
    expect(countText(1020, false)).toMatch(/^1.?020\+$/);
  });

  it('names the rows on screen and how many there are', () => {
    expect(rangeText(0, 20, 35, true)).toBe('1–20 of 35');
    expect(rangeText(20, 15, 35, true)).toBe('21–35 of 35');
    expect(rangeText(40, 20, 1060, false)).toMatch(/^41–60 of 1.?060\+$/);
  });
});
