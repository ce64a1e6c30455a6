import { expect, test } from './fixtures';
import { holdRequests, uniqueCodeWord, uniqueWord } from './support/data';
import { movementRows } from './support/history-table';

test(
  'a deleted batch with history is archived: its history keeps its name, and Restore brings it back',
  { tag: '@phone' },
  async ({ page, api, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const name = `Neroli lot ${uniqueWord()}`;
    const code = uniqueCodeWord('NER');
    const bin = await api.newBin();
    const batch = await api.newBatch({ name, owned_codes: [code] });
    await api.receive({ bin, item: batch, quantity: 3, operator: 'Ann' });
    await api.release({ bin, item: batch, quantity: 3, operator: 'Ann' });

    await page.goto(`/batch/${batch}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Delete?' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL('/batches');

    await page.goto('/archive');
    await page.getByRole('radio', { name: 'Batches' }).click();
    await expect(page).toHaveURL('/archive?kind=batch');
    const row = page.getByRole('list', { name: 'Archived items' }).getByRole('listitem').filter({ hasText: batch });
    await expect(row).toContainText(name);
    await expect(row).toContainText(`Codes: ${code}`);
    await expect(row).toContainText('Deleted');

    await row.getByRole('link', { name: `History of ${batch}` }).click();
    await expect(page).toHaveURL(`/archive/${batch}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${batch} (deleted)`);
    const history = page.getByRole('table', { name: 'Stock history' });
    await expect(movementRows(history)).toHaveCount(2);
    await expect(movementRows(history).filter({ hasText: name })).toHaveCount(2);
    await expect(history.getByRole('rowheader')).toHaveText([/^Release · Ann · /, /^Receive · Ann · /]);

    await page.goBack();
    const held = await holdRequests(page, `**/api/archive/${batch}/restore`, 'POST');
    await row.getByRole('button', { name: `Restore ${batch}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText(`Restore ${batch} (${name}) with its name and codes?`);
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    // Busy while the request runs: neither Restore again nor Cancel.
    await expect(dialog.getByRole('button', { name: 'Restore', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();

    const toast = page.getByRole('status').filter({ hasText: 'Restored' });
    await expect(toast).toHaveText(`Restored ${batch}.X`);
    await expect(row).toHaveCount(0);
    await toast.getByRole('link', { name: batch }).click();
    await expect(page).toHaveURL(`/batch/${batch}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(batch);
    await expect(main.getByRole('definition').filter({ hasText: name })).toBeVisible();
    await expect(movementRows(page.getByRole('table', { name: 'Stock history' })).filter({ hasText: name })).toHaveCount(2);
  },
);

test('a restore that would take a code another item owns now says whose it is', async ({ page, api, request, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const code = uniqueCodeWord('ROS');
  const bin = await api.newBin();
  const sku = await api.newSku({ owned_codes: [code] });
  await api.receive({ bin, item: sku, quantity: 1 });
  await api.release({ bin, item: sku, quantity: 1 });
  expect((await request.delete(`/api/sku/${sku}`)).status()).toBe(204);
  const owner = await api.newSku({ owned_codes: [code] });

  await page.goto(`/archive/${sku}`);
  await page.getByRole('button', { name: `Restore ${sku}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Code is already owned by another SKU or batch.Code ${code} is already owned by ${owner}.`,
  );
  await expect(page).toHaveURL(`/archive/${sku}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${sku} (deleted)`);
});

test('a batch whose SKU is archived too asks for the SKU first', async ({ page, api, request, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const bin = await api.newBin();
  const sku = await api.newSku();
  const batch = await api.newBatch({ sku_id: sku });
  await api.receive({ bin, item: batch, quantity: 2 });
  await api.release({ bin, item: batch, quantity: 2 });
  expect((await request.delete(`/api/batch/${batch}`)).ok()).toBe(true);
  expect((await request.delete(`/api/sku/${sku}`)).ok()).toBe(true);

  await page.goto(`/archive/${batch}`);
  await page.getByRole('button', { name: `Restore ${batch}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Can not restore a batch whose SKU is deleted. Restore ${sku} from the archive first.`,
  );
});

test('New Batch refuses an id that was used before, on the label field', async ({ page, api, request, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const bin = await api.newBin();
  const batch = await api.newBatch();
  await api.receive({ bin, item: batch, quantity: 1 });
  await api.release({ bin, item: batch, quantity: 1 });
  expect((await request.delete(`/api/batch/${batch}`)).ok()).toBe(true);

  await page.goto('/new/batch');
  const label = page.getByLabel('Batch Label');
  await label.fill(batch);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(label).toHaveAccessibleDescription(`${batch} was used before and has stock history`);
  await expect(label).toHaveValue(batch);
  await expect(page.getByRole('alert')).toContainText('Attempt to create resource that was used before.');
});
