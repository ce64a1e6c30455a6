import { createBurstDetector, type BurstDetector, type BurstOptions, type BurstStep, type Grammar } from './burst-detector';
import { pressedKey, type PressedKey } from './early-keys';
import type { ScanEvent } from './scan-events';
import { isScanByGrammar } from './scan-grammar';
import { burstOptionsOf, loadScannerSettings, onScannerSettingsChange, type ScannerSettings } from './scanner-settings';
import type { TextField } from './text-field';

export type WedgeScan = Pick<ScanEvent, 'text' | 'field' | 'fieldValueBefore' | 'laterFields'>;

export interface WedgeOptions {
  /** how the scanner types; without them the listener follows this device's saved scanner settings as they change */
  settings?: ScannerSettings;
  /** keys pressed before the listener started (early-keys.ts), read first as if it had seen them */
  earlyKeys?: readonly PressedKey[];
}

/** The focused field and its value just before a key lands in it; `seq` numbers the keys. */
type FieldMark = Pick<WedgeScan, 'field' | 'fieldValueBefore'> & { seq: number };

/** A key that landed in another field than the key before it, and that field's value before it. */
interface Landing {
  seq: number;
  field: TextField;
  valueBefore: string;
}

/** Focus moves a few times within a scan at most; older landings belong to finished scans. */
const LANDINGS_KEPT = 32;

/** A label or code typed into one field (or with none focused) is a scan where that field takes labels. */
const fieldGrammar = ({ minLength }: BurstOptions): Grammar<FieldMark> => ({
  samePlace: (a, b) => a.field === b.field,
  onlyScanned: (at) => at.field === null,
  isScan: (text, at) => isScanByGrammar(text, at.field, minLength),
});

const detectorOf = (options: BurstOptions) => createBurstDetector(options, fieldGrammar(options));

/**
 * Watches every key on the page (capture phase, so no screen can hide one) for a scan: a whole
 * label or code where labels are taken, or a scanner's burst anywhere (see createBurstDetector).
 * Keys are never held back, so typing works as usual; only the key that ends a scan and a
 * configured prefix are swallowed, so a scan neither submits a form nor moves focus by
 * itself. Every key notes the focused field's value before it, so however late a scan is
 * recognised, the field can be given back what it held before the scan's first key.
 *
 * Returns the function that stops listening.
 */
export function listenForWedge(
  target: Document,
  onScan: (scan: WedgeScan) => void,
  { settings, earlyKeys = [] }: WedgeOptions = {},
): () => void {
  let options = burstOptionsOf(settings ?? loadScannerSettings());
  let detector: BurstDetector<FieldMark> = detectorOf(options);
  let pause: ReturnType<typeof setTimeout> | undefined;

  let seq = 0;
  let landings: Landing[] = [];
  const noteKey = (field: TextField | null, valueBefore: string | null): FieldMark => {
    seq += 1;
    if (field && landings.at(-1)?.field !== field)
      landings = [...landings.slice(1 - LANDINGS_KEPT), { seq, field, valueBefore: valueBefore ?? '' }];
    return { field, fieldValueBefore: valueBefore, seq };
  };
  /** Fields the scan's later keys landed in (a screen moved focus while the scanner typed), each with its value before the first of them. */
  const laterFieldsOf = ({ seq: start, field: first }: FieldMark) => {
    const later: Landing[] = [];
    for (const landing of landings) {
      if (landing.seq > start && landing.field !== first && !later.some((seen) => seen.field === landing.field)) later.push(landing);
    }
    return later.map(({ field, valueBefore }) => ({ field, valueBefore }));
  };
  const report = ({ text, mark }: Extract<BurstStep<FieldMark>, { kind: 'scan' }>) => {
    const laterFields = laterFieldsOf(mark);
    onScan({ text, field: mark.field, fieldValueBefore: mark.fieldValueBefore, ...(laterFields.length > 0 && { laterFields }) });
  };
  // A scanner set to send no terminator has finished when its keys stop.
  const awaitPause = () => {
    clearTimeout(pause);
    if (options.terminators.length > 0) return;
    pause = setTimeout(() => {
      const step = detector.end();
      if (step) report(step);
    }, options.endPauseMs);
  };

  /** Feeds one key to the detector; true when the page must not act on it (a scan's end or a prefix). */
  const read = ({ key, timeStamp, ignored, field, fieldValueBefore }: PressedKey): boolean => {
    if (ignored) {
      detector.reset();
      return false;
    }
    const step = detector.feed({ key, timeStamp, mark: noteKey(field, fieldValueBefore) });
    if (step.kind === 'scan') {
      clearTimeout(pause);
      report(step);
    } else {
      awaitPause();
    }
    return step.kind !== 'key';
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (read(pressedKey(target, event))) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const follow = settings
    ? () => undefined
    : onScannerSettingsChange((next) => {
        options = burstOptionsOf(next);
        detector = detectorOf(options);
      });
  // The page has acted on these keys already; only what they scanned is left to report.
  for (const key of earlyKeys) read(key);
  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    clearTimeout(pause);
    follow();
    target.removeEventListener('keydown', onKeyDown, true);
  };
}
