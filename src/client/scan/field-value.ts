import type { TextField } from './text-field';

/**
 * Sets a text field's value the way typing does: through the element's own value setter,
 * then an input event, so React and react-hook-form see the change.
 */
export function setFieldValue(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives a field back the value it had before a scan was typed into it, and returns the way
 * to undo that: the scanned value and caret exactly as the scanner left them, wherever in the
 * text it typed.
 */
export function takeBack(field: TextField, before: string): { putBack: () => void } {
  const { value, selectionStart, selectionEnd } = field;
  setFieldValue(field, before);
  return {
    putBack: () => {
      setFieldValue(field, value);
      // Email and number inputs have no caret to set (their selection is null).
      if (selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
    },
  };
}

/** takeBack for every field a scan typed into; putBack restores them all as the scanner left them. */
export function takeBackAll(typed: readonly { field: TextField; valueBefore: string }[]): { putBack: () => void } {
  const taken = typed.map(({ field, valueBefore }) => takeBack(field, valueBefore));
  return { putBack: () => taken.forEach((one) => one.putBack()) };
}
