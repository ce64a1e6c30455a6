import { describe, expect, it } from 'vitest';
import { createRepeatFilter } from './repeat-filter';

describe('createRepeatFilter', () => {
  it('passes a code once per window and other codes at once', () => {
    let now = 0;
    const pass = createRepeatFilter(2000, () => now);
    expect(pass('BIN000001')).toBe(true);
    now = 100;
    expect(pass('BIN000001')).toBe(false);
    expect(pass('BAT000002')).toBe(true);
    now = 200;
    expect(pass('BIN000001')).toBe(true);
  });

  it('counts the window from the read it passed, so a held label reads again', () => {
    let now = 0;
    const pass = createRepeatFilter(2000, () => now);
    const reads: boolean[] = [];
    for (now = 0; now <= 4500; now += 100) reads.push(pass('BIN000001'));
    expect(reads.filter(Boolean)).toHaveLength(3);
  });
});
