import { expect, test } from './fixtures';
import { operationGroups } from './support/history-table';

test('New Bin creates the suggested bin and its page shows it', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  // A parallel worker may take the suggestion first: the screen meets a 409 and takes the next one.
  consoleErrors.allow(/status of 409/);
  await page.goto('/new/bin');
  const label = page.getByLabel('Bin Label');
  await expect(label).toHaveAttribute('placeholder', /^BIN\d{6}$/);
  const suggested = (await label.getAttribute('placeholder')) ?? '';

  await page.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'created.' });
  await expect(toast).toHaveText(/^Success, BIN\d{6} created\.X$/);
  const created = (await toast.getByRole('link').textContent()) ?? '';
  expect(Number(created.slice(3))).toBeGreaterThanOrEqual(Number(suggested.slice(3)));
  // The suggestion moves on at once, so a second blank submit makes a new bin.
  await expect(label).not.toHaveAttribute('placeholder', created);
  await expect(label).toBeFocused();

  await toast.getByRole('link', { name: created }).click();
  await expect(page).toHaveURL(`/bin/${created}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(created);
  await expect(page.getByText('This bin is empty.')).toBeVisible();
});

test('the toast closes with its X', async ({ page }) => {
  await page.goto('/new/bin');
  await expect(page.getByLabel('Bin Label')).toHaveAttribute('placeholder', /BIN/);
  await page.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'created.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden();
});

test('Print sends the label to the local label service without waiting', async ({ page, printer }) => {
  await page.goto('/new/bin');
  const label = page.getByLabel('Bin Label');
  await expect(label).toHaveAttribute('placeholder', /BIN/);
  await label.fill('bin000777');
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => printer.labels).toEqual(['BIN000777']);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a duplicate label is refused on the field and in a toast, and the form keeps it', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const existing = await api.newBin();
  await page.goto('/new/bin');
  await page.getByLabel('Bin Label').fill(existing);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That label or code is already in use.' })).toBeVisible();
  await expect(page.getByText('must not already exist')).toBeVisible();
  await expect(page.getByLabel('Bin Label')).toHaveValue(existing);
  await expect(page.getByLabel('Bin Label')).toHaveAttribute('aria-invalid', 'true');
});

test('a malformed label is refused before anything is sent', async ({ page }) => {
  await page.goto('/new/bin');
  await page.getByLabel('Bin Label').fill('SKU000001');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("must start with 'BIN' followed by 1 to 9 digits")).toBeVisible();
});

test('the bin page lists contents with names and types, and the BAT | SKU filter filters', async ({ page, api }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Jojoba oil, golden, 1 L' });
  const batch = await api.newBatch({ sku_id: sku, name: 'Jojoba lot 7' });
  await api.receive({ bin, item: sku, quantity: 4 });
  await api.receive({ bin, item: batch, quantity: 9 });

  await page.goto(`/bin/${bin}`);
  const contents = page.getByRole('table', { name: 'Contents' });
  const rows = contents.getByRole('row');
  await expect(contents.getByRole('columnheader')).toHaveText(['Identifier', 'Name', 'Quantity', 'Type']);
  await expect(rows.filter({ hasText: sku })).toContainText(['Jojoba oil, golden, 1 L']);
  await expect(rows.filter({ hasText: sku }).getByRole('cell')).toHaveText([sku, 'Jojoba oil, golden, 1 L', '4 ea', 'SKU']);
  await expect(rows.filter({ hasText: batch }).getByRole('cell')).toHaveText([batch, 'Jojoba lot 7', '9 ea', 'Batch']);

  await page.getByRole('radio', { name: 'BAT' }).click();
  await expect(rows.filter({ hasText: sku })).toHaveCount(0);
  await expect(rows.filter({ hasText: batch })).toHaveCount(1);
  await page.getByRole('radio', { name: 'SKU' }).click();
  await expect(rows.filter({ hasText: batch })).toHaveCount(0);
  await expect(rows.filter({ hasText: sku })).toHaveCount(1);

  // The bin's stock history, newest first, from the ledger: one operation per receive, items named.
  const history = operationGroups(page.getByRole('table', { name: 'Stock history' }));
  await expect(history.getByRole('rowheader')).toHaveText([/^Receive · /, /^Receive · /]);
  await expect(history.nth(0).getByRole('cell')).toHaveText([`${batch}Jojoba lot 7`, '—', bin, '9 ea']);
  await expect(history.nth(1).getByRole('cell')).toHaveText([`${sku}Jojoba oil, golden, 1 L`, '—', bin, '4 ea']);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
});

test('labels dim their zero padding', async ({ page, api }) => {
  const bin = await api.newBin({ id: 'BIN000120' }).catch(() => 'BIN000120');
  await page.goto(`/bin/${bin}`);
  const label = page.getByRole('heading', { level: 1 }).locator('[data-label]');
  await expect(label).toHaveText('BIN000120');
  await expect(label.locator('span')).toHaveText('000');
});

test('a missing bin shows the not-found screen; a label of another kind is an unknown resource', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await page.goto('/bin/BIN999990');
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
  await page.goto('/bin/SKU000001');
  await expect(page.getByRole('heading', { name: 'Unknown resource' })).toBeVisible();
});

test('deep links load the app directly', async ({ page, api }) => {
  const bin = await api.newBin();
  const response = await page.goto(`/bin/${bin}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bin);
});
