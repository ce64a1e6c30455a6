import { expect, test } from './fixtures';
import { uniqueCode } from './support/api';
import { binOfBatches } from './support/mixtures';
import { scanWithWedge } from './support/wedge';

/** An id far past the suggested ones, as on a roll of pre-printed labels. */
const unused = (prefix: 'BIN' | 'SKU' | 'BAT' | 'CUS') => `${prefix}${String(900000 + Math.floor(Math.random() * 99999)).padStart(6, '0')}`;
const unusedBin = () => unused('BIN');

test('a scanned bin label not in use offers to create it, and New Bin opens with it', { tag: '@phone' }, async ({ page, api }) => {
  const label = unusedBin();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Lotline' }).click();
  await scanWithWedge(page, label);
  await expect(page.getByRole('alert')).toContainText(`${label} is not in use: create it?`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(`/new/bin?id=${label}`);
  await expect(page.getByLabel('Bin Label')).toHaveValue(label);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`${label} created`);
  expect(await api.binContents(label)).toEqual({});
});

test('a scanned customer label not in use offers to create it, and New Customer opens with it', async ({ page }) => {
  const label = unused('CUS');
  await page.goto('/');
  await page.getByRole('heading', { name: 'Lotline' }).click();
  await scanWithWedge(page, label);
  await expect(page.getByRole('alert')).toContainText(`${label} is not in use: create it?`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(`/new/customer?id=${label}`);
  await expect(page.getByLabel('Customer Label')).toHaveValue(label);
  await page.getByLabel('Name').fill('Spa by the label');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`${label} created`);
});

test('New Bin claims scans: a pre-printed bin label fills the label, another label is refused, nothing navigates', async ({
  page,
  api,
}) => {
  const label = unusedBin();
  await page.goto('/new/bin');
  await page.getByRole('heading', { name: 'New Bin' }).click();
  await scanWithWedge(page, label);
  await expect(page.getByLabel('Bin Label')).toHaveValue(label);
  const sku = await api.newSku();
  await scanWithWedge(page, sku);
  await expect(page.getByRole('alert')).toHaveText(`${sku} is not a bin label.X`);
  await expect(page).toHaveURL('/new/bin');
  await expect(page.getByLabel('Bin Label')).toHaveValue(label);
});

test('New Batch claims scans: ?id= fills the label, a SKU label or code the parent, a code in a code row stays, another label is refused', async ({
  page,
  api,
}) => {
  const label = unused('BAT');
  const code = uniqueCode();
  const [skuByLabel, skuByCode] = [await api.newSku(), await api.newSku({ owned_codes: [code] })];
  await page.goto(`/new/batch?id=${label}`);
  await expect(page.getByLabel('Batch Label')).toHaveValue(label);
  await page.getByRole('heading', { name: 'New Batch' }).click();
  await scanWithWedge(page, skuByLabel);
  await expect(page.getByLabel('Parent Sku')).toHaveValue(skuByLabel);
  await scanWithWedge(page, code);
  await expect(page.getByLabel('Parent Sku')).toHaveValue(skuByCode);
  const batchCode = uniqueCode();
  await page.getByRole('textbox', { name: 'Code 1', exact: true }).focus();
  await scanWithWedge(page, batchCode);
  await expect(page.getByRole('textbox', { name: 'Code 1', exact: true })).toHaveValue(batchCode);
  await expect(page.getByLabel('Parent Sku')).toHaveValue(skuByCode);
  const bin = await api.newBin();
  await scanWithWedge(page, bin);
  await expect(page.getByRole('alert')).toHaveText(`${bin} is not a SKU or batch label.X`);
  await expect(page).toHaveURL(`/new/batch?id=${label}`);
  await expect(page.getByLabel('Batch Label')).toHaveValue(label);
});

test('New SKU claims scans: ?id= fills the label, a SKU label replaces it, another label is refused, nothing navigates', async ({
  page,
  api,
}) => {
  const [label, other] = [unused('SKU'), unused('SKU')];
  await page.goto(`/new/sku?id=${label}`);
  await expect(page.getByLabel('Sku Label')).toHaveValue(label);
  await page.getByRole('heading', { name: 'New SKU' }).click();
  await scanWithWedge(page, other);
  await expect(page.getByLabel('Sku Label')).toHaveValue(other);
  const batch = await api.newBatch();
  await scanWithWedge(page, batch);
  await expect(page.getByRole('alert')).toHaveText(`${batch} is not a SKU label.X`);
  await expect(page).toHaveURL(`/new/sku?id=${label}`);
});

test(
  'Labels claims scans: a label or a code adds its item to the list, an unknown code is refused, nothing navigates',
  { tag: '@phone' },
  async ({ page, api }) => {
    const code = uniqueCode();
    const [bin, batch] = [await api.newBin(), await api.newBatch({ owned_codes: [code] })];
    await page.goto('/labels');
    await page.getByLabel('Add labels').focus();
    await scanWithWedge(page, bin);
    await scanWithWedge(page, code);
    const list = page.getByRole('list', { name: 'Labels to print' });
    await expect(list.getByRole('listitem')).toHaveText([new RegExp(bin), new RegExp(batch)]);
    await expect(page.getByLabel('Add labels')).toHaveValue('');
    const unknown = uniqueCode();
    await scanWithWedge(page, unknown);
    await expect(page.getByRole('alert')).toHaveText(`No item has the code ${unknown}.X`);
    await expect(page).toHaveURL(new RegExp(`^[^?]*/labels\\?`));
  },
);

test(
  'New Mixture claims a batch code scanned with work in progress: it adds the batch and never opens its page',
  { tag: '@phone' },
  async ({ page, api }) => {
    const { sku, bin, batches } = await binOfBatches(api, [6]);
    const [first] = batches as [string];
    const code = uniqueCode('SUP');
    const second = await api.newBatch({ sku_id: sku, associated_codes: [code] });
    await api.receive({ bin, item: second, quantity: 4 });
    await page.goto('/new/mixture');
    await expect(page.getByRole('heading', { level: 1, name: 'New Mixture' })).toBeVisible();
    await scanWithWedge(page, bin);
    await scanWithWedge(page, first);
    await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('6');
    // With no field focused, as a handheld scanner is used.
    await page.getByRole('heading', { level: 1, name: 'New Mixture' }).click();
    await scanWithWedge(page, code);
    await expect(page).toHaveURL('/new/mixture', { timeout: 2_000 });
    await expect(page.getByLabel(`Quantity of ${second}`)).toHaveValue('4');
  },
);
