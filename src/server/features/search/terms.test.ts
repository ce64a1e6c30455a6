import { describe, expect, it } from 'vitest';
import { searchTerms } from './terms';

describe('searchTerms', () => {
  it('reads an id in any case after trimming', () => {
    expect(searchTerms('  bat000001 ').id).toBe('BAT000001');
    expect(searchTerms('Tpl12').id).toBe('TPL12');
    expect(searchTerms('BATCH1').id).toBeNull();
    expect(searchTerms('BAT').id).toBeNull();
  });

  it('takes the trimmed query as a code only when it has no whitespace', () => {
    expect(searchTerms(' 4006381333931\n').code).toBe('4006381333931');
    expect(searchTerms('shea butter').code).toBeNull();
    expect(searchTerms('   ').code).toBeNull();
  });

  it('splits words on anything but letters, digits and marks, lower-cased and without repeats', () => {
    expect(searchTerms('Shea  BUT, refined-oil/500ml shea').words).toEqual(['shea', 'but', 'refined', 'oil', '500ml']);
    expect(searchTerms('a+b $ _x_').words).toEqual(['a', 'b', 'x']);
    expect(searchTerms(' -- ').words).toEqual([]);
  });

  it('folds accents out of words, so an accented and a plain spelling are one word', () => {
    expect(searchTerms('Crème BRÛLÉE').words).toEqual(['creme', 'brulee']);
    expect(searchTerms('Karité karite KARITE').words).toEqual(['karite']);
    // Typed as a base letter followed by a combining accent.
    expect(searchTerms('Cre\u0300me').words).toEqual(['creme']);
    expect(searchTerms('Phở Đà Nẵng').words).toEqual(['pho', 'đa', 'nang']);
  });

  it('keeps letters that have no base letter to fold to, and other scripts as written', () => {
    expect(searchTerms('Smørrebrød Straße Łódź').words).toEqual(['smørrebrød', 'straße', 'łodz']);
    expect(searchTerms('Йогурт ελιά').words).toEqual(['йогурт', 'ελιά']);
  });

  it('keeps ids and codes exact: accents and case are part of a code', () => {
    expect(searchTerms('Crème-5').code).toBe('Crème-5');
    expect(searchTerms('bin000003').id).toBe('BIN000003');
  });
});
