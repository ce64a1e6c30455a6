import { useToast } from '../ui/toast';
import { badgeOfScan, badgeRefusal } from './badge-scan';
import { useScanHandler } from './scan-context';
import type { ScanEvent } from './scan-events';

/**
 * What a screen holding work in progress makes of a scan: true, it used it; false, not its
 * own (a scan typed into a field then stays there, as typed); or why it refuses it.
 */
export type FormScanAnswer = boolean | { problem: string };

/**
 * Claims scans for a screen with work in progress: what it does not use is refused with a
 * toast rather than opened, so a scan never navigates away from a half-filled form. A badge it
 * refuses is someone switching person, and the toast says how.
 */
export function useFormScans(place: (scan: ScanEvent) => FormScanAnswer): void {
  const toast = useToast();
  useScanHandler((scan) => {
    const answer = place(scan);
    if (typeof answer === 'boolean') return answer;
    const badge = badgeOfScan(scan);
    toast.failure(badge ? badgeRefusal(badge) : answer.problem);
    return 'rejected';
  });
}
