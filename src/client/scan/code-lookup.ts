import type { CodeHits } from './resolve-scan';

// The search fetcher brings zod and the search contract along, so it loads on the first code
// scan, or once the app is idle (preloadCodeLookup), rather than with the first paint.
const loadSearch = () => import('../api/search/search');

/** Looks a scanned code up: two results are enough to tell one hit from several, the total says how many. */
export async function lookupCode(text: string): Promise<CodeHits> {
  const { search } = await loadSearch();
  return (await search(text, 0, 2)).state;
}

/** Fetches the lookup's code in the background; a failure only means it loads on the first code scan. */
export function preloadCodeLookup(): void {
  loadSearch().catch(() => undefined);
}
