import type { LabelKind } from '../../shared/labels';
import { badgeOfScan, badgeRefusal } from './badge-scan';
import type { CodeHits } from './resolve-scan';
import type { ScanEvent } from './scan-events';

/** The item a scanned or typed code names, or why it names none a screen can use. */
export type FoundItem = { found: { kind: LabelKind; id: string } } | { problem: string };

/**
 * Among code and id hits of the kinds a screen takes (`what` names them in messages): the one
 * item, or why not. Codes are unique, so two hits are enough to tell one from several.
 */
export function itemFromHits(code: string, hits: CodeHits, kinds: readonly LabelKind[], what: string): FoundItem {
  const items = hits.results.filter((result) => result.match !== 'name' && kinds.includes(result.kind));
  const [only] = items;
  if (items.length === 1 && only) return { found: { kind: only.kind, id: only.id } };
  return { problem: items.length === 0 ? `No ${what} has the code ${code}.` : `Several items have the code ${code}; scan its label.` };
}

/** Labels are read by their grammar, anywhere; a product or supplier code needs the server's index. */
const offlineCode = (code: string) =>
  `Offline: the code ${code} is looked up on the server, so it resolves when the connection is back. The item's Lotline label works offline.`;

/**
 * The item a scan's code names (the scan layer looked it up as the scan arrived), the way Receive
 * finds it. A badge names a person, and a screen that asks for an item is holding work.
 */
export function itemOfScan(scan: ScanEvent, kinds: readonly LabelKind[], what = 'item'): FoundItem {
  const badge = badgeOfScan(scan);
  if (badge) return { problem: badgeRefusal(badge) };
  if (scan.codeHits === 'failed') return { problem: navigator.onLine ? 'Connection Error' : offlineCode(scan.text.trim()) };
  return itemFromHits(scan.text.trim(), scan.codeHits ?? { total_num_results: 0, results: [] }, kinds, what);
}
