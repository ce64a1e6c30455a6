import { badgeOfScan, itemOfScan, type ScanEvent } from '../../scan';

/** Kinds that carry a printed label, as a code's search finds them. */
const LABELLED_KINDS = ['bin', 'sku', 'batch', 'mixture'] as const;

/**
 * The label a scan asks to print: a scanned label, a scanned badge where badges may be printed, or
 * the label of the item a scanned code names; else why not.
 */
export function labelOfScan(scan: ScanEvent, badges: boolean): { id: string } | { problem: string } {
  if (scan.label) return { id: scan.label.id };
  const badge = badgeOfScan(scan);
  if (badge && badges) return { id: badge };
  const item = itemOfScan(scan, LABELLED_KINDS);
  return 'found' in item ? { id: item.found.id } : item;
}
