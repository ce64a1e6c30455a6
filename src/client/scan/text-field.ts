export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Input types that take typed characters; a focused checkbox or button does not. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

export function textFieldOf(element: Element | null): TextField | null {
  if (element instanceof HTMLTextAreaElement) return element;
  if (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type)) return element;
  return null;
}
