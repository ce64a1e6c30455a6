import type { APIRequestContext, Page } from '@playwright/test';
import { HistoryResource, type HistoryEntry } from '../../../src/shared/contract/history';

/** A bin's ledger rows, newest first, read through GET /api/bin/{id}/history and parsed with the contract. */
export async function binHistory(request: APIRequestContext, bin: string): Promise<HistoryEntry[]> {
  const response = await request.get(`/api/bin/${bin}/history`);
  if (!response.ok()) throw new Error(`GET /api/bin/${bin}/history answered ${response.status()}: ${await response.text()}`);
  return HistoryResource.parse(await response.json()).state.items;
}

/**
 * Narrows Home's Recent activity to one bin's changes. The browser tests share one database and
 * run side by side, so the ten newest changes of the whole plant may all be another test's by the
 * time Home loads; which changes the feed picks is the API suite's to check, how Home words them
 * is the browser's.
 */
export async function narrowHomeFeedToBin(page: Page, bin: string): Promise<void> {
  await page.route(/\/api\/history\?/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('bin', bin);
    return route.continue({ url: url.toString() });
  });
}
