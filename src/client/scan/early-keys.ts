import { keyToken } from './key-token';
import { textFieldOf, type TextField } from './text-field';

/** A key as the scanner listener reads it: what it was, when, and the field it landed in. */
export interface PressedKey {
  key: string;
  timeStamp: number;
  /** a held key or one typed through an input method: never part of a scan */
  ignored: boolean;
  field: TextField | null;
  fieldValueBefore: string | null;
}

export function pressedKey(target: Document, event: KeyboardEvent): PressedKey {
  const field = textFieldOf(target.activeElement);
  return {
    key: keyToken(event),
    timeStamp: event.timeStamp,
    ignored: event.repeat || event.isComposing,
    field,
    fieldValueBefore: field ? field.value : null,
  };
}

let recorded: PressedKey[] = [];
let stopRecording: (() => void) | undefined;

/**
 * Records every key from the moment the app's code runs. The scanner listener only starts once
 * the first screen has rendered, which on a busy phone is a second or more after the page has
 * loaded; a scan made in between would be lost, or read without its first characters.
 */
export function recordEarlyKeys(target: Document): void {
  stopRecording?.();
  recorded = [];
  const onKeyDown = (event: KeyboardEvent) => recorded.push(pressedKey(target, event));
  target.addEventListener('keydown', onKeyDown, true);
  stopRecording = () => target.removeEventListener('keydown', onKeyDown, true);
}

/** Stops recording and hands over the keys recorded, once: the listener that takes them reads them as its own. */
export function takeEarlyKeys(): PressedKey[] {
  stopRecording?.();
  stopRecording = undefined;
  const keys = recorded;
  recorded = [];
  return keys;
}
