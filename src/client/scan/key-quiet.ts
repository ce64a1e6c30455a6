import type { BurstOptions } from './burst-detector';
import { burstOptionsOf, loadScannerSettings, onScannerSettingsChange } from './scanner-settings';

/**
 * Tells when no run of typed keys is under way. A scan's handler that runs late (after its
 * lookup, or after the scans before it) must not read or write a form while the next scan is
 * still typing itself into a field: the field would hold half a code. A run opens with a
 * printable key and closes once an Enter or Tab has been handled (the burst's end, when the
 * scan layer takes its characters back out) or after a pause longer than any scanner's hiccup.
 */
export interface QuietGate {
  /** Resolves at once when no run is open, else when it closes. */
  whenQuiet: () => Promise<void>;
  /** Watches a document's keys (capture phase); returns the function that stops watching. */
  listen: (target: Document) => () => void;
}

/** Well past a scanner's hiccup, and past a busy phone handling a scanner's keys late. */
export const RUN_PAUSE_MS = 1000;

/**
 * A run may stop for as long as the burst detector still joins what follows to it (a framed
 * scan's gap, the pause that ends a scan without a terminator): twice that, and never less
 * than RUN_PAUSE_MS.
 */
export const quietPauseOf = (options: BurstOptions): number =>
  Math.max(RUN_PAUSE_MS, 2 * (options.prefix ? options.frameGapMs : options.endPauseMs));

const pauseOfSettings = () => quietPauseOf(burstOptionsOf(loadScannerSettings()));

/** `pauseMs` fixes the pause; without it the gate follows this device's scanner settings. */
export function createQuietGate(pauseMs?: number): QuietGate {
  let pause = pauseMs ?? pauseOfSettings();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: (() => void)[] = [];
  let open = false;

  const close = () => {
    clearTimeout(timer);
    open = false;
    const release = waiting;
    waiting = [];
    for (const resolve of release) resolve();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      open = true;
      clearTimeout(timer);
      timer = setTimeout(close, pause);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      // After this key's other listeners: the wedge listener first takes a scan's characters back.
      clearTimeout(timer);
      timer = setTimeout(close, 0);
    }
  };
  return {
    whenQuiet: () => (open ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
    listen: (target) => {
      const follow = pauseMs === undefined ? onScannerSettingsChange(() => (pause = pauseOfSettings())) : () => undefined;
      target.addEventListener('keydown', onKeyDown, true);
      return () => {
        close();
        follow();
        target.removeEventListener('keydown', onKeyDown, true);
      };
    },
  };
}
