import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Dialog, Locator, Page } from '@playwright/test';
import { expect, type ConsoleErrors } from '../fixtures';
import type { Api } from './api';

/**
 * Helpers for the inventory screens' browser tests: names and ids no parallel worker shares,
 * bulk data for paging, and ways to see a screen's busy state and its browser dialogs.
 */

/** One search word no other test's names contain (letters and digits only, so one term). */
export const uniqueWord = (prefix = 'zq') => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** A code no other test uses, without a hyphen, so a search for it is exactly one word. */
export const uniqueCodeWord = (prefix = 'UPC') => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** An id of the right shape that no item has: created ids have six digits, this has seven. */
export const missingId = (prefix: 'SKU' | 'BAT') => `${prefix}${9_000_000 + Math.floor(Math.random() * 999_999)}`;

const sixDigits = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;

/**
 * Creates `count` SKUs in a block of ids well past the current suggestion, highest first, so
 * the suggestion jumps past the block at once and no parallel worker's suggestion lands in
 * it (nor is one taken from a form another test has open). Returns the ids, lowest first.
 */
export async function manySkus(request: APIRequestContext, api: Api, count: number, name: (n: number) => string): Promise<string[]> {
  const next = ((await (await request.get('/api/next/sku')).json()) as { state: string }).state;
  const base = Number(next.slice(3)) + 1_000 + Math.floor(Math.random() * 9_000);
  const ids = Array.from({ length: count }, (_, n) => sixDigits('SKU', base + n));
  for (let n = count - 1; n >= 0; n--) await api.newSku({ id: ids[n], name: name(n + 1) });
  return ids;
}

/** The label a 'Success, {label} created.' toast links to. */
export async function createdLabel(toast: Locator): Promise<string> {
  const text = (await toast.textContent()) ?? '';
  const match = /Success, ((?:SKU|BAT|BIN)\d+) created\./.exec(text);
  if (!match?.[1]) throw new Error(`not a creation toast: ${text}`);
  return match[1];
}

/**
 * Fills and submits a New SKU or New Batch form with its label left blank (the suggestion)
 * and returns the created label. A parallel worker may take the suggested id first; the
 * screen then meets a 409 and retries with a fresh suggestion, so that browser line is allowed.
 */
export async function createWithSuggestion(
  page: Page,
  consoleErrors: ConsoleErrors,
  prefix: 'SKU' | 'BAT',
  fill: () => Promise<void>,
): Promise<string> {
  consoleErrors.allow(/status of 409/);
  await fill();
  await page.getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('status').filter({ hasText: new RegExp(`^Success, ${prefix}\\d+ created\\.`) });
  await expect(created).toBeVisible();
  return createdLabel(created);
}

/**
 * Answers the page's next dialog (confirm or beforeunload) and resolves with it. Start it
 * before the action that opens the dialog.
 */
export function answerNextDialog(page: Page, answer: 'accept' | 'dismiss'): Promise<Dialog> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      (answer === 'accept' ? dialog.accept() : dialog.dismiss()).then(() => resolve(dialog), reject);
    });
  });
}

/**
 * Holds the page's requests to `url` with `method` until `release()`, so a test can see the
 * screen while the request is in flight (the 'Saving...' button) without any sleep.
 */
export async function holdRequests(page: Page, url: string | RegExp, method: string): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() === method) await gate;
    await route.fallback();
  });
  return { release: () => release() };
}

/** The cells of each row of a table body, as text. */
export const rowsOf = (table: Locator) => table.locator('tbody').getByRole('row');

/** An item's state as the API answers it now (status and state), to check what a screen saved. */
export async function itemState(
  request: APIRequestContext,
  kind: 'sku' | 'batch',
  id: string,
): Promise<{ status: number; state: Record<string, unknown> }> {
  const response = await request.get(`/api/${kind}/${id}`);
  const body = (await response.json()) as { state?: Record<string, unknown> };
  return { status: response.status(), state: body.state ?? {} };
}

/** A problem answer, for stubbing a failing API call. */
export const problemAnswer = (status: number, type: string, title: string) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({ type, title, status }),
});
