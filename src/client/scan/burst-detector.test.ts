import { describe, expect, it } from 'vitest';
import { between, JITTERY_SCANNER, scannerGaps, seeded } from '../../../tests/support/scanner-timing';
import { createBurstDetector, DEFAULT_BURST, type BurstDetector, type BurstOptions, type BurstStep } from './burst-detector';

/** Each key's mark is its time, so a scan's mark says which key it began at. */
type Detector = BurstDetector<number>;
type Step = BurstStep<number>;

/**
 * Feeds keys starting at `at`, `gapMs` apart (or after the given gaps, one per key after the
 * first); returns every step and the time after the last key.
 */
function type(detector: Detector, keys: string[], gapMs: number | readonly number[], at = 1000): { steps: Step[]; at: number } {
  const gapAfter = (index: number) => (typeof gapMs === 'number' ? gapMs : (gapMs[index] ?? 0));
  let time = at;
  const steps = keys.map((key, index) => {
    const step = detector.feed({ key, timeStamp: time, mark: time });
    time += gapAfter(index);
    return step;
  });
  return { steps, at: time };
}

const chars = (text: string) => [...text];
const scans = (steps: Step[]) => steps.flatMap((step) => (step.kind === 'scan' ? [step.text] : []));
const withOptions = (options: Partial<BurstOptions>): Detector => createBurstDetector({ ...DEFAULT_BURST, ...options });

