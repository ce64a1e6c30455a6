import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests, rowsOf, uniqueWord } from './support/data';
import { freshId, posted, skuIn } from './support/fresh-records';

/**
 * The lists as the week's trial met them (issue 20): Export CSV wrote only the 20 rows on
 * screen, the SKU filter missed accents, the ledger's operator filter needed the whole name, a
 * reversed date range showed everything, the batch list's SKU filter answered with a pattern,
 * and there was no list of mixtures.
 */

const table = (page: Page, name: string) => page.getByRole('table', { name });

/** `count` SKUs named `${word} Crème NNN`, ten at a time. */
async function skusNamed(request: APIRequestContext, word: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => freshId('SKU'));
  for (let at = 0; at < count; at += 10) {
    await Promise.all(
      ids
        .slice(at, at + 10)
        .map((id, n) => posted(request, '/api/skus', { id, name: `${word} Crème ${String(at + n + 1).padStart(3, '0')}` })),
    );
  }
  return ids.sort();
}

test('Export CSV writes every row the filter matches, a page of the API at a time, with progress and Cancel', async ({ page, request }) => {
  const word = uniqueWord();
  const skus = await skusNamed(request, word, 130);

  await page.goto(`/skus?text=${word}`);
  await expect(rowsOf(table(page, 'SKUs'))).toHaveCount(20);
  await expect(page.getByText('1–20 of 130')).toBeVisible();

  // The second page of the export waits, so the progress can be seen; then it goes on.
  const second = await holdRequests(page, /\/api\/skus\?.*startingFrom=100/, 'GET');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exporting' })).toHaveText('Exporting 100 of 130 rows…');
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  second.release();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skus-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync(await file.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFF"SKU","Name","On hand","Unit"');
  expect(lines.slice(1, -1).map((line) => line.split('","')[0]?.slice(1))).toEqual(skus);
  expect(lines[1]).toContain(`"${word} Crème`);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  // Cancel stops an export midway, and nothing is downloaded. The held request is cancelled by
  // the page, so letting it go may find it gone.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/skus\?.*startingFrom=100/, async (route) => {
    await gate;
    await route.fallback().catch(() => undefined);
  });
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exporting' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export cancelled.' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  expect(downloaded).toBe(false);
});

test('filters match as typed, without accents, any case, and the start of any word', async ({ page, api }) => {
  const word = uniqueWord();
  const creme = await api.newSku({ name: `${word} Crème fraîche` });
  await api.newSku({ name: `${word} Sucre glace` });
  const lot = await api.newBatch({ sku_id: creme, name: `${word} lot été` });
  const operator = `Zoë ${word}`;
  await api.receive({ bin: await api.newBin(), item: creme, quantity: 2, operator });

  // Typed without Enter: the list follows the text.
  await page.goto('/skus');
  await page.getByRole('searchbox', { name: 'Id or name' }).fill(`${word} FRAICHE`);
  await expect(page).toHaveURL(new RegExp(`/skus\\?text=${word}\\+FRAICHE$`));
  await expect(rowsOf(table(page, 'SKUs'))).toHaveCount(1);
  await expect(rowsOf(table(page, 'SKUs')).first()).toContainText('Crème fraîche');
  await page.getByRole('searchbox', { name: 'Id or name' }).fill(`${word} creme`);
  await expect(rowsOf(table(page, 'SKUs')).first()).toContainText(creme);
  await page.getByRole('searchbox', { name: 'Id or name' }).fill(`${word} reme`);
  await expect(page.getByText('No SKUs match.')).toBeVisible();

  // The batch list's SKU filter takes the SKU's name.
  await page.goto('/batches');
  await page.getByRole('searchbox', { name: 'SKU' }).fill(`${word} crème`);
  await expect(rowsOf(table(page, 'Batches'))).toHaveCount(1);
  await expect(rowsOf(table(page, 'Batches')).first()).toContainText(lot);

  // The ledger's operator filter takes the start of a name.
  await page.goto('/ledger');
  await page.getByRole('searchbox', { name: 'Operator' }).fill(`zoe ${word.slice(0, 6)}`);
  await expect(rowsOf(table(page, 'Ledger'))).toHaveCount(1);
  await expect(rowsOf(table(page, 'Ledger')).first()).toContainText(operator);
});

test('a reversed date range is refused beside its field, never read as everything', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  await page.goto('/ledger');
  await page.getByLabel('From', { exact: true }).fill('2026-03-05');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await expect(page).toHaveURL(/from=2026-03-05&to=2026-03-01/);
  await expect(page.getByText('To must not be before from.')).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('Problem loading ledger.');
  await expect(table(page, 'Ledger')).toHaveCount(0);

  await page.getByLabel('From', { exact: true }).fill('2026-02-26');
  await expect(page.getByText('To must not be before from.')).toHaveCount(0);
  await expect(page.getByLabel('To', { exact: true })).not.toHaveAttribute('aria-invalid');
});

test(
  'Lists › Mixtures finds a mixture by its id or its SKU name, with units beside quantities',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord();
    const sku = await skuIn(request, `${word} Crème de rose`, 'kg');
    const bin = await api.newBin();
    const batch = await api.newBatch({ sku_id: sku });
    await api.receive({ bin, item: batch, quantity: 2.5 });
    const mix = freshId('MIX');
    await posted(request, '/api/mixtures', {
      mix_id: mix,
      sku_id: sku,
      bin_id: bin,
      components: [{ batch_id: batch, quantity: 2.5 }],
      created_by: 'e2e',
    });

    await page.goto('/');
    if (await page.getByRole('button', { name: /menu/i }).isVisible()) await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Lists' }).click();
    await page.getByRole('link', { name: 'Mixtures' }).click();
    await expect(page).toHaveURL('/mixtures');
    await expect(page.getByRole('heading', { name: 'Mixtures' })).toBeVisible();

    const rows = rowsOf(table(page, 'Mixtures'));
    await page.getByRole('searchbox', { name: 'Id or SKU' }).fill(`${word} creme`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(mix);
    await expect(rows.first()).toContainText(`${word} Crème de rose`);
    await expect(rows.first()).toContainText(bin);
    await expect(rows.first()).toContainText('2.5 kg');

    await page.getByRole('searchbox', { name: 'Id or SKU' }).fill(mix);
    await expect(page).toHaveURL(`/mixtures?text=${mix}`);
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('link', { name: mix }).click();
    await expect(page).toHaveURL(`/mixture/${mix}`);

    await page.goto(`/mixtures?text=${uniqueWord()}`);
    await expect(page.getByText('No mixtures match.')).toBeVisible();
  },
);
