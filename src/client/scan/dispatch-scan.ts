import type { ScanTone } from './feedback';
import { takeBack } from './field-value';
import { resolveScan, type CodeLookup } from './resolve-scan';
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

/** What a scan may do besides the screens' handlers: open a screen, complain, give feedback. */
export interface ScanEffects {
  lookup: CodeLookup;
  navigate: (to: string) => void;
  /** no item has this code */
  unknown: (text: string) => void;
  /** the lookup itself failed */
  failed: (text: string, error: unknown) => void;
  feedback: (tone: ScanTone) => void;
}

const TONE: Record<ScanOutcome, ScanTone> = {
  claimed: 'ok',
  filled: 'ok',
  navigated: 'ok',
  rejected: 'error',
  unknown: 'error',
  failed: 'error',
};

/** Runs the global resolver; a label navigates at once, with no await before it. */
async function resolveAndGo(text: string, effects: ScanEffects): Promise<ScanOutcome> {
  try {
    const decision = await resolveScan(text, effects.lookup);
    if ('go' in decision) {
      effects.navigate(decision.go);
      return 'navigated';
    }
    effects.unknown(decision.unknown);
    return 'unknown';
  } catch (error) {
    effects.failed(text, error);
    return 'failed';
  }
}

async function route(scan: ScanEvent, handlers: ScanHandler[], effects: ScanEffects): Promise<ScanOutcome> {
  // The scanner's characters went into the focused field. Take them out before any screen
  // sees the scan, so a screen reads its form as the person left it and may put the scan elsewhere.
  const typed = scan.source === 'wedge' && scan.field ? takeBack(scan.field, scan.fieldValueBefore ?? '') : null;
  for (const handler of handlers) {
    const claim = await handler(scan);
    if (claim === true) return 'claimed';
    if (claim === 'rejected') return 'rejected';
    if (claim === 'resolve') return resolveAndGo(scan.text, effects);
  }
  // No screen took the scan: it fills the field it was typed into, as the scanner left it.
  if (typed) {
    typed.putBack();
    return 'filled';
  }
  return resolveAndGo(scan.text, effects);
}

/** One scan, from any device: the screens' handlers first, then the global resolver; then feedback. */
export async function dispatchScan(scan: ScanEvent, handlers: ScanHandler[], effects: ScanEffects): Promise<ScanOutcome> {
  const outcome = await route(scan, handlers, effects);
  effects.feedback(TONE[outcome]);
  return outcome;
}
