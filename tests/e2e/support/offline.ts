import type { Page } from '@playwright/test';
import { expect, type ConsoleErrors } from '../fixtures';

/**
 * The app's files come from the service worker once it controls the page (a reload after it
 * installs), so screens not loaded yet open offline too. Needs `test.use({ serviceWorkers: 'allow' })`;
 * `origin` names a server of the test's own (the suite's otherwise).
 */
export async function installApp(page: Page, consoleErrors: ConsoleErrors, origin = '') {
  // Offline, every request the page makes fails, and the browser logs each.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.goto(`${origin}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
