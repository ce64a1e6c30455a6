/**
 * Tells a keyboard-wedge scanner from a person: a scanner types a whole code at a few
 * milliseconds per key and ends it with Enter or Tab; people leave 80 ms or more between keys.
 * The test is the burst's average pace, because key events arrive unevenly: a Bluetooth
 * scanner delivers them in clumps, and a busy phone handles them late.
 */
export interface BurstOptions {
  /** The average time per key, terminator included, that only a scanner keeps up. */
  maxAverageGapMs: number;
  /** A longer pause ends a burst: the next key may start a new one. */
  maxGapMs: number;
  /** Shorter bursts are a fast person's key rollover, not a scan. */
  minLength: number;
  /** Keys a scanner sends after the code. */
  terminators: readonly string[];
}

/** 40 ms a key is 300 words a minute, beyond any typist; a 100 ms pause is a scanner's worst hiccup. */
export const DEFAULT_BURST: BurstOptions = { maxAverageGapMs: 40, maxGapMs: 100, minLength: 4, terminators: ['Enter', 'Tab'] };

export interface KeyStroke {
  key: string;
  /** the key event's timeStamp, in milliseconds */
  timeStamp: number;
}

/**
 * start: this key may begin a burst (the moment to note what a field held before it);
 * scan: this terminator ended a burst; key: anything else.
 */
export type BurstStep = { kind: 'start' } | { kind: 'key' } | { kind: 'scan'; text: string };

/** Scanners press Shift around capitals; it neither breaks nor extends a burst. */
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock']);

export interface BurstDetector {
  feed: (stroke: KeyStroke) => BurstStep;
  /** Forgets the current burst (a shortcut, a held key). */
  reset: () => void;
}

export function createBurstDetector(options: BurstOptions = DEFAULT_BURST): BurstDetector {
  let text = '';
  let startedAt = 0;
  let lastAt = -Infinity;
  const reset = () => {
    text = '';
    lastAt = -Infinity;
  };
  const feed = ({ key, timeStamp }: KeyStroke): BurstStep => {
    if (NEUTRAL_KEYS.has(key)) return { kind: 'key' };
    const continues = timeStamp - lastAt <= options.maxGapMs;
    lastAt = timeStamp;
    if (options.terminators.includes(key)) {
      const burst = text;
      text = '';
      // A burst of n characters and its terminator has n gaps.
      const fastEnough = (timeStamp - startedAt) / burst.length <= options.maxAverageGapMs;
      return continues && burst.length >= options.minLength && fastEnough ? { kind: 'scan', text: burst } : { kind: 'key' };
    }
    // Backspace, arrows and the like are a person editing.
    if (key.length !== 1) {
      text = '';
      return { kind: 'key' };
    }
    if (continues && text !== '') {
      text += key;
      return { kind: 'key' };
    }
    // After a pause, every printable key may be the first of a scanner's burst.
    text = key;
    startedAt = timeStamp;
    return { kind: 'start' };
  };
  return { feed, reset };
}
