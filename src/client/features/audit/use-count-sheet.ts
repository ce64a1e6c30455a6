import { useCallback, useRef, useState } from 'react';
import { countOne, type CountSheet } from './count-sheet';

/**
 * The count in progress. The latest sheet is kept in a ref too: a confirm sent once the scans
 * in hand are handled must read the sheet they left, before React has rendered it.
 */
export function useCountSheet() {
  const [sheet, setSheet] = useState<CountSheet>([]);
  const [lastCounted, setLastCounted] = useState<string | null>(null);
  const latest = useRef(sheet);
  const update = useCallback((change: (current: CountSheet) => CountSheet) => {
    latest.current = change(latest.current);
    setSheet(latest.current);
  }, []);
  const countScan = (itemId: string) => {
    update((current) => countOne(current, itemId));
    setLastCounted(itemId);
  };
  const restart = () => {
    update(() => []);
    setLastCounted(null);
  };
  // One function for the screen's life: the leave prompt reads it when the router asks.
  const latestSheet = useCallback(() => latest.current, []);
  return { sheet, lastCounted, update, countScan, restart, latest: latestSheet };
}
