import { describe, expect, it } from 'vitest';
import { createRepeatFilter, GONE_AFTER_MISSES, GONE_AFTER_MS, type RepeatFilter } from './repeat-filter';

/** A filter on a fake clock, fed decode attempts `every` ms apart. */
function attempts(every: number) {
  let now = 0;
  const pass: RepeatFilter = createRepeatFilter(() => now);
  const feed = (reads: (string | null)[]) =>
    reads.map((read) => {
      now += every;
      return pass(read);
    });
  return { feed };
}

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);
const newScans = (results: (string | null)[]) => results.filter((scan) => scan !== null).length;

describe('createRepeatFilter', () => {
  it('counts a label held in view once, however long it stays', () => {
    const { feed } = attempts(300);
    expect(newScans(feed(times(200, 'BAT000012')))).toBe(1);
  });

  it('keeps a label that a few attempts in a row miss', () => {
    const { feed } = attempts(300);
    const held = ['BAT000012', ...times(GONE_AFTER_MISSES - 1, null), 'BAT000012'];
    expect(newScans(feed(held))).toBe(1);
  });

  it('keeps a label missed briefly by a fast decoder, however many attempts miss it', () => {
    const every = 20;
    const { feed } = attempts(every);
    const missedFor = Math.floor((GONE_AFTER_MS - 1) / every);
    expect(newScans(feed(['BAT000012', ...times(missedFor, null), 'BAT000012']))).toBe(1);
  });

  it('counts a label again once it has left the view and come back', () => {
    const { feed } = attempts(150);
    const away = times(Math.max(GONE_AFTER_MISSES, Math.ceil(GONE_AFTER_MS / 150)), null);
    const visits = [...times(5, 'BAT000012'), ...away, ...times(5, 'BAT000012'), ...away, 'BAT000012'];
    expect(newScans(feed(visits))).toBe(3);
  });

  it('counts a label again after another label took its place', () => {
    const { feed } = attempts(150);
    const other = times(Math.max(GONE_AFTER_MISSES, Math.ceil(GONE_AFTER_MS / 150)), 'BIN000001');
    expect(newScans(feed(['BAT000012', ...other, 'BAT000012']))).toBe(3);
  });

  it('takes a label URL (the QR) and its plain id (the Code 128) as one label', () => {
    const { feed } = attempts(300);
    expect(newScans(feed(['BAT000012', 'https://lotline.example/batch/BAT000012', 'BAT000012']))).toBe(1);
  });

  it('gives back the text read, as the code that the scan was', () => {
    const { feed } = attempts(300);
    expect(feed([null, 'https://lotline.example/batch/BAT000012', null])).toEqual([null, 'https://lotline.example/batch/BAT000012', null]);
  });
});
