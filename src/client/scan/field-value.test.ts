// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { setFieldValue, takeBack } from './field-value';

describe('setFieldValue', () => {
  it('sets the value and tells listeners, as typing would', () => {
    const field = document.createElement('textarea');
    const onInput = vi.fn();
    field.addEventListener('input', onInput);
    setFieldValue(field, 'note');
    expect(field.value).toBe('note');
    expect(onInput).toHaveBeenCalledOnce();
  });
});

describe('takeBack', () => {
  it('restores the value from before the scan, and puts the scan back with its caret', () => {
    const field = document.createElement('input');
    document.body.append(field);
    // The person's caret was after "Lot "; the scanner typed there.
    field.value = 'Lot BIN000001 A';
    field.setSelectionRange(13, 13);
    const typed = takeBack(field, 'Lot  A');
    expect(field.value).toBe('Lot  A');
    typed.putBack();
    expect(field.value).toBe('Lot BIN000001 A');
    expect([field.selectionStart, field.selectionEnd]).toEqual([13, 13]);
    field.remove();
  });

  it('puts back a field without a caret', () => {
    const field = document.createElement('input');
    field.type = 'email';
    field.value = 'a@b.cBIN1';
    const typed = takeBack(field, 'a@b.c');
    typed.putBack();
    expect(field.value).toBe('a@b.cBIN1');
  });
});
