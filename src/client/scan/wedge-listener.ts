import { createBurstDetector, type BurstDetector, type BurstStep } from './burst-detector';
import { keyToken } from './key-token';
import type { ScanEvent } from './scan-events';
import { burstOptionsOf, loadScannerSettings, onScannerSettingsChange, type ScannerSettings } from './scanner-settings';

export type TextField = HTMLInputElement | HTMLTextAreaElement;
export type WedgeScan = Pick<ScanEvent, 'text' | 'field' | 'fieldValueBefore' | 'laterFields'>;

/** Input types that take typed characters; a focused checkbox or button does not. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

export function textFieldOf(element: Element | null): TextField | null {
  if (element instanceof HTMLTextAreaElement) return element;
  if (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type)) return element;
  return null;
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

/**
 * Watches every key on the page (capture phase, so no screen can hide one) for a scanner's
 * burst. Keys are never held back, so typing works as usual; only the key that ends a scan
 * and a configured prefix are swallowed, so a scan neither submits a form nor moves focus by
 * itself. Every key notes the focused field's value before it, so however late a scan is
 * recognised, the field can be given back what it held before the scan's first key.
 *
 * `settings` fixes how the scanner types; without them the listener follows this device's
 * saved scanner settings as they change. Returns the function that stops listening.
 */
export function listenForWedge(target: Document, onScan: (scan: WedgeScan) => void, settings?: ScannerSettings): () => void {
  let options = burstOptionsOf(settings ?? loadScannerSettings());
  let detector: BurstDetector<FieldMark> = createBurstDetector(options);
  let pause: ReturnType<typeof setTimeout> | undefined;

  let seq = 0;
  let landings: Landing[] = [];
  const noteKey = (field: TextField | null): FieldMark => {
    seq += 1;
    if (field && landings.at(-1)?.field !== field) landings = [...landings.slice(1 - LANDINGS_KEPT), { seq, field, valueBefore: field.value }];
    return { field, fieldValueBefore: field ? field.value : null, seq };
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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.repeat || event.isComposing) {
      detector.reset();
      return;
    }
    const step = detector.feed({ key: keyToken(event), timeStamp: event.timeStamp, mark: noteKey(textFieldOf(target.activeElement)) });
    if (step.kind !== 'key') {
      event.preventDefault();
      event.stopPropagation();
    }
    if (step.kind !== 'scan') return awaitPause();
    clearTimeout(pause);
    report(step);
  };

  const follow = settings
    ? () => undefined
    : onScannerSettingsChange((next) => {
        options = burstOptionsOf(next);
        detector = createBurstDetector(options);
      });
  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    clearTimeout(pause);
    follow();
    target.removeEventListener('keydown', onKeyDown, true);
  };
}