describe('createBurstDetector', () => {
  it("takes a scanner's 10 ms keys ending in Enter as a scan, marked by its first key", () => {
    const { steps } = type(createBurstDetector(), [...chars('BIN000001'), 'Enter'], 10);
    expect(steps.at(-1)).toEqual({ kind: 'scan', text: 'BIN000001', mark: 1000 });
    expect(steps.slice(0, -1).every((step) => step.kind === 'key')).toBe(true);
  });

  it("leaves a person's 150 ms keys alone, Enter included", () => {
    const { steps } = type(createBurstDetector(), [...chars('BIN000001'), 'Enter'], 150);
    expect(steps.every((step) => step.kind === 'key')).toBe(true);
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
    expect(scans(type(withOptions({ minLength: 3 }), [...chars('123'), 'Enter'], 10).steps)).toEqual(['123']);
  });

  it('starts a burst after slow keys, without them, and marks it at its own first key', () => {
    const detector = createBurstDetector<number>();
    const person = type(detector, chars('ab'), 200);
    const scanner = type(detector, [...chars('BAT000123'), 'Enter'], 10, person.at + 400);
    expect(scanner.steps.at(-1)).toEqual({ kind: 'scan', text: 'BAT000123', mark: person.at + 400 });
  });

  it('refuses a burst whose Enter comes late: a person pressed it', () => {
    const detector = createBurstDetector<number>();
    const burst = type(detector, chars('BIN000001'), 10);
    expect(detector.feed({ key: 'Enter', timeStamp: burst.at + 300, mark: 0 })).toEqual({ kind: 'key' });
  });

  it('drops a burst broken by a pause, Backspace or a reset', () => {
    const detector = createBurstDetector<number>();
    const first = type(detector, chars('BIN0'), 10);
    expect(scans(type(detector, [...chars('00001'), 'Enter'], 10, first.at + 400).steps)).toEqual(['00001']);
    expect(scans(type(detector, [...chars('BIN00'), 'Backspace', ...chars('01'), 'Enter'], 10, 5000).steps)).toEqual([]);
    const held = type(detector, chars('BIN000'), 10, 9000);
    detector.reset();
    expect(scans(type(detector, ['1', 'Enter'], 10, held.at).steps)).toEqual([]);
  });

  it('takes two scans in a row', () => {
    const keys = [...chars('BIN000001'), 'Enter', ...chars('BAT000002'), 'Enter'];
    expect(scans(type(createBurstDetector(), keys, 10).steps)).toEqual(['BIN000001', 'BAT000002']);
  });

  it('tolerates a hiccup inside a burst: the scan keeps its first keys', () => {
    const detector = createBurstDetector<number>();
    const head = type(detector, chars('BIN0'), 10);
    const tail = type(detector, [...chars('00001'), 'Enter'], 10, head.at + 180);
    expect(tail.steps.at(-1)).toEqual({ kind: 'scan', text: 'BIN000001', mark: 1000 });
  });

  it("refuses a fast typist's 80 ms keys, though no pause ends them", () => {
    expect(scans(type(createBurstDetector(), [...chars('test'), 'Enter'], 80).steps)).toEqual([]);
  });

  it('honours a longer max gap', () => {
    expect(scans(type(withOptions({ maxGapMs: 100 }), [...chars('BIN000001'), 'Enter'], 80).steps)).toEqual(['BIN000001']);
    expect(scans(type(createBurstDetector(), [...chars('BIN000001'), 'Enter'], 80).steps)).toEqual([]);
  });

  it('reads jittery scans between typing whole (seeded: 500 scans, 5 to 60 ms keys, hiccups up to 200 ms)', () => {
    const random = seeded(2026);
    const detector = createBurstDetector<number>();
    let at = 0;
    for (let round = 0; round < 500; round++) {
      // A person types a few keys, then picks up the scanner.
      const typing = type(detector, chars('note'.slice(0, between(random, 0, 4))), between(random, 150, 400), at);
      const code = `BAT${String(round).padStart(6, '0')}`;
      const start = typing.at + between(random, 300, 2000);
      const scan = type(detector, [...chars(code), 'Enter'], scannerGaps(random, code.length, JITTERY_SCANNER), start);
      expect(scan.steps.at(-1), `round ${round}`).toEqual({ kind: 'scan', text: code, mark: start });
      at = scan.at + between(random, 300, 2000);
    }
  });

  describe('with no terminator', () => {
    it('ends a scan at a pause', () => {
      const detector = withOptions({ terminators: [] });
      const { steps } = type(detector, chars('BIN000001'), 20);
      expect(scans(steps)).toEqual([]);
      expect(detector.end()).toEqual({ kind: 'scan', text: 'BIN000001', mark: 1000 });
      expect(detector.end()).toBeNull();
    });

    it("finds no scan in a person's typing", () => {
      const detector = withOptions({ terminators: [] });
      type(detector, chars('BIN000001'), 150);
      expect(detector.end()).toBeNull();
    });
  });

  describe('with a prefix', () => {
    const framed = (options: Partial<BurstOptions> = {}) => withOptions({ prefix: 'Ctrl+B', ...options });

    it('takes what comes between prefix and terminator as a scan, however slowly, and swallows the prefix', () => {
      const { steps } = type(framed(), ['Ctrl+B', ...chars('BIN000001'), 'Enter'], 300, 500);
      expect(steps[0]).toEqual({ kind: 'swallow' });
      expect(steps.at(-1)).toEqual({ kind: 'scan', text: 'BIN000001', mark: 500 });
    });

    it('still reads fast scans without the prefix', () => {
      expect(scans(type(framed(), [...chars('BIN000001'), 'Enter'], 10).steps)).toEqual(['BIN000001']);
    });

    it('abandons a frame at a long pause or a key no scanner sends', () => {
      const paused = type(framed(), ['Ctrl+B', ...chars('BIN'), 'Enter'], 2500);
      expect(scans(paused.steps)).toEqual([]);
      expect(scans(type(framed(), ['Ctrl+B', ...chars('BIN'), 'Backspace', 'Enter'], 100).steps)).toEqual([]);
    });

    it('takes a printable prefix and a custom suffix', () => {
      const detector = framed({ prefix: ']', terminators: ['#'] });
      expect(scans(type(detector, [']', ...chars('BAT1'), '#'], 120).steps)).toEqual(['BAT1']);
    });

    it('ends a frame at a pause when there is no terminator', () => {
      const detector = framed({ terminators: [] });
      type(detector, ['Ctrl+B', ...chars('SKU7')], 300, 100);
      expect(detector.end()).toEqual({ kind: 'scan', text: 'SKU7', mark: 100 });
    });
  });

  describe('with a grammar', () => {
    // Marks are times; keys from 5000 on landed in another place than those before.
    // Keys from 4000 to 5000 landed where only a scanner types (no field focused).
    const grammar = {
      samePlace: (a: number, b: number) => a >= 5000 === b >= 5000,
      onlyScanned: (at: number) => at >= 4000 && at < 5000,
      isScan: (text: string) => /^BAT\d+$/.test(text),
    };
    const detector = () => createBurstDetector<number>(DEFAULT_BURST, grammar);

    it('takes the keys before a terminator as a scan whatever their pace when the grammar says so', () => {
      const { steps } = type(detector(), [...chars('BAT000011'), 'Enter'], [40, 150, 150, 400, 20, 150, 150, 5, 900]);
      expect(steps.at(-1)).toEqual({ kind: 'scan', text: 'BAT000011', mark: 1000 });
    });

    it('reads only the keys typed in the place the terminator ends, and leaves other text to pace', () => {
      const mixed = detector();
      type(mixed, chars('xy'), 150, 4000);
      expect(scans(type(mixed, [...chars('BAT7'), 'Enter'], 150, 5000).steps)).toEqual(['BAT7']);
      expect(scans(type(detector(), [...chars('hello'), 'Enter'], 150).steps)).toEqual([]);
    });

    it("keeps the first keys of a scan that a screen moved into a field mid-scan, when they came at a scanner's pace", () => {
      const moved = detector();
      // "BAT" with no field focused, 200 ms apart and 200 ms before the field took "000002".
      type(moved, chars('BAT'), 200, 4400);
      expect(scans(type(moved, [...chars('000002'), 'Enter'], 200, 5000).steps)).toEqual(['BAT000002']);
    });

    it('leaves out keys typed where only a scanner types long before the field took the rest', () => {
      const stray = detector();
      type(stray, chars('BAT'), 10, 4000);
      expect(scans(type(stray, [...chars('BAT7'), 'Enter'], 150, 5000).steps)).toEqual(['BAT7']);
    });
  });
});
