import { scanStart, type PaceOptions } from './burst-pace';
import { MODIFIER_KEYS } from './key-token';

/**
 * Tells a keyboard-wedge scanner from a person, key by key. Three ways to know a scan:
 * - by grammar (see Grammar): the keys typed into one place before a terminator make a whole
 *   label or code where labels are taken, at any pace;
 * - by pace (see scanStart): a run of quick keys ended by a terminator (Enter or Tab), or by
 *   a pause when the scanner sends no terminator;
 * - by frame: when the scanner is set to send a prefix, whatever comes between the prefix and
 *   the terminator is a scan, however slowly it came. This is the dependable way for slow
 *   scanners. The prefix never reaches the page.
 */
export interface BurstOptions extends PaceOptions {
  /** Keys that end a scan; none means a pause ends it (see endPauseMs). */
  terminators: readonly string[];
  /** The key that opens a framed scan, as keyToken names it; null without one. */
  prefix: string | null;
  /** A framed scan abandoned after a pause this long: someone typed the prefix key. */
  frameGapMs: number;
  /** Without a terminator, a pause this long (longer than any hiccup) ends a scan. */
  endPauseMs: number;
}

/** 70 ms a key is beyond any typist's steady pace, yet above a slow Bluetooth scanner's 40 to 60. */
export const DEFAULT_BURST: BurstOptions = {
  maxGapMs: 70,
  hiccupMs: 250,
  minLength: 4,
  terminators: ['Enter', 'Tab'],
  prefix: null,
  frameGapMs: 2000,
  endPauseMs: 500,
};

/**
 * One key: its name (a character, or a named key such as Enter, F12 or Ctrl+B), when it came,
 * and `mark`: whatever the caller noted just before it (the focused field's value), handed
 * back with the scan that begins at this key.
 */
export interface KeyStroke<Mark> {
  key: string;
  /** the key event's timeStamp, in milliseconds */
  timeStamp: number;
  mark: Mark;
}

/** key: let it be; swallow: keep it from the page (a prefix); scan: this key ended a scan (swallow it too). */
export type BurstStep<Mark> = { kind: 'key' } | { kind: 'swallow' } | { kind: 'scan'; text: string; mark: Mark };

type Scan<Mark> = Extract<BurstStep<Mark>, { kind: 'scan' }>;

/**
 * What the keys before a terminator mean, whatever their pace (scan-grammar.ts says it for
 * the page's fields). A key typed elsewhere (another field) begins a new text.
 */
export interface Grammar<Mark> {
  /** Whether two keys landed in the same place. */
  samePlace: (a: Mark, b: Mark) => boolean;
  /**
   * Whether a key landed where nothing takes typing, so only a scanner typed it: keys there
   * just before the place the terminator ends (a screen moved focus mid-scan) begin its text.
   */
  onlyScanned: (at: Mark) => boolean;
  /** Whether `text`, typed where `at` (the terminator's mark) says, is a scan. */
  isScan: (text: string, at: Mark) => boolean;
}

/** Without a grammar only pace and frames tell a scan. */
const NO_GRAMMAR: Grammar<unknown> = { samePlace: () => true, onlyScanned: () => false, isScan: () => false };

export interface BurstDetector<Mark> {
  feed: (stroke: KeyStroke<Mark>) => BurstStep<Mark>;
  /** The keys paused for endPauseMs: the scan they make without a terminator, if any. */
  end: () => Scan<Mark> | null;
  /** Forgets everything (a held key, an input method composing). */
  reset: () => void;
}

/** A person's edits and long strokes need no memory beyond a long code. */
const MAX_KEPT = 256;

interface Frame<Mark> {
  text: string;
  mark: Mark;
  lastAt: number;
}

/** A frame holding no text is no scan. */
const frameScan = <Mark>({ text, mark }: Frame<Mark>): Scan<Mark> | null => (text ? { kind: 'scan', text, mark } : null);

export function createBurstDetector<Mark>(options: BurstOptions = DEFAULT_BURST, grammar: Grammar<Mark> = NO_GRAMMAR): BurstDetector<Mark> {
  let run: KeyStroke<Mark>[] = [];
  let frame: Frame<Mark> | null = null;
  const reset = () => {
    run = [];
    frame = null;
  };
  const isTerminator = (key: string) => options.terminators.includes(key);

  /** The paced scan the run makes, ending at `endAt` (null: ended by a pause); the run is spent. */
  const pacedScan = (endAt: number | null): Scan<Mark> | null => {
    const strokes = run;
    run = [];
    const start = scanStart(
      strokes.map((stroke) => stroke.timeStamp),
      endAt,
      options,
    );
    const scanned = start === null ? [] : strokes.slice(start);
    const first = scanned[0];
    return first ? { kind: 'scan', text: scanned.map((stroke) => stroke.key).join(''), mark: first.mark } : null;
  };

  /**
   * Whether the run's key at `index` belongs to the text ending at `terminator`: typed in its
   * place at any pace, or where only a scanner types, in step with the key after it.
   */
  const leadsTo = (index: number, terminator: KeyStroke<Mark>): boolean => {
    const { mark, timeStamp } = run[index] as KeyStroke<Mark>;
    if (grammar.samePlace(mark, terminator.mark)) return true;
    const next = run[index + 1] ?? terminator;
    return grammar.onlyScanned(mark) && next.timeStamp - timeStamp <= options.hiccupMs;
  };

  /** The scan the run's last keys typed into the terminator's place make by grammar, if any; such a run is spent. */
  const grammarScan = (terminator: KeyStroke<Mark>): Scan<Mark> | null => {
    let start = run.length;
    while (start > 0 && leadsTo(start - 1, terminator)) start -= 1;
    const typed = run.slice(start);
    const first = typed[0];
    const text = typed.map((stroke) => stroke.key).join('');
    if (!first || !grammar.isScan(text, terminator.mark)) return null;
    run = [];
    return { kind: 'scan', text, mark: first.mark };
  };

  const framedStep = (open: Frame<Mark>, { key, timeStamp }: KeyStroke<Mark>): BurstStep<Mark> => {
    if (isTerminator(key)) {
      frame = null;
      return frameScan(open) ?? { kind: 'key' };
    }
    if (key.length !== 1) {
      frame = null;
      return { kind: 'key' };
    }
    open.text += key;
    open.lastAt = timeStamp;
    return { kind: 'key' };
  };

  const feed = (stroke: KeyStroke<Mark>): BurstStep<Mark> => {
    const { key, timeStamp } = stroke;
    // Shift around capitals, Control before a control character: neither breaks a run.
    if (MODIFIER_KEYS.has(key)) return { kind: 'key' };
    if (key === options.prefix) {
      run = [];
      frame = { text: '', mark: stroke.mark, lastAt: timeStamp };
      return { kind: 'swallow' };
    }
    if (frame && timeStamp - frame.lastAt <= options.frameGapMs) return framedStep(frame, stroke);
    frame = null;
    if (isTerminator(key)) return grammarScan(stroke) ?? pacedScan(timeStamp) ?? { kind: 'key' };
    // Backspace, arrows, shortcuts: a person editing.
    if (key.length !== 1) {
      run = [];
      return { kind: 'key' };
    }
    run.push(stroke);
    if (run.length > MAX_KEPT) run.shift();
    return { kind: 'key' };
  };

  const end = () => {
    const open = frame;
    frame = null;
    return open ? frameScan(open) : pacedScan(null);
  };

  return { feed, end, reset };
}
