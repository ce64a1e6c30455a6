import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueWord } from './support/data';

/** Issue 20 item 5: a file as Excel saves it, imported as a clerk would. */

/** Seven-digit ids: unique per run, and past the six digits the next-id suggestion follows. */
const sevenDigitId = (prefix: 'SKU') => `${prefix}${1_000_000 + Math.floor(Math.random() * 8_999_999)}`;

const chooseFile = (page: Page, name: string, buffer: Buffer) =>
  page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer });

test('an Excel CSV in Windows-1252 keeps "Crème" in the preview and after the import, and rows without an id get the next free ids', async ({
  page,
}) => {
  const word = uniqueWord();
  // What Excel's "CSV (Comma delimited)" writes on a European Windows: semicolons, CRLF, Windows-1252 (è is the one byte 0xE8).
  const bytes = Buffer.from(`SKU id;Name;Unit\r\n;Crème ${word};KG\r\n;Lotion ${word};Kg\r\n`, 'latin1');
  expect(bytes.includes(0xe8)).toBe(true);
  await page.goto('/import');
  await page.getByLabel('What the file holds').selectOption('skus');
  await chooseFile(page, 'excel.csv', bytes);

  await expect(page.getByText('The file is not UTF-8, so it was read as Windows-1252')).toBeVisible();
  await expect(page.getByText('All 2 rows are ready to import.')).toBeVisible();
  const preview = page.getByRole('table', { name: 'First rows of the file' });
  await expect(preview.getByRole('cell', { name: `Crème ${word}` })).toBeVisible();
  await expect(preview.getByText('(next free id)')).toHaveCount(2);
  await expect(preview).not.toContainText('\uFFFD');

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported 2 SKUs.')).toBeVisible();
  await expect(page.getByText('Rows without an id were given the next free ones:')).toBeVisible();
  const given = page.getByRole('listitem').filter({ hasText: 'Line 2:' }).getByRole('link');
  const id = (await given.textContent()) ?? '';
  expect(id).toMatch(/^SKU\d{6}$/);
  await given.click();
  await expect(page).toHaveURL(`/sku/${id}`);
  await expect(page.getByRole('main')).toContainText(`Crème ${word}`);
  await expect(page.getByRole('main')).toContainText('kg');
});

test(
  'every problem names its line and column as the file has them, and a refused value shows as written',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord();
    const taken = sevenDigitId('SKU');
    // Line 4 is the blank row a spreadsheet leaves; it still counts.
    const skus = `Product code,Name,Unit\n${taken},Oil ${word},kg\n${sevenDigitId('SKU')},,kg\n,,\n${taken},Oil again ${word},kg\n`;
    await page.goto('/import');
    await page.getByLabel('What the file holds').selectOption('skus');
    await chooseFile(page, 'skus.csv', Buffer.from(skus, 'utf8'));
    await page.getByLabel('SKU id').selectOption('Product code');
    const noName = page.getByText('Line 3, column Name: a SKU needs a name.');
    const twice = page.getByText(`Line 5, column Product code: ${taken} is already on line 2.`);
    await expect(noName).toBeVisible();
    await expect(twice).toBeVisible();
    await expect(page.getByText('required key not provided')).toHaveCount(0);
    // On a phone the SKU preview is wider than the screen; its messages still wrap inside what shows of it.
    const width = page.viewportSize()?.width ?? 0;
    for (const message of [noName, twice]) {
      const box = await message.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${await message.textContent()} at ${JSON.stringify(box)}`).toBe(true);
    }

    const sku = sevenDigitId('SKU');
    expect((await request.post('/api/skus', { data: { id: sku, name: `Oil ${word}`, unit: 'kg' } })).ok()).toBe(true);
    const bin = await api.newBin();
    await page.getByLabel('What the file holds').selectOption('stock');
    await chooseFile(page, 'stock.csv', Buffer.from(`Bin,Item,Quantity\n${bin},${sku},1.2345\n`, 'utf8'));
    const preview = page.getByRole('table', { name: 'First rows of the file' });
    await expect(preview.getByRole('cell', { name: '1.2345', exact: true })).toBeVisible();
    await expect(page.getByText('Line 2, column Quantity: must have at most 3 decimal places.')).toBeVisible();
    await expect(preview).not.toContainText('1.235');
  },
);
