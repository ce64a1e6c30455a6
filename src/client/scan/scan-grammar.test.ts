// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isScanByGrammar } from './scan-grammar';

const field = (grammar?: string) => {
  const input = document.createElement('input');
  if (grammar) input.setAttribute('data-scan-grammar', grammar);
  return input;
};

describe('isScanByGrammar', () => {
  it('takes any text of a scanned length with no field focused, since nothing there takes typing', () => {
    expect(isScanByGrammar('BIN000001', null, 4)).toBe(true);
    expect(isScanByGrammar('0101', null, 4)).toBe(true);
    expect(isScanByGrammar('not a code', null, 4)).toBe(true);
    expect(isScanByGrammar(' ab ', null, 4)).toBe(false);
  });

  it('takes a label or a code in a field that takes codes', () => {
    expect(isScanByGrammar(']C0BAT000011', field('code'), 4)).toBe(true);
    expect(isScanByGrammar('4006381333931', field('code'), 4)).toBe(true);
    expect(isScanByGrammar('two words', field('code'), 4)).toBe(false);
    expect(isScanByGrammar('x'.repeat(65), field('code'), 4)).toBe(false);
  });

  it('takes only a label in a field that takes labels beside typing, and nothing in free text', () => {
    expect(isScanByGrammar('SKU000042', field('label'), 4)).toBe(true);
    expect(isScanByGrammar('1250', field('label'), 4)).toBe(false);
    expect(isScanByGrammar('SKU000042', field(), 4)).toBe(false);
  });
});
