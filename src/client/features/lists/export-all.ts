import { LIST_MAX_LIMIT } from '../../../shared/contract/lists';
import type { FetchPage, ShownPage } from './page';

/** Rows per request while exporting: the most a list answers at once. */
export const EXPORT_PAGE = LIST_MAX_LIMIT;

/**
 * Every row of a list, a page at a time from the first, until a page comes back short or the
 * exact total is reached. Aborting the signal stops it between pages (and the request in flight).
 */
export async function* pagesOf<Row>(fetchPage: FetchPage<Row>, signal: AbortSignal): AsyncGenerator<ShownPage<Row> & { read: number }> {
  let read = 0;
  for (;;) {
    const page = await fetchPage(read, EXPORT_PAGE, signal);
    read += page.rows.length;
    yield { ...page, read };
    const exact = page.exact ?? true;
    if (page.rows.length < EXPORT_PAGE || (exact && read >= page.total)) return;
  }
}
