import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueWord } from './support/data';
import { narrowHomeFeedToBin } from './support/history';

async function nameBin(request: APIRequestContext, bin: string, name: string): Promise<void> {
  const response = await request.patch(`/api/bin/${bin}`, { data: { name } });
  expect(response.ok()).toBe(true);
}

test('receive prefilled from the URL adds stock and keeps the bin for the next item', { tag: '@phone' }, async ({ page, api }) => {
  const bin = await api.newBin();
  const batch = await api.newBatch({ name: 'Argan oil lot A12' });
  await page.goto(`/receive?into=${bin}&item=${batch}&quantity=3`);
  await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
  await expect(page.getByLabel('Item Label')).toHaveValue(batch);
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  await expect(page.getByText(`Batch: Argan oil lot A12 · 0 ea in ${bin}`)).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success. Added 3 ea, ${batch} (Argan oil lot A12), to ${bin}X`);
  expect(await api.binContents(bin)).toEqual({ [batch]: 3 });
  await expect(page).toHaveURL(/\/receive$/);
  await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
  await expect(page.getByLabel('Item Label')).toHaveValue('');
  await expect(page.getByLabel('Item Label')).toBeFocused();
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
});

test('release takes stock out, and a release beyond stock is refused with the amount available', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const bin = await api.newBin();
  const sku = await api.newSku();
  await api.receive({ bin, item: sku, quantity: 5 });
  await page.goto(`/release?from=${bin}&item=${sku}`);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success, Released 2 ea, ${sku} (Test SKU ${sku}), from ${bin}X`);
  expect(await api.binContents(bin)).toEqual({ [sku]: 3 });

  await page.getByLabel('Item Label').fill(sku);
  await page.getByLabel('Quantity').fill('9');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('There is not that much available.X');
  await expect(page.getByText('requested 9 ea, but only 3 ea is available')).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveValue('9');
  expect(await api.binContents(bin)).toEqual({ [sku]: 3 });
});

test('move sends units from the source to the destination', async ({ page, api }) => {
  const [from, to] = [await api.newBin(), await api.newBin()];
  const batch = await api.newBatch();
  await api.receive({ bin: from, item: batch, quantity: 4 });
  await page.goto('/move');
  // Item, Source, Destination and Quantity, then who and why.
  await expect(page.getByRole('textbox')).toHaveCount(6);
  await page.getByLabel('Item', { exact: true }).fill(batch);
  await page.getByLabel('Source').fill(from);
  await page.getByLabel('Destination').fill(to);
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success. Moved 3 ea, ${batch} (Test batch ${batch}) from ${from} to ${to}X`);
  expect(await api.binContents(from)).toEqual({ [batch]: 1 });
  expect(await api.binContents(to)).toEqual({ [batch]: 3 });
});

test('the form checks labels and quantities before sending, and names missing bins', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await page.goto('/receive');
  await page.getByLabel('Bin Label').fill('SKU1');
  await page.getByLabel('Item Label').fill('hello');
  await page.getByLabel('Quantity').fill('1.2345');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("must start with 'BIN' followed by 1 to 9 digits")).toBeVisible();
  await expect(page.getByText("must start with 'SKU', 'BAT' or 'MIX' followed by 1 to 9 digits")).toBeVisible();
  await expect(page.getByText('Enter a number with at most 3 decimals.')).toBeVisible();

  const sku = await api.newSku();
  await page.getByLabel('Bin Label').fill('BIN990001');
  await expect(page.getByText('No such bin.')).toBeVisible();
  await page.getByLabel('Item Label').fill(sku);
  await page.getByLabel('Quantity').fill('1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Not found. No bin BIN990001.X');
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

  await narrowHomeFeedToBin(page, bin);
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
