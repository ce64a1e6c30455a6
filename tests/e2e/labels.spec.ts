import { sizeOf } from '../../src/shared/label-payload';
import { readLabels } from '../support/decode-barcodes';
import { expect, test } from './fixtures';
import { scanWithWedge } from './support/wedge';

test('a batch page leads to its label: both barcodes, the id and the name', { tag: '@phone' }, async ({ page, api }) => {
  const batch = await api.newBatch({ name: 'Blue enamel, spring run' });
  await page.goto(`/batch/${batch}`);
  await page.getByRole('link', { name: 'Labels', exact: true }).click();
  await expect(page).toHaveURL(`/labels?ids=${batch}`);

  const preview = page.getByRole('region', { name: 'Label preview' });
  for (const image of [
    preview.getByRole('img', { name: `QR code of ${batch}` }),
    preview.getByRole('img', { name: `Code 128 of ${batch}` }),
  ]) {
    await expect(image).toBeVisible();
    // The image really drew: a broken data URL has no natural size.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(preview.getByText('Blue enamel, spring run')).toBeVisible();
  await expect(preview.locator(`[data-label="${batch}"]`)).toContainText(batch);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    new RegExp(`^/api/labels\\.pdf\\?ids=${batch}&size=`),
  );
  await expect(page.getByRole('link', { name: 'Download ZPL' })).toHaveAttribute(
    'href',
    new RegExp(`^/api/labels\\.zpl\\?ids=${batch}&.*dpi=203`),
  );
});

test('labels are added by typing or pasting, removed, and an unknown one is marked', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const [bin, sku] = [await api.newBin(), await api.newSku({ name: 'Hex bolts' })];
  await page.goto('/labels');
  await expect(page.getByText('No labels yet.')).toBeVisible();

  const add = page.getByLabel('Add labels');
  await add.fill(`${bin.toLowerCase()}, ${sku} nonsense`);
  await add.press('Enter');
  const list = page.getByRole('list', { name: 'Labels to print' });
  await expect(list.getByRole('listitem')).toHaveText([`${bin}×`, `${sku}×`]);
  await expect(page.getByText('Not a label: nonsense')).toBeVisible();
  await expect(page).toHaveURL(`/labels?ids=${bin}%2C${sku}`);
  await expect(page.getByText('2 labels on 1 page')).toBeVisible();

  await add.fill('BAT9999999');
  await add.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('No BAT9999999. Remove the marked labels to print the rest.');
  await expect(list.getByRole('listitem').nth(2)).toContainText('does not exist');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();

  await page.getByRole('button', { name: 'Remove BAT9999999' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Label preview' }).getByRole('img', { name: `QR code of ${sku}` })).toBeVisible();
});

test('a label scanned on the label screen joins the list instead of opening its page', { tag: '@phone' }, async ({ page, api }) => {
  const [first, second] = [await api.newBin(), await api.newBatch({ name: 'Scanned in' })];
  await page.goto(`/labels?ids=${first}`);
  await expect(page.getByRole('region', { name: 'Label preview' }).getByRole('img', { name: `QR code of ${first}` })).toBeVisible();
  // With focus on no field, as a handheld scanner is used.
  await scanWithWedge(page, second);
  await expect(page.getByRole('list', { name: 'Labels to print' }).getByRole('listitem')).toHaveText([`${first}×`, `${second}×`]);
  await expect(page).toHaveURL(/\/labels\?/);
  await expect(page.getByRole('region', { name: 'Label preview' }).getByText('Scanned in')).toBeVisible();
});

test('the chosen size lays out the pages and is remembered for next time', async ({ page, api }) => {
  const bin = await api.newBin();
  await page.goto(`/labels?ids=${bin},${bin},${bin}`);
  await page.getByLabel('Label size').selectOption('62x29');
  await expect(page).toHaveURL(new RegExp('size=62x29'));
  await expect(page.getByRole('group', { name: /^Page \d of 3$/ })).toHaveCount(3);
  await page.goto(`/labels?ids=${bin}`);
  await expect(page.getByLabel('Label size')).toHaveValue('62x29');
});

test('printing a sheet of 12 batch labels from the browser gives pages whose barcodes decode back', async ({ page, api }) => {
  const batches: string[] = [];
  for (let n = 1; n <= 12; n++) batches.push(await api.newBatch({ name: `Print run ${n}` }));
  await page.goto(`/labels?ids=${batches.join(',')}&size=a4-3x8`);
  await expect(page.getByText('12 labels on 1 page')).toBeVisible();
  // page.pdf prints with the print stylesheet and @page size, as the Print button's dialog would.
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const { pages, reads } = readLabels(pdf, sizeOf('a4-3x8'), 12);
  expect(pages).toBe(1);
  expect(reads).toEqual(batches.map((id) => [id, id]));
});
