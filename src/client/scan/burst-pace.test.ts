import { describe, expect, it } from 'vitest';
import { between, JITTERY_SCANNER, scannerGaps, seeded } from '../../../tests/support/scanner-timing';
import { DEFAULT_BURST } from './burst-detector';
import { scanStart } from './burst-pace';

/** Key times from a start and the gaps after each key; the last gap is the terminator's. */
function timed(gaps: readonly number[], at = 1000): { times: number[]; endAt: number } {
  const times = [at];
  for (const gap of gaps.slice(0, -1)) times.push((times.at(-1) as number) + gap);
  return { times, endAt: (times.at(-1) as number) + (gaps.at(-1) as number) };
}

const start = (gaps: readonly number[]) => {
  const { times, endAt } = timed(gaps);
  return scanStart(times, endAt, DEFAULT_BURST);
};

describe('scanStart', () => {
  it('takes a whole run of short gaps', () => {
    expect(start([10, 10, 10, 10, 10])).toBe(0);
  });

  it('takes one hiccup inside a scan, wherever it falls, the terminator included', () => {
    for (let at = 0; at < 9; at++) {
      const gaps = Array.from({ length: 9 }, (_, index) => (index === at ? 200 : 30));
      expect(start(gaps), `hiccup after key ${at}`).toBe(0);
    }
  });

  it('refuses a second hiccup rather than drop the keys before it', () => {
    expect(start([30, 180, 30, 30, 170, 30, 30, 30])).toBeNull();
  });

  it("begins after a person's keys, at the scanner's first", () => {
    // "Hi to" typed at 150 ms, then the scanner 160 ms after the last of them.
    expect(start([150, 150, 160, 10, 10, 10, 10, 10, 10])).toBe(3);
    expect(start([400, 10, 10, 10, 10, 10])).toBe(1);
  });

  it("takes a hiccup after a scan's first key when a pause came before it", () => {
    expect(start([600, 180, 20, 20, 20, 20, 20])).toBe(1);
  });

  it('refuses runs shorter than the minimum, a late terminator, and a steady 80 ms typist', () => {
    expect(start([10, 10, 10])).toBeNull();
    expect(start([10, 10, 10, 10, 300])).toBeNull();
    expect(start([80, 80, 80, 80, 80])).toBeNull();
  });

  it('ends a scan without a terminator at its last key', () => {
    expect(scanStart(timed([20, 20, 20, 0]).times, null, DEFAULT_BURST)).toBe(0);
  });

  it('finds every jittery scan whole (seeded: 2,000 scans of 5 to 60 ms keys, hiccups up to 200 ms)', () => {
    const random = seeded(9);
    for (let scan = 0; scan < 2000; scan++) {
      const gaps = scannerGaps(random, between(random, 4, 24), JITTERY_SCANNER);
      expect(start(gaps), `gaps ${gaps.join(' ')}`).toBe(0);
    }
  });

  it("never takes a person's keys for a scan (seeded: 2,000 phrases at 150 ms and slower)", () => {
    const random = seeded(10);
    for (let phrase = 0; phrase < 2000; phrase++) {
      const gaps = Array.from({ length: between(random, 1, 30) }, () => between(random, 150, 600));
      const { times, endAt } = timed(gaps);
      expect(scanStart(times, endAt, DEFAULT_BURST), `gaps ${gaps.join(' ')}`).toBeNull();
      expect(scanStart(times, null, DEFAULT_BURST), `gaps ${gaps.join(' ')}, no terminator`).toBeNull();
    }
  });
});
