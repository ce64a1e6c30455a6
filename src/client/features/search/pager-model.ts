export type PagerItem =
  | { kind: 'first' | 'previous' | 'next' | 'last'; page: number }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'gap'; key: string };

/** Pages shown either side of the current one (five at a time). */
const WINDOW = 2;

export const pageCount = (total: number, limit: number): number => (limit > 0 ? Math.ceil(total / limit) : 0);

/**
 * The search pager: a window of two pages either side of the current page, jumps to
 * the first and last page when they are outside it, previous and next, and ellipses
 * where pages are skipped. Nothing when there are no pages.
 */
export function pagerItems(page: number, pages: number): PagerItem[] {
  if (pages <= 0) return [];
  const from = Math.max(1, page - WINDOW);
  const to = Math.min(pages, page + WINDOW);
  const items: PagerItem[] = [];
  if (page - WINDOW > 1) items.push({ kind: 'first', page: 1 });
  if (page !== 1) items.push({ kind: 'previous', page: Math.max(1, page - 1) });
  if (page - WINDOW > 1) items.push({ kind: 'gap', key: 'before' });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p, current: p === page });
  if (page + WINDOW < pages) items.push({ kind: 'gap', key: 'after' });
  if (pages > page) items.push({ kind: 'next', page: page + 1 });
  if (page + WINDOW < pages) items.push({ kind: 'last', page: pages });
  return items;
}
