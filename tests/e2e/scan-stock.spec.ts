import { expect, test } from './fixtures';
import { scanWithWedge } from './support/wedge';

test('receive by wedge: a bin, a batch and Enter receive one', { tag: '@phone' }, async ({ page, api }) => {
  const bin = await api.newBin();
  const batch = await api.newBatch();
  await page.goto('/receive');
  await page.getByLabel('Bin Label').focus();
  await scanWithWedge(page, bin);
  await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
  await expect(page.getByLabel('Item Label')).toBeFocused();
  await scanWithWedge(page, batch);
  await expect(page.getByLabel('Item Label')).toHaveValue(batch);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Success. Added 1 ea, ${batch} (Test batch ${batch}), to ${bin}X`);
  expect(await api.binContents(bin)).toEqual({ [batch]: 1 });
});

test('receive by wedge: the same batch three times counts three', async ({ page, api }) => {
  const bin = await api.newBin();
  const batch = await api.newBatch();
  await page.goto('/receive');
  await page.getByLabel('Bin Label').focus();
  await scanWithWedge(page, bin);
  for (const count of ['1', '2', '3']) {
    await scanWithWedge(page, batch);
    await expect(page.getByLabel('Quantity')).toHaveValue(count);
  }
  await expect(page.getByText('Count mode: scanned 3 times.')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Success. Added 3 ea, ${batch} (Test batch ${batch}), to ${bin}X`);
  expect(await api.binContents(bin)).toEqual({ [batch]: 3 });
  // The bin stays for the next item.
  await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
});

test('a scan in the wrong field goes where it belongs', async ({ page, api }) => {
  const [from, to] = [await api.newBin(), await api.newBin()];
  const sku = await api.newSku();
  await page.goto('/move');
  await page.getByLabel('Item', { exact: true }).focus();
  await scanWithWedge(page, from);
  await expect(page.getByLabel('Source')).toHaveValue(from);
  await scanWithWedge(page, to);
  await expect(page.getByLabel('Destination')).toHaveValue(to);
  await scanWithWedge(page, sku);
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue(sku);
});

test('a product code fills the item it belongs to', async ({ page, api }) => {
  const code = `40${Date.now()}`.slice(0, 13);
  const sku = await api.newSku({ owned_codes: [code] });
  const bin = await api.newBin();
  await page.goto(`/receive?into=${bin}`);
  await page.getByLabel('Item Label').focus();
  await scanWithWedge(page, code);
  await expect(page.getByLabel('Item Label')).toHaveValue(sku);
});
