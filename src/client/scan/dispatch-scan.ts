import type { ScanTone } from './feedback';
import { badgeOfScan, signInPathOf } from './badge-scan';
import { takeBackAll } from './field-value';
import { SEARCH_MAX_QUERY_LENGTH } from '../../shared/contract/search-limits';
import { resolveScan, type CodeHits, type CodeLookup, type NewLabel } from './resolve-scan';
import type { ScanEvent, ScanHandler, ScanOutcome } from './scan-events';

/** The screens' handlers, in mounting order; the newest is asked first. */
export interface HandlerRegistry {
  /** Adds a handler; returns the function that removes it. */
  register: (handler: ScanHandler) => () => void;
  newestFirst: () => ScanHandler[];
}

export function createHandlerRegistry(): HandlerRegistry {
  const handlers: ScanHandler[] = [];
  return {
    register(handler) {
      // A wrapper of our own, so registering one function twice still unregisters one entry.
      const entry: ScanHandler = (scan) => handler(scan);
      handlers.push(entry);
      return () => {
        const at = handlers.indexOf(entry);
        if (at >= 0) handlers.splice(at, 1);
      };
    },
    newestFirst: () => [...handlers].reverse(),
  };
}

/** What a scan may do besides the screens' handlers: open a screen, offer one, complain, give feedback. */
export interface ScanEffects {
  lookup: CodeLookup;
  navigate: (to: string) => void;
  /** the label is not in use yet: offer to create it */
  offer: (label: NewLabel) => void;
  /** no item has this code */
  unknown: (text: string) => void;
  /** the lookup itself failed */
  failed: (text: string, error: unknown) => void;
  /** whether accounts are on, so that a scanned badge can sign its person in */
  accountsOn: () => Promise<boolean>;
  /** a badge was scanned while accounts are off */
  noAccounts: (badge: string) => void;
  feedback: (tone: ScanTone) => void;
  /** resolves when no keys are being typed (see createQuietGate) */
  whenQuiet: () => Promise<void>;
  /** resolves when the screen shown has mounted its handlers (see createScreenGate) */
  whenScreenReady: () => Promise<void>;
}

const TONE: Record<ScanOutcome, ScanTone> = {
  claimed: 'ok',
  filled: 'ok',
  navigated: 'ok',
  // Nothing opened: the operator must look at the screen.
  offered: 'error',
  rejected: 'error',
  unknown: 'error',
  failed: 'error',
};

/** Runs the global resolver. */
async function resolveAndGo(scan: ScanEvent, effects: ScanEffects): Promise<ScanOutcome> {
  const { text, codeHits } = scan;
  const lookup: CodeLookup = (query) => (codeHits && codeHits !== 'failed' ? Promise.resolve(codeHits) : effects.lookup(query));
  try {
    const decision = await resolveScan(text, lookup);
    if ('go' in decision) {
      effects.navigate(decision.go);
      return 'navigated';
    }
    if ('create' in decision) {
      effects.offer(decision.create);
      return 'offered';
    }
    if ('signIn' in decision) {
      if (!(await effects.accountsOn())) {
        effects.noAccounts(decision.signIn);
        return 'unknown';
      }
      effects.navigate(signInPathOf(decision.signIn));
      return 'navigated';
    }
    effects.unknown(decision.unknown);
    return 'unknown';
  } catch (error) {
    effects.failed(text, error);
    return 'failed';
  }
}

type TypedScan = ReturnType<typeof takeBackAll> | null;

/** Every field a wedge scan typed into, with its value from before the scan. */
function typedFieldsOf(scan: ScanEvent) {
  if (scan.source !== 'wedge') return [];
  const first = scan.field ? [{ field: scan.field, valueBefore: scan.fieldValueBefore ?? '' }] : [];
  return [...first, ...(scan.laterFields ?? [])];
}

async function route(scan: ScanEvent, typed: TypedScan, handlers: ScanHandler[], effects: ScanEffects): Promise<ScanOutcome> {
  for (const handler of handlers) {
    const claim = await handler(scan);
    if (claim === true) return 'claimed';
    if (claim === 'rejected') return 'rejected';
    if (claim === 'resolve') return resolveAndGo(scan, effects);
  }
  // No screen took the scan: it fills the field it was typed into, as the scanner left it.
  if (typed) {
    typed.putBack();
    return 'filled';
  }
  return resolveAndGo(scan, effects);
}

/** One scan, from any device: the screens' handlers first, then the global resolver; then feedback. */
async function handle(scan: ScanEvent, typed: TypedScan, handlers: ScanHandler[], effects: ScanEffects): Promise<ScanOutcome> {
  let outcome: ScanOutcome;
  try {
    outcome = await route(scan, typed, handlers, effects);
  } catch (error) {
    // A handler that throws must not stop the scans behind it.
    effects.failed(scan.text, error);
    outcome = 'failed';
  }
  effects.feedback(TONE[outcome]);
  return outcome;
}

export interface ScanQueue {
  /** Queues a scan; the promise says what became of it. */
  dispatch: (scan: ScanEvent) => Promise<ScanOutcome>;
  /** true while a scan waits or is being handled */
  busy: () => boolean;
  /** resolves once every scan queued so far has been handled */
  settled: () => Promise<void>;
}

/** A code's lookup starts as its scan arrives, so scans queued behind a lookup do not wait for theirs in turn. */
function lookUpEarly(scan: ScanEvent, lookup: CodeLookup): Promise<CodeHits | 'failed'> | null {
  const code = scan.text.trim();
  // A badge is no item's code (and, with no one signed in, the search would only answer 401).
  if (scan.label || badgeOfScan(scan) || code === '' || code.length > SEARCH_MAX_QUERY_LENGTH) return null;
  return lookup(code).catch(() => 'failed' as const);
}

/**
 * Scans are handled strictly one at a time, in the order they arrive, even while a code is
 * looked up: a count never loses a scan, and a later scan never reads a form its predecessor
 * has not finished with. A scan's turn also waits for the keyboard to be quiet, so its
 * handlers never see the next scan half typed into a field, and for the screen shown to be
 * mounted. `handlers` is read when a scan's turn comes, so a scan goes to the screens mounted
 * by then.
 */
export function createScanQueue(handlers: () => ScanHandler[], effects: ScanEffects): ScanQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    dispatch(scan) {
      // The scanner's characters went into the focused field (two fields, if focus moved while it
      // typed). Take them out now, while the fields hold only this scan's text, so a screen reads
      // its form as the person left it and may put the scan elsewhere.
      const fields = typedFieldsOf(scan);
      const typed = fields.length > 0 ? takeBackAll(fields) : null;
      const hits = lookUpEarly(scan, effects.lookup);
      waiting += 1;
      const outcome = tail
        .then(async () => {
          const codeHits = (await hits) ?? undefined;
          await effects.whenQuiet();
          await effects.whenScreenReady();
          return handle({ ...scan, codeHits }, typed, handlers(), effects);
        })
        .finally(() => (waiting -= 1));
      tail = outcome;
      return outcome;
    },
    busy: () => waiting > 0,
    settled: () => tail.then(() => undefined),
  };
}
