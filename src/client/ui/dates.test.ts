import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText } from './dates';

// Moments are made from local fields, so the tests hold in any time zone the machine has.
describe('dates', () => {
  const afternoon = new Date(2026, 10, 26, 14, 5, 59);

  it('writes a day year first, with four digits and padded month and day', () => {
    expect(dateText(afternoon)).toBe('2026-11-26');
    expect(dateText(new Date(2027, 0, 3))).toBe('2027-01-03');
  });

  it('writes a moment as its local day and 24-hour time to the minute', () => {
    expect(dateTimeText(afternoon)).toBe('2026-11-26 14:05');
    expect(dateTimeText(new Date(2026, 0, 2, 0, 7))).toBe('2026-01-02 00:07');
  });

  it('reads the ISO strings and epoch milliseconds the API sends, in local time', () => {
    expect(dateTimeText(afternoon.toISOString())).toBe('2026-11-26 14:05');
    expect(dateText(afternoon.getTime())).toBe('2026-11-26');
  });
});
