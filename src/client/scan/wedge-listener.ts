import { createBurstDetector, DEFAULT_BURST, type BurstOptions } from './burst-detector';
import type { ScanEvent } from './scan-events';

export type TextField = HTMLInputElement | HTMLTextAreaElement;
export type WedgeScan = Pick<ScanEvent, 'text' | 'field' | 'fieldValueBefore'>;

/** Input types that take typed characters; a focused checkbox or button does not. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

export function textFieldOf(element: Element | null): TextField | null {
  if (element instanceof HTMLTextAreaElement) return element;
  if (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type)) return element;
  return null;
}

/** A shortcut is a person at the keyboard; AltGr (Ctrl+Alt on Windows) only types a character. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey || event.altKey) && !event.getModifierState('AltGraph');

/**
 * Watches every key on the page (capture phase, so no screen can hide one) for a scanner's
 * burst. Keys are never held back, so typing works as usual; only the Enter or Tab that ends
 * a burst is swallowed, so a scan neither submits a form nor moves focus by itself.
 * Returns the function that stops listening.
 */
export function listenForWedge(target: Document, onScan: (scan: WedgeScan) => void, options: BurstOptions = DEFAULT_BURST): () => void {
  const detector = createBurstDetector(options);
  // Noted when a burst may begin, before its first character reaches the field.
  let field: TextField | null = null;
  let fieldValueBefore: string | null = null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (isShortcut(event) || event.repeat || event.isComposing) {
      detector.reset();
      return;
    }
    const step = detector.feed({ key: event.key, timeStamp: event.timeStamp });
    if (step.kind === 'start') {
      field = textFieldOf(target.activeElement);
      fieldValueBefore = field ? field.value : null;
    }
    if (step.kind !== 'scan') return;
    event.preventDefault();
    event.stopPropagation();
    onScan({ text: step.text, field, fieldValueBefore });
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
