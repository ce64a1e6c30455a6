import { expect, test } from './fixtures';
import { scanWithWedge } from './support/wedge';

/** An id far past the suggested ones, as on a roll of pre-printed labels. */
const unusedBin = () => `BIN${String(900000 + Math.floor(Math.random() * 99999)).padStart(6, '0')}`;

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

test('New Bin claims scans: a pre-printed bin label fills the label, another label is refused, nothing navigates', async ({ page, api }) => {
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
