import { expect, test } from './fixtures';

test("release by SKU offers the SKU's batches the bin holds: one tap fills the item, and the release succeeds", { tag: '@phone' }, async ({ page, api }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Rosehip oil' });
  const [lot, otherLot] = [await api.newBatch({ sku_id: sku, name: 'Rosehip lot 7' }), await api.newBatch({ sku_id: sku, name: 'Rosehip lot 8' })];
  const stranger = await api.newBatch({ name: 'Unrelated lot' });
  await api.receive({ bin, item: lot, quantity: 5 });
  await api.receive({ bin, item: otherLot, quantity: 1 });
  await api.receive({ bin, item: stranger, quantity: 4 });

  // As the SKU page's Release leads here.
  await page.goto(`/release?item=${sku}`);
  const choice = page.getByRole('group', { name: `Batches of ${sku} in ${bin}` });
  await expect(choice).toHaveCount(0);
  await page.getByLabel('Bin Label').fill(bin);
  await expect(choice).toContainText(`${bin} holds batches of ${sku}. Which one?`);
  await expect(choice.getByRole('button')).toHaveText([`${lot} Rosehip lot 7 · 5 held`, `${otherLot} Rosehip lot 8 · 1 held`, `${sku} itself (no lot)`]);

  await choice.getByRole('button', { name: `${lot} Rosehip lot 7` }).click();
  await expect(page.getByLabel('Item Label')).toHaveValue(lot);
  await expect(choice).toHaveCount(0);
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`Released 2 ea, ${lot}`);
  expect(await api.binContents(bin)).toEqual({ [lot]: 3, [otherLot]: 1, [stranger]: 4 });
});

test('receive by SKU: the SKU itself, said plainly, keeps the SKU and puts the question away', async ({ page, api }) => {
  const bin = await api.newBin();
  const sku = await api.newSku();
  const lot = await api.newBatch({ sku_id: sku });
  await api.receive({ bin, item: lot, quantity: 2 });
  await api.receive({ bin, item: sku, quantity: 1 });

  await page.goto(`/receive?into=${bin}&item=${sku}`);
  const choice = page.getByRole('group', { name: `Batches of ${sku} in ${bin}` });
  await choice.getByRole('button', { name: `${sku} itself (no lot) · 1 held` }).click();
  await expect(choice).toHaveCount(0);
  await expect(page.getByLabel('Item Label')).toHaveValue(sku);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`Added 1 ea, ${sku}`);
  expect(await api.binContents(bin)).toEqual({ [lot]: 2, [sku]: 2 });
});
