/**
 * Holds scans while a screen is on its way. A scan made while the next screen's code loads, or
 * before it has mounted its handlers, would go to the screen being left (or to none) and open
 * the scanned label's page instead of landing on the screen the person just opened: on a busy
 * phone, Audit then a bin scan opened the bin.
 */
export interface ScreenGate {
  /** The router is loading the next screen (true) or has shown it (false). */
  setNavigating: (navigating: boolean) => void;
  /** The location now shown, by its router key. */
  setLocation: (key: string) => void;
  /** A screen has mounted, with its handlers, for the location of this key. */
  screenMounted: (key: string) => void;
  /** Resolves once the shown location's screen is mounted, or after `maxWaitMs` whatever happens. */
  whenReady: () => Promise<void>;
}

/** `maxWaitMs` bounds the hold, so a screen that never mounts never swallows a scan (one that fails to load mounts its error screen). */
export function createScreenGate(maxWaitMs = 10_000): ScreenGate {
  let navigating = false;
  let location: string | null = null;
  let mounted: string | null = null;
  let waiters: (() => void)[] = [];

  const ready = () => !navigating && location !== null && mounted === location;
  const check = () => {
    if (!ready()) return;
    const release = waiters;
    waiters = [];
    for (const resolve of release) resolve();
  };

  return {
    setNavigating(value) {
      navigating = value;
      check();
    },
    setLocation(key) {
      location = key;
      check();
    },
    screenMounted(key) {
      mounted = key;
      check();
    },
    whenReady() {
      if (ready()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== done);
          resolve();
        }, maxWaitMs);
        waiters.push(done);
      });
    },
  };
}
