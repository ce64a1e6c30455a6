import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueCode } from './support/api';
import { watchForHeading } from './support/camera';
import { scanWithWedge } from './support/wedge';

/** A person typing: slower than any scanner. */
const PERSON_DELAY = 150;

/** Scans `bin` and returns the time from the page handling the scanner's Enter to the bin's heading. */
async function timeScan(page: Page, bin: string): Promise<number> {
  const headingShown = await watchForHeading(page, bin);
  await page.evaluate(() => {
    const clock = window as { enterAt?: number; listening?: boolean };
    delete clock.enterAt;
    if (clock.listening) return;
    clock.listening = true;
    // When the page handled the Enter, not the scanner's timestamp: the wait for a busy page counts.
    window.addEventListener('keydown', (event) => event.key === 'Enter' && (clock.enterAt = performance.now()), true);
  });
  await scanWithWedge(page, bin);
  await expect(page).toHaveURL(`/bin/${bin}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bin);
  return (await headingShown()) - (await page.evaluate(() => (window as { enterAt?: number }).enterAt ?? NaN));
}

test('a label scanned on any screen opens its page', { tag: '@phone' }, async ({ page, api }) => {
  const [first, second] = [await api.newBin(), await api.newBin()];
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Legal' })).toBeVisible();
  // The first scan also downloads the bin screen's code; the second finds it loaded.
  const cold = await timeScan(page, first);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Legal' })).toBeVisible();
  const warm = await timeScan(page, second);
  console.log(
    `[${test.info().project.name}] wedge: Enter to the bin's heading ${cold.toFixed(1)} ms (screen not loaded yet), ${warm.toFixed(1)} ms (loaded)`,
  );
  expect(Math.max(cold, warm)).toBeLessThan(3000);
});

test("a person's typing in the search box stays typing, Enter included", async ({ page, api }) => {
  const bin = await api.newBin();
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search query' });
  await box.focus();
  await page.keyboard.type(bin, { delay: PERSON_DELAY });
  await page.keyboard.press('Enter');
  // Enter did what it always does there: it submitted the search.
  await expect(page).toHaveURL(`/search?query=${bin}`);
  await expect(box).toHaveValue(bin);
});

test('a scan made in a field fills that field and does not submit its form', async ({ page, api }) => {
  const bin = await api.newBin();
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search query' });
  await box.focus();
  await scanWithWedge(page, bin);
  await expect(box).toHaveValue(bin);
  await expect(page.getByText('1 Results')).toBeVisible();
  // The scanner's Enter was swallowed, so the search was not submitted to the URL.
  expect(new URL(page.url()).search).toBe('');
});

test('a scan ending in Tab leaves focus in the field it filled', async ({ page }) => {
  await page.goto('/new/bin');
  const field = page.getByLabel('Bin Label');
  await field.focus();
  await scanWithWedge(page, 'BIN000777', 'Tab');
  await expect(field).toHaveValue('BIN000777');
  await expect(field).toBeFocused();
});

test('the home scan box follows a scan at once', async ({ page, api }) => {
  const bin = await api.newBin();
  await page.goto('/');
  await expect(page.getByLabel('Scan or type a label')).toBeFocused();
  await scanWithWedge(page, bin);
  await expect(page).toHaveURL(`/bin/${bin}`);
});

test('a scanned code opens the one item that owns it, and an unknown code says so', async ({ page, api }) => {
  const code = uniqueCode('WEDGE');
  const sku = await api.newSku({ owned_codes: [code] });
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Legal' })).toBeVisible();
  await scanWithWedge(page, code);
  await expect(page).toHaveURL(`/sku/${sku}`);

  const unknown = uniqueCode('NONE');
  await scanWithWedge(page, unknown);
  await expect(page.getByRole('alert').filter({ hasText: `No item has the code ${unknown}.` })).toBeVisible();
  await expect(page).toHaveURL(`/sku/${sku}`);
});

test('a scan made while the app is still starting on a busy phone is read whole', async ({ page, api }) => {
  const bin = await api.newBin();
  // Six times slower than this machine: the app renders its first screen well after the page
  // has loaded, and the scanner's keys arrive in between (without the early key record, two
  // runs in five lost the scan).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/audit');
  await scanWithWedge(page, bin);
  await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();
});
