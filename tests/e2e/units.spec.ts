import { expect, test } from './fixtures';
import { createWithSuggestion } from './support/data';
import { narrowHomeFeedToBin } from './support/history';
import { newMixture } from './support/mixtures';

test('a SKU made in kg shows 0 kg on hand, takes 2.5 through Receive, and keeps its unit once stocked', async ({
  page,
  api,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of (400|409)/);
  const bin = await api.newBin();
  await page.goto('/new/sku');
  await expect(page.getByLabel('Unit')).toHaveValue('ea');
  const sku = await createWithSuggestion(page, consoleErrors, 'SKU', async () => {
    await page.getByLabel('Name', { exact: true }).fill('Shea butter, bulk');
    await page.getByLabel('Unit').selectOption('kg');
  });
  await page.goto(`/sku/${sku}`);
  await expect(page.getByRole('definition').filter({ hasText: /^kg$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^0 kg$/ })).toBeVisible();

  await page.goto(`/receive?into=${bin}&item=${sku}`);
  await page.getByLabel('Quantity').fill('2.5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Success.');
  expect(await api.binContents(bin)).toEqual({ [sku]: 2.5 });
  await page.goto(`/sku/${sku}`);
  await expect(page.getByRole('definition').filter({ hasText: /^2\.5 kg$/ })).toBeVisible();

  // With stock booked in kg, the unit may no longer change: the server's reason shows on the field.
  await page.goto(`/sku/${sku}/edit`);
  await expect(page.getByLabel('Unit')).toHaveValue('kg');
  await page.getByLabel('Unit').selectOption('g');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`must stay kg: ${sku} has stock history`)).toBeVisible();
  await expect(page.getByLabel('Unit')).toHaveAttribute('aria-invalid', 'true');
});

test('Receive refuses a fraction of an item counted in ea, with the reason on Quantity', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const bin = await api.newBin();
  const sku = await api.newSku();
  await page.goto(`/receive?into=${bin}&item=${sku}`);
  await page.getByLabel('Quantity').fill('1.5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`must be a whole number: ${sku} is counted in ea`)).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  expect(await api.binContents(bin)).toEqual({});
});

test('stock forms show the item unit beside Quantity and name it in the toast', async ({ page, api, request }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Jojoba oil' });
  expect((await request.patch(`/api/sku/${sku}`, { data: { unit: 'L' } })).ok()).toBe(true);

  // Move asks for the item first: before a bin is known, the hint still says the unit.
  await page.goto(`/move?item=${sku}`);
  await expect(page.getByText(`SKU: Jojoba oil · in L`)).toBeVisible();

  await page.goto(`/receive?into=${bin}&item=${sku}`);
  await expect(page.getByText(`SKU: Jojoba oil · 0 L in ${bin}`)).toBeVisible();
  // The unit also stands right beside the Quantity box.
  await expect(page.getByLabel('Quantity').locator('xpath=following-sibling::*[1]')).toHaveText('L');
  await page.getByLabel('Quantity').fill('1250.125');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success. Added 1,250.125 L, ${sku} (Jojoba oil), to ${bin}X`);

  await page.goto(`/release?from=${bin}&item=${sku}`);
  await expect(page.getByText(`SKU: Jojoba oil · 1,250.125 L in ${bin}`)).toBeVisible();
  await page.getByLabel('Quantity').fill('0.125');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success, Released 0.125 L, ${sku} (Jojoba oil), from ${bin}X`);
  expect(await api.binContents(bin)).toEqual({ [sku]: 1250 });
});

test('a SKU page and its batch page show their stock history in the SKU unit', async ({ page, api, request }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Cocoa butter' });
  expect((await request.patch(`/api/sku/${sku}`, { data: { unit: 'g' } })).ok()).toBe(true);
  const batch = await api.newBatch({ sku_id: sku, name: 'Cocoa lot 7' });
  await api.receive({ bin, item: sku, quantity: 1500.5 });
  await api.receive({ bin, item: batch, quantity: 0.25 });

  await page.goto(`/sku/${sku}`);
  const history = page.getByRole('table', { name: 'Stock history' });
  await expect(history.getByRole('cell').filter({ hasText: / g$/ })).toHaveText(['0.25 g', '1,500.5 g']);

  await page.goto(`/batch/${batch}`);
  await expect(page.getByRole('table', { name: 'Stock history' }).getByRole('cell').filter({ hasText: / g$/ })).toHaveText(['0.25 g']);
});

test("Home's recent activity names each quantity with its unit", async ({ page, api, request }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Beeswax pellets' });
  expect((await request.patch(`/api/sku/${sku}`, { data: { unit: 'kg' } })).ok()).toBe(true);
  await api.receive({ bin, item: sku, quantity: 2.5 });
  await narrowHomeFeedToBin(page, bin);
  await page.goto('/');
  const entry = page.getByRole('list', { name: 'Recent stock changes' }).getByRole('listitem').filter({ hasText: sku });
  await expect(entry).toContainText(`Received 2.5 kg of ${sku} (Beeswax pellets) into ${bin}`);
});

test('a mixture in a stock form names its unit in the hint and in the toast', { tag: '@phone' }, async ({ page, api, request }) => {
  const { mix, bin } = await newMixture(request, api, [3, 2]);
  await page.goto(`/release?from=${bin}&item=${mix}&quantity=1`);
  await expect(page.getByText(`· 5 ea in ${bin}`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`Released 1 ea, ${mix}`);
});
