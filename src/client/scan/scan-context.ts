import { createContext, useContext, useEffect, useEffectEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ScanEvent, ScanHandler, ScanOutcome } from './scan-events';

export interface ScanApi {
  /** Runs one scan, from any source, through the screens' handlers and the global resolver, after the scans before it. */
  scan: (scan: ScanEvent) => Promise<ScanOutcome>;
  /** Resolves once every scan so far has been handled: what a screen awaits before it sends a count. */
  settled: () => Promise<void>;
  /** true while a scan waits or is being handled */
  busy: () => boolean;
  /**
   * Resolves when no keys are being typed: a handler that awaits a request must wait for it
   * again before it writes its form, or the next scan, typing meanwhile, would take back what it wrote.
   */
  whenQuiet: () => Promise<void>;
  /** Opens the camera sheet. */
  openCamera: () => void;
  register: (handler: ScanHandler) => () => void;
  /** Says the screen of the location with this key has mounted, its handlers with it. */
  screenMounted: (key: string) => void;
}

export const ScanContext = createContext<ScanApi | null>(null);

function useScanContext(): ScanApi {
  const api = useContext(ScanContext);
  if (!api) throw new Error('The scan layer needs a ScanProvider');
  return api;
}

/** For scan boxes and buttons: submit a scan, open the camera; for screens that count: wait for scans in hand, or for the keyboard to be quiet. */
export function useScan(): Pick<ScanApi, 'scan' | 'openCamera' | 'settled' | 'whenQuiet'> {
  const { scan, openCamera, settled, whenQuiet } = useScanContext();
  return { scan, openCamera, settled, whenQuiet };
}

/**
 * Offers a screen's handler every scan while the screen is mounted; the most recently mounted
 * handler is asked first. The latest render's handler runs, so it may read current state.
 */
export function useScanHandler(handler: ScanHandler): void {
  const { register } = useScanContext();
  const onScan = useEffectEvent(handler);
  useEffect(() => register((scan) => onScan(scan)), [register]);
}

/**
 * Wraps each screen of the router: once the screen and its handlers have mounted (children's
 * effects run first), the scans held while it loaded go to it.
 */
export function ScannableScreen({ children }: { children: ReactNode }) {
  const { screenMounted } = useScanContext();
  const { key } = useLocation();
  useEffect(() => screenMounted(key), [screenMounted, key]);
  return children;
}
