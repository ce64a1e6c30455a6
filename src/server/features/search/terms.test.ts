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
    expect(searchTerms('Crème brûlée').words).toEqual(['crème', 'brûlée']);
    expect(searchTerms('a+b $ _x_').words).toEqual(['a', 'b', 'x']);
    expect(searchTerms(' -- ').words).toEqual([]);
  });
});
