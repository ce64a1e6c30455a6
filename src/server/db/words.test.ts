import { describe, expect, it } from 'vitest';
import { startsWordsOf, wordsOf } from './words';

describe('wordsOf', () => {
  it('lower-cases, folds accents as the search index does and splits on anything but letters and digits', () => {
    expect(wordsOf('Crème-fraîche 50%_OFF')).toEqual(['creme', 'fraiche', '50', 'off']);
    expect(wordsOf('Zoë  Martín')).toEqual(['zoe', 'martin']);
    expect(wordsOf('%_ -')).toEqual([]);
  });
});

describe('startsWordsOf', () => {
  it('holds when each word begins some word of the text, in any order', () => {
    expect(startsWordsOf('Crème brûlée base', ['bru', 'cre'])).toBe(true);
    expect(startsWordsOf('Crème brûlée base', ['base'])).toBe(true);
  });

  it('fails for the middle of a word, or one word not found', () => {
    expect(startsWordsOf('Crème brûlée base', ['reme'])).toBe(false);
    expect(startsWordsOf('Crème brûlée base', ['cre', 'glace'])).toBe(false);
  });
});
