import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueCode } from './support/api';
import { watchForHeading } from './support/camera';

/**
 * A keyboard-wedge scanner is a keyboard that types a whole code within a few milliseconds
 * per key and presses Enter (or Tab). Its key events carry the time the keys were sent, so
 * the page sees its pace however busy the page is. `page.keyboard.type` cannot promise that:
 * it waits for the page to handle each key before sending the next, so on a loaded machine
 * its "10 ms" keys arrive 30 to 110 ms apart. Scanner keys are therefore sent through the
 * DevTools protocol with the timestamps a scanner would give them; a person's typing, which
 * only gets slower under load, uses `page.keyboard.type`.
 */
const SCANNER_KEY_MS = 10;
const PERSON_DELAY = 150;

interface Key {
  key: string;
  /** what the key types; keys without it (Tab) are sent as raw key-downs */
  text?: string;
  code?: string;
  windowsVirtualKeyCode?: number;
}
const ENTER: Key = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
const TAB: Key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };

async function scanWithWedge(page: Page, text: string, terminator: 'Enter' | 'Tab' = 'Enter') {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys: Key[] = [...[...text].map((char) => ({ key: char, text: char })), terminator === 'Enter' ? ENTER : TAB];
  for (const [index, key] of keys.entries()) {
    const timestamp = start + (index * SCANNER_KEY_MS) / 1000;
    await cdp.send('Input.dispatchKeyEvent', { type: key.text ? 'keyDown' : 'rawKeyDown', ...key, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key, text: undefined, timestamp: timestamp + 0.004 });
  }
  await cdp.detach();
}

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
  console.log(`[${test.info().project.name}] wedge: Enter to the bin's heading ${cold.toFixed(1)} ms (screen not loaded yet), ${warm.toFixed(1)} ms (loaded)`);
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

test("a scan ending in Tab leaves focus in the field it filled", async ({ page }) => {
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

test("a scanned code opens the one item that owns it, and an unknown code says so", async ({ page, api }) => {
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
