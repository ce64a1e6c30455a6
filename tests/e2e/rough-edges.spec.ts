import type { APIRequestContext } from '@playwright/test';
import { expect, PRINTER_URL, test } from './fixtures';
import { uniqueWord } from './support/data';

/** Issue 9: what a new user stumbled on in the trial, each held to its fix. */

async function nameBin(request: APIRequestContext, bin: string, name: string): Promise<void> {
  const response = await request.patch(`/api/bin/${bin}`, { data: { name } });
  expect(response.ok()).toBe(true);
}

test('Print says plainly when the label service is not running and offers the PDF labels', { tag: '@phone' }, async ({ page, api, printer, consoleErrors }) => {
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  // The page's route wins over the fixture's stub: nothing answers on port 8899.
  await page.route(`${PRINTER_URL}/**`, (route) => route.abort('connectionrefused'));
  const sku = await api.newSku({ name: 'Jojoba oil' });
  await page.goto(`/sku/${sku}`);
  await page.getByRole('button', { name: 'Print' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Nothing was printed: the label printer service on this computer (port 8899) is not running.');
  expect(printer.labels).toEqual([]);
  await alert.getByRole('link', { name: `PDF labels for ${sku}` }).click();
  await expect(page).toHaveURL(`/labels?ids=${sku}`);
});

test('Print on a New screen, with the service down, says to save first', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  await page.route(`${PRINTER_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/new/bin');
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('alert')).toContainText('Save first, then print PDF labels from its page.');
  await expect(page.getByRole('alert').getByRole('link')).toHaveCount(0);
});

test('stock forms, their toasts and the SKU page name every id they show', { tag: '@phone' }, async ({ page, api, request }) => {
  const word = uniqueWord('shelf');
  const bin = await api.newBin();
  await nameBin(request, bin, `Shelf ${word}`);
  const sku = await api.newSku({ name: `Neem oil ${word}` });

  await page.goto(`/receive?into=${bin}&item=${sku}&quantity=2`);
  await expect(page.getByText(`Shelf ${word} · Empty bin.`)).toBeVisible();
  await expect(page.getByText(`SKU: Neem oil ${word} · 0 ea in ${bin} (Shelf ${word})`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success. Added 2 ea, ${sku} (Neem oil ${word}), to ${bin} (Shelf ${word})X`);

  await page.goto(`/sku/${sku}`);
  const locations = page.getByRole('table', { name: 'Locations' });
  await expect(locations.getByRole('row').nth(1).getByRole('cell')).toHaveText([`${bin}Shelf ${word}`, `${sku}Neem oil ${word}`, '2 ea']);

  await page.goto('/');
  const entry = page.getByRole('list', { name: 'Recent stock changes' }).getByRole('listitem').filter({ hasText: sku });
  await expect(entry).toContainText(`Received 2 ea of ${sku} (Neem oil ${word}) into ${bin}`);
});

test('a problem is told in plain words, not the API title', { tag: '@phone' }, async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const [bin, sku] = [await api.newBin(), await api.newSku()];
  await page.goto(`/release?from=${bin}&item=${sku}&quantity=3`);
  await page.getByRole('button', { name: 'Submit' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'There is not that much available.' });
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('Requested greater quantity');
});

test('New SKU refuses a blank name on its field and sends nothing', { tag: '@phone' }, async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/skus')) posts.push(request.url());
  });
  await page.goto('/new/sku');
  await page.getByLabel('Name', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('a page loads without a router warning in the console', async ({ page, api }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const sku = await api.newSku();
  await page.goto(`/sku/${sku}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sku);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  expect(warnings.filter((text) => /HydrateFallback|React Router/i.test(text))).toEqual([]);
});

test('at phone width a barcode fits its field on SKU edit, and the API docs do not scroll sideways', { tag: '@phone-only' }, async ({ page, api }) => {
  const ean = `20${String(Date.now()).slice(-11)}`;
  const sku = await api.newSku({ owned_codes: [ean] });
  await page.goto(`/sku/${sku}/edit`);
  const field = page.getByLabel('Code 1', { exact: true });
  await expect(field).toHaveValue(ean);
  const clipped = await field.evaluate((input) => input.scrollWidth > input.clientWidth);
  expect(clipped).toBe(false);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});
