import { describe, expect, it } from 'vitest';
import { ACCENTED, foldAccents, UNACCENTED } from './accents';

describe('foldAccents', () => {
  it('folds as the SQL translate table does: each accented letter to its base, marks removed', () => {
    expect(foldAccents(ACCENTED)).toBe(UNACCENTED);
    expect(UNACCENTED).toMatch(/^[a-z]+$/);
  });

  it('leaves plain text, unfolded letters and characters outside the BMP as they are', () => {
    expect(foldAccents('Shea butter 500ml')).toBe('Shea butter 500ml');
    expect(foldAccents('Ærø œuvre ħ')).toBe('Ærø œuvre ħ');
    expect(foldAccents('🍋 Ćitron')).toBe('🍋 citron');
  });
});
