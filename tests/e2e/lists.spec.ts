import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { manySkus, rowsOf, uniqueWord } from './support/data';

const table = (page: Page, name: string) => page.getByRole('table', { name });

/** The file Export CSV downloads, as text. */
async function exportedCsv(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return fs.readFileSync(await (await download).path(), 'utf8');
}

test('bins list, sort by name either way and filter by text kept in the URL', { tag: '@phone' }, async ({ page, api, request }) => {
  const word = uniqueWord();
  const names = [`${word} beta`, `${word} Alpha`, `${word} gamma`];
  const bins: string[] = [];
  for (const name of names) {
    const bin = await api.newBin();
    expect((await request.patch(`/api/bin/${bin}`, { data: { name, zone: 'North' } })).ok()).toBe(true);
    bins.push(bin);
  }
  await page.goto('/');
  const menu = page.getByRole('button', { name: /menu/i });
  // On a busy machine a tap can land before the app has started: tap again until the menu opens.
  if (await menu.isVisible())
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
  await page.getByRole('button', { name: 'Lists' }).click();
  await page.getByRole('link', { name: 'Bins' }).click();
  await expect(page).toHaveURL('/bins');

  await page.getByRole('searchbox', { name: 'Id or name' }).fill(word.toUpperCase());
  await page.getByRole('searchbox', { name: 'Id or name' }).press('Enter');
  await expect(page).toHaveURL(`/bins?text=${word.toUpperCase()}`);
  const rows = rowsOf(table(page, 'Bins'));
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(bins[0] ?? '');
  await expect(rows.first()).toContainText('North');

  const nameHeader = table(page, 'Bins').getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.locator('td:nth-child(2)')).toHaveText([names[1], names[0], names[2]].map(String));
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/order=desc/);
  await expect(rows.locator('td:nth-child(2)')).toHaveText([names[2], names[0], names[1]].map(String));

  await page.reload();
  await expect(rows.locator('td:nth-child(2)')).toHaveText([names[2], names[0], names[1]].map(String));
  await rows.first().getByRole('link', { name: bins[2] }).click();
  await expect(page).toHaveURL(`/bin/${bins[2]}`);
});

test(
  'SKU list pages, and Export CSV downloads every row the filter matches, whatever the page shown',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord();
    const skus = await manySkus(request, api, 22, (n) => `${word} Crème ${String(n).padStart(2, '0')}`);
    const bin = await api.newBin();
    await api.receive({ bin, item: skus[21] ?? '', quantity: 3 });

    await page.goto(`/skus?text=${word}`);
    const rows = rowsOf(table(page, 'SKUs'));
    await expect(rows).toHaveCount(20);
    await expect(page.getByText('1–20 of 22')).toBeVisible();
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page).toHaveURL(`/skus?text=${word}&start=20`);
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('21–22 of 22')).toBeVisible();
    await expect(rows.last()).toContainText('3 ea');

    const lines = (await exportedCsv(page)).split('\r\n');
    expect(lines[0]).toBe('\uFEFF"SKU","Name","On hand","Unit"');
    expect(lines.slice(1, -1)).toHaveLength(22);
    expect(lines[1]).toBe(`"${skus[0]}","${word} Crème 01","0","ea"`);
    expect(lines[22]).toBe(`"${skus[21]}","${word} Crème 22","3","ea"`);
  },
);

