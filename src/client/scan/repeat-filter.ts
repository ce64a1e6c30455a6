import { parseLabel } from './parse-label';

/**
 * A label counts as gone once the decoder has missed it this many attempts in a row and for
 * this long: a single attempt may miss a label that is still there (blur, glare), and on a
 * slow phone a few attempts take no time at all to miss.
 */
export const GONE_AFTER_MISSES = 4;
export const GONE_AFTER_MS = 500;

/** Told every decode attempt (the code it read, or null); gives back the new scan it read, or null. */
export type RepeatFilter = (read: string | null) => string | null;

interface InView {
  lastSeenAt: number;
  misses: number;
}

/** A label's Code 128 and its QR (a label URL) are one label; any other code is its text. */
const keyOf = (text: string) => parseLabel(text)?.id ?? text;

/**
 * A read is a new scan unless its label is still in view, so a label held still counts once,
 * and counts again only after it has left the view (see GONE_AFTER_*) and come back. The
 * filter must hear every attempt, the empty ones too: they are how a label is seen to leave.
 */
export function createRepeatFilter(now: () => number = () => performance.now()): RepeatFilter {
  const inView = new Map<string, InView>();
  /** Every label in view but the one just read was missed once more; those missed long enough have left. */
  const missAllBut = (key: string | null, at: number) => {
    for (const [seen, state] of inView) {
      if (seen === key) continue;
      state.misses += 1;
      if (state.misses >= GONE_AFTER_MISSES && at - state.lastSeenAt >= GONE_AFTER_MS) inView.delete(seen);
    }
  };
  return (read) => {
    const at = now();
    if (read === null) {
      missAllBut(null, at);
      return null;
    }
    const key = keyOf(read);
    missAllBut(key, at);
    const isNew = !inView.has(key);
    inView.set(key, { lastSeenAt: at, misses: 0 });
    return isNew ? read : null;
  };
}
