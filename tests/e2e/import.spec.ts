import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rowsOf, uniqueWord } from './support/data';

/** Seven-digit ids: unique per run, and past the six digits the next-id suggestion follows. */
const newBinId = () => `BIN${1_000_000 + Math.floor(Math.random() * 8_999_999)}`;

const chooseCsv = (page: Page, text: string) =>
  page.getByLabel('CSV file').setInputFiles({ name: 'bins.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test('a CSV of bins: template, auto-mapped columns, a bad row named, fixed, imported and listed', { tag: '@phone' }, async ({ page }) => {
  const word = uniqueWord();
  const [first, second] = [newBinId(), newBinId()];
  await page.goto('/import');
  await expect(page.getByRole('heading', { name: 'Import CSV' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = fs.readFileSync(await (await download).path(), 'utf8');
  expect(template.split('\r\n')[0]).toBe('\uFEFF"Bin id","Name","Zone","Notes"');

  // Semicolons, and a header in other words than the template's.
  await chooseCsv(page, `bin label;name;area\n${first};${word} shelf A;North\nBIN12X;${word} shelf B;North\n`);
  await expect(page.getByLabel('Bin id', { exact: true })).toHaveValue('0');
  await expect(page.getByLabel('Zone')).toHaveValue('2');
  await expect(page.getByText('1 problem in the file.')).toBeVisible();
  await expect(page.getByText("Line 3, column bin label: must start with 'BIN' followed by 1 to 9 digits.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

  await chooseCsv(page, `bin label;name;area\n${first};${word} shelf A;North\n${second};${word} shelf B;North\n`);
  await expect(page.getByText('All 2 rows are ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported 2 bins.')).toBeVisible();

  await page.getByRole('link', { name: 'See the bins' }).click();
  await expect(page).toHaveURL('/bins');
  await page.getByRole('searchbox', { name: 'Id or name' }).fill(word);
  await page.getByRole('searchbox', { name: 'Id or name' }).press('Enter');
  const rows = rowsOf(page.getByRole('table', { name: 'Bins' }));
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: first })).toContainText('North');
});

test('opening stock shows every quantity with its unit and lands in the bin', async ({ page, api, request }) => {
  const bin = await api.newBin();
  const sku = `SKU${1_000_000 + Math.floor(Math.random() * 8_999_999)}`;
  expect((await request.post('/api/skus', { data: { id: sku, name: 'Import oil', unit: 'kg' } })).ok()).toBe(true);
  await page.goto('/import');
  await page.getByLabel('What the file holds').selectOption('stock');
  await chooseCsv(page, `Bin,Item (SKU or batch),Quantity\n${bin},${sku},"2,5"\n`);
  await expect(page.getByRole('cell', { name: '2.5 kg' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText('Imported 1 opening stock line.')).toBeVisible();
  await page.goto(`/bin/${bin}`);
  await expect(page.getByRole('main')).toContainText('2.5 kg');
});

test('a file larger than other requests may be (1,000 bins with long notes) is checked and imported whole', async ({ page }) => {
  const word = uniqueWord();
  const first = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const note = 'n'.repeat(300);
  const lines = Array.from({ length: 1000 }, (_, n) => `BIN${first + n},${word} ${n},Bulk,${note}`);
  await page.goto('/import');
  await chooseCsv(page, ['Bin id,Name,Zone,Notes', ...lines].join('\n'));
  await expect(page.getByText('All 1,000 rows are ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1,000 rows' }).click();
  await expect(page.getByText('Imported 1,000 bins.')).toBeVisible();
  await page.goto(`/bins?text=${word}`);
  await expect(page.getByRole('table', { name: 'Bins' })).toContainText(`BIN${first}`);
});
