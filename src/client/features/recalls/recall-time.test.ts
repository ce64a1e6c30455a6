import { describe, expect, it } from 'vitest';
import { durationText, progressText } from './recall-time';

describe('durationText', () => {
  it('names the two largest units, the smaller padded', () => {
    expect(durationText(0)).toBe('0 s');
    expect(durationText(45_900)).toBe('45 s');
    expect(durationText(12 * 60_000 + 5_000)).toBe('12 min 05 s');
    expect(durationText(3 * 3_600_000 + 7 * 60_000 + 59_000)).toBe('3 h 07 min');
    expect(durationText(2 * 86_400_000 + 4 * 3_600_000)).toBe('2 d 4 h');
  });

  it('reads a clock that lags the server as no time at all, never a negative one', () => {
    expect(durationText(-1500)).toBe('0 s');
  });
});

it('progressText says how many of how many', () => {
  expect(progressText(3, 7)).toBe('3 of 7 notified');
});
