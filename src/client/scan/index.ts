/**
 * The scan layer. Screens import from here only:
 * - parseLabel(text): our label in a scanner's text, or null; parseBadge(text) and badgeOfScan(scan): a person's badge;
 * - badgeRefusal(badge): what a screen holding work says when it refuses a badge;
 * - resolveScan(text, lookup): where a scan leads (a label's screen, or a code's item);
 * - useScanHandler(handler): a mounted screen's claim on scans (see ScanHandler);
 * - useFormScans(place): the claim of a screen with work in progress, which refuses what it cannot use;
 * - useScan(): { scan, openCamera } for scan boxes and buttons, settled() for screens that count;
 * - itemOfScan(scan, kinds): the one item a scanned code names, or why none, as Receive finds it;
 * - useCameraTally(text): a counting screen's running tally, shown in the camera sheet that covers it;
 * - scanFeedback(tone): the beep, vibration and flash, for a screen's own verdicts;
 * - ScanProvider and ScanButton, which the shell mounts, and ScannableScreen, which wraps each screen;
 * - reportRouterState(state), which the app's router calls on every change, so scans wait for the screen ahead,
 *   and routerNavigating(), whether a navigation is under way this moment;
 * - lookupCode(text): a code's hits, as a scan looks them up, and preloadCodeLookup(), which the app
 *   calls once idle so a code scan never waits for the lookup's code.
 */
export { parseBadge, parseLabel, type ParsedLabel } from './parse-label';
export { badgeOfScan, badgeRefusal } from './badge-scan';
export { decideFromHits, resolveScan, searchPageOf, type CodeLookup, type ScanDecision } from './resolve-scan';
export { scanOf, type ScanClaim, type ScanEvent, type ScanHandler, type ScanOutcome, type ScanSource } from './scan-events';
export { ScannableScreen, useScan, useScanHandler } from './scan-context';
export { useFormScans, type FormScanAnswer } from './use-form-scans';
export { useCameraTally } from './camera-tally';
export { itemOfScan, type FoundItem } from './find-item';
export { scanFeedback, type ScanTone } from './feedback';
export { ScanProvider } from './scan-provider';
export { reportRouterState, routerNavigating } from './router-state';
export { lookupCode, preloadCodeLookup } from './code-lookup';
export { ScanButton } from './scan-button';
export {
  customSuffixMissing,
  DEFAULT_SCANNER_SETTINGS,
  KEY_NAME_MAX,
  loadScannerSettings,
  MAX_GAP_MS,
  MIN_GAP_MS,
  prefixIsTerminator,
  saveScannerSettings,
  SUFFIX_CHOICES,
  type ScannerSettings,
  type SuffixChoice,
} from './scanner-settings';
export { keyToken, MODIFIER_KEYS } from './key-token';
