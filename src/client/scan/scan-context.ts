import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import type { ScanEvent, ScanHandler, ScanOutcome } from './scan-events';

export interface ScanApi {
  /** Runs one scan, from any source, through the screens' handlers and the global resolver. */
  scan: (scan: ScanEvent) => Promise<ScanOutcome>;
  /** Opens the camera sheet. */
  openCamera: () => void;
  register: (handler: ScanHandler) => () => void;
}

export const ScanContext = createContext<ScanApi | null>(null);

function useScanContext(): ScanApi {
  const api = useContext(ScanContext);
  if (!api) throw new Error('The scan layer needs a ScanProvider');
  return api;
}

/** For scan boxes and buttons: submit a scan, open the camera. */
export function useScan(): Pick<ScanApi, 'scan' | 'openCamera'> {
  const { scan, openCamera } = useScanContext();
  return { scan, openCamera };
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
