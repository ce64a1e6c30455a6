import { parseLabel, type ParsedLabel } from './parse-label';
import type { CodeHits } from './resolve-scan';

/** wedge: a handheld scanner typing; camera: the camera sheet; typed: its typing fallback. */
export type ScanSource = 'wedge' | 'camera' | 'typed';

/** One read of a barcode, whichever device made it. */
export interface ScanEvent {
  /** what the scanner sent, trimmed of its terminator */
  text: string;
  /** the label in it, when it is one of ours */
  label: ParsedLabel | null;
  source: ScanSource;
  /** the form field that had focus when a wedge scan arrived, if any */
  field: HTMLInputElement | HTMLTextAreaElement | null;
  /**
   * The field's value from before the burst began (null without a field). The scanner typed
   * into the field, but the scan layer gives the field this value back before any handler
   * runs, and puts the scanned text back only when no handler takes the scan.
   */
  fieldValueBefore: string | null;
  /**
   * Fields the scanner went on typing into when focus moved during the scan (a screen moving
   * focus after the scan before), each with its value from before the scan's first key in it.
   * The scan layer takes the scan's characters back from these too.
   */
  laterFields?: readonly { field: HTMLInputElement | HTMLTextAreaElement; valueBefore: string }[];
  /**
   * For a scan that is no label: what the code search (GET /api/search) found, or 'failed'.
   * The scan layer looks it up before any handler sees the scan, so handlers need not wait.
   */
  codeHits?: CodeHits | 'failed';
}

/**
 * A screen's answer to a scan:
 * - true: the screen used it (filled a field, counted an item): success feedback;
 * - 'rejected': the screen refuses it (say, a batch where a bin is expected): error feedback;
 * - 'resolve': the field it landed in is a scan box, so the global resolver takes it;
 * - false: not for this screen.
 */
export type ScanClaim = boolean | 'rejected' | 'resolve';

/**
 * A screen's claim on scans, registered with useScanHandler. The newest handler is asked
 * first. When none claims a scan, a wedge scan typed into a field stays there (it filled the
 * field); any other scan goes to the global resolver, which opens the label's page. A handler
 * that must ask the server first (a product code) answers with a promise, so the feedback
 * waits for its verdict.
 */
export type ScanHandler = (scan: ScanEvent) => ScanClaim | Promise<ScanClaim>;

/**
 * What became of a scan; the camera sheet closes after 'navigated'. 'offered': the label is
 * not in use yet, and a toast offers to create it (how pre-printed label rolls get used).
 */
export type ScanOutcome = 'claimed' | 'filled' | 'navigated' | 'offered' | 'rejected' | 'unknown' | 'failed';

/** A scan of `text` made outside any field (camera, typing fallback, a wedge with no focus). */
export const scanOf = (text: string, source: ScanSource): ScanEvent => ({
  text,
  label: parseLabel(text),
  source,
  field: null,
  fieldValueBefore: null,
});