test('batches list filters by SKU, shows each SKU with its name and quantities with their unit, sorts newest first', async ({
  page,
  api,
  request,
}) => {
  const word = uniqueWord();
  const sku = await api.newSku({ name: `${word} shea` });
  expect((await request.patch(`/api/sku/${sku}`, { data: { unit: 'kg' } })).ok()).toBe(true);
  const first = await api.newBatch({ sku_id: sku, name: `${word} lot 1` });
  const second = await api.newBatch({ sku_id: sku, name: `${word} lot 2` });
  await api.newBatch({ name: `${word} loose` });
  await api.receive({ bin: await api.newBin(), item: first, quantity: 2.5 });

  await page.goto(`/batches?text=${word}`);
  const rows = rowsOf(table(page, 'Batches'));
  await expect(rows).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${word} shea`);
  await expect(rows.first()).toContainText('2.5 kg');
  await table(page, 'Batches').getByRole('button', { name: 'Created' }).click();
  await table(page, 'Batches').getByRole('button', { name: 'Created' }).click();
  await expect(table(page, 'Batches').getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.locator('td:first-child')).toHaveText([second, first]);

  const csv = await exportedCsv(page);
  expect(csv.split('\r\n')[0]).toBe('\uFEFF"Batch","Name","SKU","SKU name","On hand","Unit","Created"');
  expect(csv.split('\r\n')).toHaveLength(4);
  expect(csv).toContain(`"${first}","${word} lot 1","${sku}","${word} shea","2.5","kg"`);
});

test(
  'ledger filters by operator and change, and a bad id in a filter says what is wrong',
  { tag: '@phone' },
  async ({ page, api, consoleErrors }) => {
    consoleErrors.allow(/status of 400/);
    const operator = `Op ${uniqueWord()}`;
    const [from, to] = [await api.newBin(), await api.newBin()];
    const sku = await api.newSku();
    await api.receive({ bin: from, item: sku, quantity: 5, operator });
    await api.move({ from, to, item: sku, quantity: 2, operator });
    await api.release({ bin: to, item: sku, quantity: 1, operator, note: 'sample' });

    await page.goto('/ledger');
    await page.getByRole('searchbox', { name: 'Operator' }).fill(operator.toLowerCase());
    await page.getByRole('searchbox', { name: 'Operator' }).press('Enter');
    const rows = rowsOf(table(page, 'Ledger'));
    await expect(rows).toHaveCount(3);
    await expect(rows.locator('td:nth-child(2)')).toHaveText(['Release', 'Move', 'Receive']);
    await expect(rows.nth(1)).toContainText(`${from}`);
    await expect(rows.nth(1)).toContainText('2 ea');

    await page.getByRole('combobox', { name: 'Change' }).selectOption('move');
    await expect(page).toHaveURL(/kind=move/);
    await expect(rows).toHaveCount(1);
    await table(page, 'Ledger').getByRole('button', { name: 'When' }).click();
    await expect(table(page, 'Ledger').getByRole('columnheader', { name: 'When' })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('combobox', { name: 'Change' }).selectOption('');
    await expect(rows).toHaveCount(3);
    const csv = await exportedCsv(page);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"When","Change","Item","Item name","From","From name","To","To name","Quantity","Unit","Operator","Note"');
    expect(lines.slice(1, 4).map((line) => line.split('","')[1])).toEqual(['Receive', 'Move', 'Release']);

    await page.getByRole('searchbox', { name: 'Bin' }).fill('SKU1');
    await page.getByRole('searchbox', { name: 'Bin' }).press('Enter');
    await expect(page.getByText("Bin must start with 'BIN' followed by 1 to 9 digits.")).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Bin' })).toHaveAttribute('aria-invalid', 'true');
  },
);

/** The browser's own today, tomorrow and yesterday, as a date field takes them. */
const browserDays = (page: Page) =>
  page.evaluate(() => {
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    return { today: day(0), tomorrow: day(1), yesterday: day(-1) };
  });

test('the ledger filters by bin, by item and by a span of days', { tag: '@phone' }, async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const operator = `Op ${uniqueWord()}`;
  const [first, second] = [await api.newBin(), await api.newBin()];
  const [sku, batch] = [await api.newSku(), await api.newBatch()];
  await api.receive({ bin: first, item: sku, quantity: 5, operator });
  await api.receive({ bin: second, item: batch, quantity: 2, operator });
  await api.move({ from: first, to: second, item: sku, quantity: 1, operator });

  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}`);
  const rows = rowsOf(page.getByRole('table', { name: 'Ledger' }));
  await expect(rows).toHaveCount(3);

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('searchbox', { name: 'Bin' }).fill(first);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`bin=${first}`));
  await expect(rows.locator('td:nth-child(2)')).toHaveText(['Move', 'Receive']);

  await filters.getByRole('searchbox', { name: 'Bin' }).fill('');
  await filters.getByRole('searchbox', { name: 'Item' }).fill(batch);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2 ea');

  const { today, tomorrow, yesterday } = await browserDays(page);
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}`);
  await filters.getByLabel('From', { exact: true }).fill(today);
  await filters.getByLabel('To', { exact: true }).fill(today);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(rows).toHaveCount(3);
  // Later days, as the URL keeps them.
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}&from=${tomorrow}`);
  await expect(filters.getByLabel('From', { exact: true })).toHaveValue(tomorrow);
  await expect(page.getByText('No stock changes match.')).toBeVisible();
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}&to=${yesterday}`);
  await expect(page.getByText('No stock changes match.')).toBeVisible();
  // A span picked backwards (From after To) is refused beside To, never read as no span.
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}&from=${tomorrow}&to=${yesterday}`);
  await expect(page.getByText('To must not be before from.')).toBeVisible();
  await expect(rows).toHaveCount(0);
});
