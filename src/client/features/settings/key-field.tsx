import type { ChangeEvent, KeyboardEvent } from 'react';
import { keyToken, MODIFIER_KEYS } from '../../scan';

interface Props {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  /** what the field is for, to name its Clear button */
  label: string;
  value: string;
  onChange: (key: string) => void;
}

/** Keys that keep their usual job in this field: moving on, submitting, and modifiers pressed on their own. */
const PASS_THROUGH = new Set(['Tab', 'Enter', 'Unidentified', 'Process', ...MODIFIER_KEYS]);

/**
 * Holds one key, named as the scan layer names it. A key pressed on a keyboard or a scanner is
 * taken whole (Ctrl+B, F9, ]); a phone's on-screen keyboard sends no key names, so its last
 * typed character is taken instead. Backspace or Clear empties it.
 */
export function KeyField({ label, value, onChange, ...control }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (PASS_THROUGH.has(event.key) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onChange(event.key === 'Backspace' || event.key === 'Delete' ? '' : keyToken(event.nativeEvent));
  };
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.nativeEvent;
    if (!(input instanceof InputEvent)) return;
    if (input.inputType.startsWith('delete')) return onChange('');
    const last = [...(input.data ?? '')].at(-1);
    if (last) onChange(last);
  };
  return (
    <div className="flex gap-2">
      <input
        {...control}
        className="input font-label"
        value={value}
        placeholder="None"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onKeyDown={onKeyDown}
        onChange={onType}
      />
      <button
        type="button"
        className="btn-secondary"
        aria-label={`Clear ${label.toLowerCase()}`}
        disabled={value === ''}
        onClick={() => onChange('')}
      >
        Clear
      </button>
    </div>
  );
}
