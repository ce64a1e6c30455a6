import { describe, expect, it } from 'vitest';
import { createBurstDetector, DEFAULT_BURST, type BurstDetector, type BurstStep } from './burst-detector';

/** Feeds keys `gapMs` apart, starting at `at`; returns every step and the time after. */
function type(detector: BurstDetector, keys: string[], gapMs: number, at = 1000): { steps: BurstStep[]; at: number } {
  const steps = keys.map((key, index) => detector.feed({ key, timeStamp: at + index * gapMs }));
  return { steps, at: at + keys.length * gapMs };
}

const chars = (text: string) => [...text];
const scans = (steps: BurstStep[]) => steps.flatMap((step) => (step.kind === 'scan' ? [step.text] : []));

describe('createBurstDetector', () => {
  it("takes a scanner's 10 ms keys ending in Enter as a scan", () => {
    const { steps } = type(createBurstDetector(), [...chars('BIN000001'), 'Enter'], 10);
    expect(scans(steps)).toEqual(['BIN000001']);
    expect(steps[0]).toEqual({ kind: 'start' });
  });

  it("leaves a person's 150 ms keys alone, Enter included", () => {
    const { steps } = type(createBurstDetector(), [...chars('BIN000001'), 'Enter'], 150);
    expect(scans(steps)).toEqual([]);
    // Each slow key could begin a burst, so each is a start.
    expect(steps.slice(0, -1).every((step) => step.kind === 'start')).toBe(true);
  });

  it('ends a burst with Tab as well as Enter', () => {
    const { steps } = type(createBurstDetector(), [...chars('SKU000042'), 'Tab'], 10);
    expect(scans(steps)).toEqual(['SKU000042']);
  });

  it('does not end a burst with other keys', () => {
    const { steps } = type(createBurstDetector(), [...chars('SKU000042'), 'Escape'], 10);
    expect(scans(steps)).toEqual([]);
  });

  it('keeps prefix and suffix characters for parseLabel to drop', () => {
    const { steps } = type(createBurstDetector(), [...chars(']C0BIN000001*'), 'Enter'], 5);
    expect(scans(steps)).toEqual([']C0BIN000001*']);
  });

  it('ignores the Shift a scanner presses around capitals', () => {
    const keys = chars('BIN1').flatMap((key) => (/[A-Z]/.test(key) ? ['Shift', key] : [key]));
    expect(scans(type(createBurstDetector(), [...keys, 'Enter'], 8).steps)).toEqual(['BIN1']);
  });

  it('refuses bursts shorter than the minimum', () => {
    const { steps } = type(createBurstDetector(), [...chars('123'), 'Enter'], 10);
    expect(scans(steps)).toEqual([]);
    expect(scans(type(createBurstDetector({ ...DEFAULT_BURST, minLength: 3 }), [...chars('123'), 'Enter'], 10).steps)).toEqual(['123']);
  });

  it('starts a burst after slow keys, without them', () => {
    const detector = createBurstDetector();
    const person = type(detector, chars('ab'), 200);
    const scanner = type(detector, [...chars('BAT000123'), 'Enter'], 10, person.at + 400);
    expect(scanner.steps[0]).toEqual({ kind: 'start' });
    expect(scans(scanner.steps)).toEqual(['BAT000123']);
  });

  it('refuses a burst whose Enter comes late: a person pressed it', () => {
    const detector = createBurstDetector();
    const burst = type(detector, chars('BIN000001'), 10);
    expect(detector.feed({ key: 'Enter', timeStamp: burst.at + 300 })).toEqual({ kind: 'key' });
  });

  it('drops a burst broken by a pause, Backspace or a reset', () => {
    const detector = createBurstDetector();
    const first = type(detector, chars('BIN0'), 10);
    expect(scans(type(detector, [...chars('00001'), 'Enter'], 10, first.at + 200).steps)).toEqual(['00001']);
    expect(scans(type(detector, [...chars('BIN00'), 'Backspace', ...chars('01'), 'Enter'], 10, 5000).steps)).toEqual([]);
    const held = type(detector, chars('BIN000'), 10, 9000);
    detector.reset();
    expect(scans(type(detector, ['1', 'Enter'], 10, held.at).steps)).toEqual([]);
  });

  it('takes two scans in a row', () => {
    const detector = createBurstDetector();
    const keys = [...chars('BIN000001'), 'Enter', ...chars('BAT000002'), 'Enter'];
    expect(scans(type(detector, keys, 10).steps)).toEqual(['BIN000001', 'BAT000002']);
  });

  it('tolerates a hiccup inside a burst, judging its average pace', () => {
    const detector = createBurstDetector();
    const head = type(detector, chars('BIN0'), 10);
    const tail = type(detector, [...chars('00001'), 'Enter'], 10, head.at + 70);
    expect(scans(tail.steps)).toEqual(['BIN000001']);
  });

  it("refuses a fast typist's 80 ms keys, though no pause ends them", () => {
    expect(scans(type(createBurstDetector(), [...chars('test'), 'Enter'], 80).steps)).toEqual([]);
  });

  it('honours custom thresholds', () => {
    const slow = createBurstDetector({ ...DEFAULT_BURST, maxAverageGapMs: 100, maxGapMs: 150 });
    expect(scans(type(slow, [...chars('BIN000001'), 'Enter'], 80).steps)).toEqual(['BIN000001']);
    expect(scans(type(createBurstDetector(), [...chars('BIN000001'), 'Enter'], 80).steps)).toEqual([]);
  });
});
