import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems, type PagerItem } from './pager-model';

const render = (items: PagerItem[]) =>
  items
    .map((item) => {
      if (item.kind === 'page') return item.current ? `[${item.page}]` : String(item.page);
      if (item.kind === 'gap') return '…';
      return { first: '|<', previous: '<', next: '>', last: '>|' }[item.kind];
    })
    .join(' ');

describe('pagerItems', () => {
  it('shows nothing when there are no pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows a single current page without arrows', () => {
    expect(render(pagerItems(1, 1))).toBe('[1]');
  });

  it('offers next but no previous on the first page', () => {
    expect(render(pagerItems(1, 3))).toBe('[1] 2 3 >');
  });

  it('adds the last jump and an ellipsis when pages lie beyond the window', () => {
    expect(render(pagerItems(1, 10))).toBe('[1] 2 3 … > >|');
  });

  it('shows two pages either side in the middle, with both jumps and ellipses', () => {
    expect(render(pagerItems(6, 12))).toBe('|< < … 4 5 [6] 7 8 … > >|');
  });

  it('drops the first jump while page 1 is inside the window', () => {
    expect(render(pagerItems(3, 12))).toBe('< 1 2 [3] 4 5 … > >|');
  });

  it('ends at the last page without next', () => {
    expect(render(pagerItems(12, 12))).toBe('|< < … 10 11 [12]');
  });
});

describe('pageCount', () => {
  it('is the ceiling of total over limit', () => {
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(0);
  });
});
