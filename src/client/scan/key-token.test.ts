// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keyToken } from './key-token';

const token = (key: string, init: KeyboardEventInit = {}) => keyToken(new KeyboardEvent('keydown', { key, ...init }));

describe('keyToken', () => {
  it('names a typed character or a named key as the browser does', () => {
    expect(token(']')).toBe(']');
    expect(token('F12')).toBe('F12');
    expect(token('A', { shiftKey: true })).toBe('A');
  });

  it('names a combination by its modifiers and capital letter: how a scanner types a control character', () => {
    expect(token('b', { ctrlKey: true })).toBe('Ctrl+B');
    expect(token('F2', { altKey: true, ctrlKey: true })).toBe('Ctrl+Alt+F2');
  });

  it('names a modifier pressed alone by itself', () => {
    expect(token('Control', { ctrlKey: true })).toBe('Control');
  });
});
