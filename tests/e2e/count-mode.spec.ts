import { expect, test } from './fixtures';
import { scanWithWedge } from './support/wedge';

/** A person typing: slower than any scanner. */
const PERSON_DELAY = 150;

test('an item label and Enter move to Quantity however the label came; the next Enter books it', async ({ page, api }) => {
  const [bin, typed, pasted] = [await api.newBin(), await api.newBatch(), await api.newBatch()];
  await page.goto(`/receive?into=${bin}`);
  const [item, quantity] = [page.getByLabel('Item Label'), page.getByLabel('Quantity')];

  await item.focus();
  await page.keyboard.type(typed, { delay: PERSON_DELAY });
  await page.keyboard.press('Enter');
  await expect(quantity).toBeFocused();
  await expect(item).toHaveValue(typed);
  expect(await api.binContents(bin)).toEqual({});
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Added 1 ea, ${typed}`);

  // Pasted (no keys at all): Enter still goes to Quantity first.
  await item.fill(pasted);
  await item.press('Enter');
  await expect(quantity).toBeFocused();
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Added 4 ea, ${pasted}`);
  expect(await api.binContents(bin)).toEqual({ [typed]: 1, [pasted]: 4 });
});

test('scanning another item in count mode books the count first and counts the new one', { tag: '@phone' }, async ({ page, api }) => {
  const [bin, first, second] = [await api.newBin(), await api.newBatch(), await api.newBatch()];
  await page.goto('/receive');
  await page.getByLabel('Bin Label').focus();
  await scanWithWedge(page, bin);
  for (let scan = 0; scan < 5; scan++) await scanWithWedge(page, first);
  await expect(page.getByText('Count mode: scanned 5 times.')).toBeVisible();

  await scanWithWedge(page, second);
  await expect(page.getByRole('status')).toContainText(`Added 5 ea, ${first}`);
  await expect(page.getByRole('status')).toContainText(`to ${bin}. The count was booked before counting ${second}.`);
  await expect(page.getByLabel('Item Label')).toHaveValue(second);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
  expect(await api.binContents(bin)).toEqual({ [first]: 5 });

  await scanWithWedge(page, second);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Added 2 ea, ${second}`);
  expect(await api.binContents(bin)).toEqual({ [first]: 5, [second]: 2 });
});

test('a count the form cannot book yet stays, and the scan of another item says so', async ({ page, api }) => {
  const [first, second] = [await api.newBatch(), await api.newBatch()];
  await page.goto('/move');
  await page.getByLabel('Item', { exact: true }).focus();
  for (let scan = 0; scan < 2; scan++) await scanWithWedge(page, first);
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await scanWithWedge(page, second);
  await expect(page.getByRole('alert')).toContainText(`The count is not booked: complete the form, then scan ${second} again.`);
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue(first);
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
});

test('an item measured in kg is not counted by scans: its quantity is asked for', async ({ page, api, request }) => {
  const sku = await api.newSku();
  expect((await request.patch(`/api/sku/${sku}`, { data: { unit: 'kg' } })).ok()).toBe(true);
  const [bin, drum] = [await api.newBin(), await api.newBatch({ sku_id: sku })];
  await page.goto(`/receive?into=${bin}`);
  await page.getByLabel('Item Label').focus();
  await scanWithWedge(page, drum);
  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('');
  await expect(page.getByText('Measured, not counted: enter the quantity.')).toBeVisible();
  await scanWithWedge(page, drum);
  await expect(page.getByRole('alert')).toContainText(`${drum} is measured in kg: enter its quantity`);
  await expect(quantity).toHaveValue('');
  await quantity.fill('12.5');
  await quantity.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Added 12.5 kg, ${drum}`);
  expect(await api.binContents(bin)).toEqual({ [drum]: 12.5 });
});

test('leaving Receive with a count and a note asks first', async ({ page, api }) => {
  const [bin, batch] = [await api.newBin(), await api.newBatch()];
  await page.goto(`/receive?into=${bin}`);
  await page.getByLabel('Note').fill('pallet 3');
  await page.getByLabel('Item Label').focus();
  for (let scan = 0; scan < 3; scan++) await scanWithWedge(page, batch);
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  const menu = page.getByRole('navigation', { name: 'Main' });

  const declined = page.waitForEvent('dialog');
  const home = menu.getByRole('link', { name: 'Home' }).click();
  const asked = await declined;
  expect([asked.type(), asked.message()]).toEqual(['confirm', 'Leave without saving changes?']);
  await asked.dismiss();
  await home;
  await expect(page).toHaveURL(`/receive?into=${bin}`);
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  await expect(page.getByLabel('Note')).toHaveValue('pallet 3');

  page.once('dialog', (dialog) => void dialog.accept());
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  expect(await api.binContents(bin)).toEqual({});
});
