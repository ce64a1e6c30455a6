import { describe, expect, it } from 'vitest';
import { localDayBound } from './local-day';

describe('localDayBound', () => {
  it('gives the first and last millisecond of the local day', () => {
    expect(localDayBound('2026-03-02', 'start')).toBe(new Date(2026, 2, 2, 0, 0, 0, 0).getTime());
    expect(localDayBound('2026-03-02', 'end')).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
    expect(localDayBound('2026-12-31', 'end')).toBe(new Date(2027, 0, 1).getTime() - 1);
  });

  it('reads only a whole date', () => {
    expect(localDayBound('', 'start')).toBeUndefined();
    expect(localDayBound('2026-3-2', 'start')).toBeUndefined();
    expect(localDayBound('2026-03-02T10:00', 'end')).toBeUndefined();
  });
});
