import { describe, expect, it } from 'vitest';
import { drawable, fitLines } from './text-fit';

/** One unit per character, so widths read as lengths. */
const measure = (text: string) => text.length;

describe('fitLines', () => {
  it('wraps at spaces', () => {
    expect(fitLines('Red widget spring run', 10, measure, 2)).toEqual(['Red widget', 'spring run']);
  });

  it('fills the last line as far as it goes and ends it with an ellipsis', () => {
    expect(fitLines('Red widget spring run blue enamel', 10, measure, 2)).toEqual(['Red widget', 'spring ru…']);
    expect(fitLines('Red widget', 6, measure, 1)).toEqual(['Red w…']);
  });

  it('cuts a word wider than a line', () => {
    expect(fitLines('Unbreakablewordhere and more', 8, measure, 3)).toEqual(['Unbreak…', 'and more']);
  });

  it('gives nothing for a blank name', () => {
    expect(fitLines('  ', 10, measure, 2)).toEqual([]);
  });
});

describe('drawable', () => {
  it('replaces what the font cannot draw', () => {
    const latin = new Set(Array.from('Größe 10', (char) => char.codePointAt(0) ?? 0));
    expect(drawable('Größe 10 中文 ✓', latin)).toBe('Größe 10 ?? ?');
  });
});
