import { expect, test } from './fixtures';
import { uniqueCode } from './support/api';
import { scanWithWedge } from './support/wedge';

test(
  'audit: owned, supplier and EAN codes count their item, scanned or typed, and nothing leaves the count',
  { tag: '@phone' },
  async ({ page, api }) => {
    const [owned, supplier, ean] = [
      uniqueCode('OWN'),
      uniqueCode('SUP'),
      `40${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`,
    ];
    const batch = await api.newBatch({ owned_codes: [owned], associated_codes: [supplier] });
    const sku = await api.newSku({ owned_codes: [ean] });
    const bin = await api.newBin();
    await page.goto('/audit');
    // The screen claims scans once it shows; a scan before that would open the bin's page.
    await expect(page.getByLabel('Bin Label')).toBeVisible();
    await scanWithWedge(page, bin);
    await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();

    for (let count = 0; count < 5; count++) await scanWithWedge(page, batch);
    await scanWithWedge(page, owned);
    await scanWithWedge(page, supplier);
    await scanWithWedge(page, ean);
    await expect(page.getByLabel(`Count of ${batch}`)).toHaveValue('7');
    await expect(page.getByLabel(`Count of ${sku}`)).toHaveValue('1');
    await expect(page).toHaveURL('/audit');

    await page.getByLabel('Item Label').fill(supplier);
    await page.getByLabel('Item Label').press('Enter');
    await expect(page.getByLabel(`Count of ${batch}`)).toHaveValue('8');
    await page.getByLabel('Item Label').fill(ean);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await expect(page.getByLabel(`Count of ${sku}`)).toHaveValue('2');

    // Another bin's label or an unknown code is refused, and the count stays.
    await scanWithWedge(page, await api.newBin());
    await expect(page.getByRole('alert')).toContainText('confirm this count, or change the bin, first');
    await scanWithWedge(page, 'NO-SUCH-CODE-1');
    await expect(page.getByRole('alert')).toHaveText('No item has the code NO-SUCH-CODE-1.X');
    await expect(page).toHaveURL('/audit');
    await expect(page.getByLabel(`Count of ${batch}`)).toHaveValue('8');

    await page.getByLabel('Operator').fill('Mara');
    await page.getByRole('button', { name: 'Confirm count' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Book adjustments' }).click();
    await expect(page.getByRole('list', { name: 'Audit summary' }).getByRole('listitem')).toHaveText([
      '0Matched',
      '0Over',
      '0Short',
      '2Unexpected',
    ]);
    expect(await api.binContents(bin)).toEqual({ [batch]: 8, [sku]: 2 });
  },
);

test('audit: Confirm count pressed right behind the scans waits for them, codes still being looked up included', async ({ page, api }) => {
  const code = uniqueCode('OWN');
  const batch = await api.newBatch({ owned_codes: [code] });
  const bin = await api.newBin();
  await api.receive({ bin, item: batch, quantity: 3 });
  await page.goto('/audit');
  // The screen claims scans once it shows; a scan before that would open the bin's page.
  await expect(page.getByLabel('Bin Label')).toBeVisible();
  await scanWithWedge(page, bin);
  await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();
  // Scanned with the operator's field in focus: the scans' characters leave it as it was.
  await page.getByLabel('Operator').fill('Mara');
  for (let count = 0; count < 3; count++) await scanWithWedge(page, code);
  await page.getByRole('button', { name: 'Confirm count' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Record audit' }).click();
  await expect(page.getByRole('list', { name: 'Audit summary' }).getByRole('listitem')).toHaveText([
    '1Matched',
    '0Over',
    '0Short',
    '0Unexpected',
  ]);
  expect(await api.binContents(bin)).toEqual({ [batch]: 3 });
});
