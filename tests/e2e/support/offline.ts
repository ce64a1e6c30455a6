import type { Page } from '@playwright/test';
import { expect, type ConsoleErrors } from '../fixtures';

/**
 * The app's files come from the service worker once it controls the page (a reload after it
 * installs), so screens not loaded yet open offline too. Needs `test.use({ serviceWorkers: 'allow' })`.
 */
export async function installApp(page: Page, consoleErrors: ConsoleErrors) {
  // Offline, every request the page makes fails, and the browser logs each.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
