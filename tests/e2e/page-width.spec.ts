import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueWord } from './support/data';

/** Elements that scroll sideways: a table's scroll box whose content is wider than the box. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter(
        (element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => `${element.tagName.toLowerCase()} ${element.scrollWidth}px in ${element.clientWidth}px`),
  );

const pageFitsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test(
  'history tables fit the screen without scrolling sideways, on the bin, SKU, batch and operation pages',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord('rack');
    const [from, to] = [await api.newBin(), await api.newBin()];
    for (const [bin, name] of [
      [from, `Receiving dock, north door ${word}`],
      [to, `Shelf A1, oils and butters ${word}`],
    ] as const) {
      expect((await request.patch(`/api/bin/${bin}`, { data: { name } })).ok()).toBe(true);
    }
    const sku = await api.newSku({ name: `Shea butter, refined, 20 kg pail ${word}` });
    const batch = await api.newBatch({ sku_id: sku, name: `Shea butter, Karité Coop lot 2403-117 ${word}` });
    await api.receive({ bin: from, item: batch, quantity: 6, operator: 'Maria Okafor', note: 'PO 4500-1187, delivery note KC-77812' });
    await api.move({ from, to, item: batch, quantity: 4, operator: 'Jonas Berg', note: 'Put-away, 2 pails left on the dock' });

    for (const path of [`/bin/${to}`, `/sku/${sku}`, `/batch/${batch}`]) {
      await page.goto(path);
      const history = page.getByRole('table', { name: 'Stock history' });
      await expect(history.getByText('Put-away, 2 pails left on the dock')).toBeVisible();
      expect(await sidewaysScrollers(page), path).toEqual([]);
      expect(await pageFitsSideways(page), path).toBe(true);
    }
    await page
      .getByRole('table', { name: 'Stock history' })
      .getByRole('link', { name: /^Move \(operation/ })
      .click();
    await expect(page.getByRole('heading', { name: '1 movement' })).toBeVisible();
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await pageFitsSideways(page)).toBe(true);
  },
);

test(
  'at phone width a barcode fits its field on SKU edit, and the API docs do not scroll sideways',
  { tag: '@phone-only' },
  async ({ page, api }) => {
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
  },
);
