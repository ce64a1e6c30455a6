/** Keys that only modify others; a scanner presses them around the keys it means. */
export const MODIFIER_KEYS: ReadonlySet<string> = new Set(['Shift', 'CapsLock', 'Control', 'Alt', 'AltGraph', 'Meta']);

type KeyFacts = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'getModifierState'>;

/**
 * A key as the scanner settings name it: the character it types (`]`), a named key (`F12`,
 * `Enter`), or a combination (`Ctrl+B`, which is how a scanner types the control character
 * STX). AltGr (Ctrl+Alt on Windows) only types a character, so it names that character.
 */
export function keyToken(event: KeyFacts): string {
  if (MODIFIER_KEYS.has(event.key) || event.getModifierState('AltGraph')) return event.key;
  const modifiers = [event.ctrlKey && 'Ctrl', event.altKey && 'Alt', event.metaKey && 'Meta'].filter((name) => name !== false);
  if (modifiers.length === 0) return event.key;
  return [...modifiers, event.key.length === 1 ? event.key.toUpperCase() : event.key].join('+');
}
