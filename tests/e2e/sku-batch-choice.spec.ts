import { expect, test } from './fixtures';
import { scanWithWedge } from './support/wedge';

test(
  "release by SKU offers the SKU's batches the bin holds: one tap fills the item, and the release succeeds",
  { tag: '@phone' },
  async ({ page, api }) => {
    const bin = await api.newBin();
    const sku = await api.newSku({ name: 'Rosehip oil' });
    const [lot, otherLot] = [
      await api.newBatch({ sku_id: sku, name: 'Rosehip lot 7' }),
      await api.newBatch({ sku_id: sku, name: 'Rosehip lot 8' }),
    ];
    const stranger = await api.newBatch({ name: 'Unrelated lot' });
    await api.receive({ bin, item: lot, quantity: 5 });
    await api.receive({ bin, item: otherLot, quantity: 1 });
    await api.receive({ bin, item: stranger, quantity: 4 });

    // As the SKU page's Release leads here.
    await page.goto(`/release?item=${sku}`);
    const choice = page.getByRole('group', { name: `Batches of ${sku} in ${bin}` });
    await expect(choice).toHaveCount(0);
    await page.getByLabel('Bin Label').fill(bin);
    await expect(choice).toContainText(`${bin} has batches of ${sku} in stock. Which one?`);
    await expect(choice.getByRole('button')).toHaveText([
      `${lot} Rosehip lot 7 · 5 ea on hand`,
      `${otherLot} Rosehip lot 8 · 1 ea on hand`,
      `${sku} itself (no lot)`,
    ]);

    await choice.getByRole('button', { name: `${lot} Rosehip lot 7` }).click();
    await expect(page.getByLabel('Item Label')).toHaveValue(lot);
    await expect(choice).toHaveCount(0);
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText(`Released 2 ea, ${lot}`);
    expect(await api.binContents(bin)).toEqual({ [lot]: 3, [otherLot]: 1, [stranger]: 4 });
  },
);

test('receive by SKU: the SKU itself, said plainly, keeps the SKU and puts the question away', async ({ page, api }) => {
  const bin = await api.newBin();
  const sku = await api.newSku();
  const lot = await api.newBatch({ sku_id: sku });
  await api.receive({ bin, item: lot, quantity: 2 });
  await api.receive({ bin, item: sku, quantity: 1 });

  await page.goto(`/receive?into=${bin}&item=${sku}`);
  const choice = page.getByRole('group', { name: `Batches of ${sku} in ${bin}` });
  await choice.getByRole('button', { name: `${sku} itself (no lot) · 1 ea on hand` }).click();
  await expect(choice).toHaveCount(0);
  await expect(page.getByLabel('Item Label')).toHaveValue(sku);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`Added 1 ea, ${sku}`);
  expect(await api.binContents(bin)).toEqual({ [lot]: 2, [sku]: 2 });
});

test(
  "a SKU's barcode scanned on Receive asks which of its batches the bin holds, and books the one chosen",
  { tag: '@phone' },
  async ({ page, api }) => {
    const ean = `40${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    const sku = await api.newSku({ name: 'Argan oil', owned_codes: [ean] });
    const lot = await api.newBatch({ sku_id: sku, name: 'Argan lot 3' });
    const bin = await api.newBin();
    await api.receive({ bin, item: lot, quantity: 2 });

    await page.goto('/receive');
    await page.getByLabel('Bin Label').focus();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Item Label')).toBeFocused();
    await scanWithWedge(page, ean);
    await expect(page.getByLabel('Item Label')).toHaveValue(sku);
    const choice = page.getByRole('group', { name: `Batches of ${sku} in ${bin}` });
    await expect(choice).toContainText(`${bin} has batches of ${sku} in stock. Which one?`);
    await expect(choice.getByRole('button')).toHaveText([`${lot} Argan lot 3 · 2 ea on hand`, `${sku} itself (no lot)`]);
    expect(await api.binContents(bin)).toEqual({ [lot]: 2 });

    await choice.getByRole('button', { name: `${lot} Argan lot 3` }).click();
    await expect(page.getByLabel('Item Label')).toHaveValue(lot);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText(`Added 1 ea, ${lot}`);
    expect(await api.binContents(bin)).toEqual({ [lot]: 3 });
  },
);
