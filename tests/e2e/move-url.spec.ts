import { expect, test } from './support/camera';
import { scanWithWedge } from './support/wedge';

test('a half-filled move survives a reload, and the reloaded form moves', { tag: '@phone' }, async ({ page, api }) => {
  const [from, to] = [await api.newBin(), await api.newBin()];
  const batch = await api.newBatch();
  await api.receive({ bin: from, item: batch, quantity: 5 });
  await page.goto('/move');
  await page.getByLabel('Item', { exact: true }).focus();
  await scanWithWedge(page, batch);
  await scanWithWedge(page, from);
  await scanWithWedge(page, to);
  await page.getByLabel('Quantity').fill('3');
  await expect(page).toHaveURL(`/move?item=${batch}&from=${from}&to=${to}&quantity=3`);

  await page.reload();
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue(batch);
  await expect(page.getByLabel('Source')).toHaveValue(from);
  await expect(page.getByLabel('Destination')).toHaveValue(to);
  await expect(page.getByLabel('Quantity')).toHaveValue('3');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Moved 3 ea');
  expect(await api.binContents(to)).toEqual({ [batch]: 3 });
  expect(await api.binContents(from)).toEqual({ [batch]: 2 });
  // The bins stay for the next item, in the form and in the URL.
  await expect(page).toHaveURL(`/move?from=${from}&to=${to}`);
  await page.reload();
  await expect(page.getByLabel('Item', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Source')).toHaveValue(from);
  await expect(page.getByLabel('Destination')).toHaveValue(to);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
});

test('a link to a move prefills it, and typing over the prefill is kept', async ({ page, api }) => {
  const [from, to] = [await api.newBin(), await api.newBin()];
  await page.goto(`/move?from=${from}`);
  await expect(page.getByLabel('Source')).toHaveValue(from);
  await page.getByLabel('Destination').pressSequentially(to.toLowerCase());
  await expect(page).toHaveURL(`/move?from=${from}&to=${to}`);
  await expect(page.getByLabel('Destination')).toHaveValue(to.toLowerCase());
});

test('the camera stays open on Move while the URL follows its scans', async ({ api, cameraPage }) => {
  const [from, to] = [await api.newBin(), await api.newBin()];
  const batch = await api.newBatch();
  const page = await cameraPage(batch);
  await page.goto(`/move?from=${from}&to=${to}`);
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Scan a label' });
  await expect(sheet.getByText(`${batch} · 1 ea`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`/move?item=${batch}&from=${from}&to=${to}`);
  await expect(sheet).toBeVisible();
});
