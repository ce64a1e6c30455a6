import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE, pagesOf } from './export-all';
import type { FetchPage } from './page';

/**
 * A list of `count` numbered rows, answered a page at a time; `asked` records each page's start.
 * Uncounted, it counts no further than the page asked for, as the ledger counts only so far ahead.
 */
function listOf(count: number, counted = true) {
  const asked: number[] = [];
  const fetchPage: FetchPage<number> = async (startingFrom, limit) => {
    asked.push(startingFrom);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, count - startingFrom)) }, (_, n) => startingFrom + n);
    const exact = counted || count <= startingFrom + limit;
    return { rows, total: exact ? count : startingFrom + limit, exact };
  };
  return { asked, fetchPage };
}

const readAll = async <Row>(fetchPage: FetchPage<Row>, signal = new AbortController().signal) => {
  const pages = [];
  for await (const page of pagesOf(fetchPage, signal)) pages.push(page);
  return pages;
};

describe('pagesOf', () => {
  it('reads every row a page at a time, reporting how many so far', async () => {
    const list = listOf(2 * EXPORT_PAGE + 5);
    const pages = await readAll(list.fetchPage);
    expect(list.asked).toEqual([0, EXPORT_PAGE, 2 * EXPORT_PAGE]);
    expect(pages.map((page) => page.read)).toEqual([EXPORT_PAGE, 2 * EXPORT_PAGE, 2 * EXPORT_PAGE + 5]);
    expect(pages.flatMap((page) => page.rows)).toEqual(Array.from({ length: 2 * EXPORT_PAGE + 5 }, (_, n) => n));
  });

  it('stops at an exact total without asking for an empty page', async () => {
    const list = listOf(EXPORT_PAGE);
    await readAll(list.fetchPage);
    expect(list.asked).toEqual([0]);
  });

  it('reads on past a total the server stopped counting', async () => {
    const list = listOf(3 * EXPORT_PAGE + 5, false);
    const pages = await readAll(list.fetchPage);
    expect(list.asked).toEqual([0, EXPORT_PAGE, 2 * EXPORT_PAGE, 3 * EXPORT_PAGE]);
    expect(pages.map((page) => [page.total, page.exact])).toEqual([
      [EXPORT_PAGE, false],
      [2 * EXPORT_PAGE, false],
      [3 * EXPORT_PAGE, false],
      [3 * EXPORT_PAGE + 5, true],
    ]);
  });

  it('reads an empty list as one empty page', async () => {
    expect((await readAll(listOf(0).fetchPage)).map((page) => page.rows)).toEqual([[]]);
  });

  it('hands each request the signal that cancels it', async () => {
    const abort = new AbortController();
    const fetchPage: FetchPage<number> = async (_start, _limit, signal) => {
      abort.abort();
      signal.throwIfAborted();
      return { rows: [], total: 0 };
    };
    await expect(readAll(fetchPage, abort.signal)).rejects.toThrow();
  });
});
