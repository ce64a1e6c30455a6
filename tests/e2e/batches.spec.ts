import type { Page } from '@playwright/test';
import { AFTER_RETRIES, expect, test } from './fixtures';
import {
  answerNextDialog,
  createWithSuggestion,
  holdRequests,
  itemState,
  missingId,
  problemAnswer,
  rowsOf,
  uniqueCodeWord,
  uniqueWord,
} from './support/data';

/** The value cell of one row of the batch page's Additional Properties table. */
const propValue = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Additional Properties' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');

test('New Batch without parent or name makes an anonymous batch, shown as (Anonymous) and (Empty)', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/new/batch');
  await expect(page.getByRole('heading', { level: 1, name: 'New Batch' })).toBeVisible();
  await expect(page.getByLabel('Parent Sku')).toHaveValue('');
  await expect(page.getByLabel('Batch Label')).toHaveAttribute('placeholder', /^BAT\d{6}$/);
  const batch = await createWithSuggestion(page, consoleErrors, 'BAT', async () => {});
  await expect(page.getByRole('status')).toHaveText(`Success, ${batch} created.X`);
  // A blank parent is sent as null, and no ?parent= joins the URL.
  expect((await itemState(request, 'batch', batch)).state).toMatchObject({ sku_id: null, name: '', owned_codes: [], associated_codes: [] });
  await expect(page).toHaveURL('/new/batch');

  await page.getByRole('status').getByRole('link', { name: batch, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(batch);
  const main = page.getByRole('main');
  await expect(main.getByText('(Anonymous)', { exact: true })).toBeVisible();
  await expect(main.getByText('(Empty)', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Locations' })).toContainText('Not in any bin.');
  await expect(page.getByRole('region', { name: 'Additional Properties' })).toContainText('None');
  await expect(page.getByRole('region', { name: 'Stock history' })).toContainText('No stock changes yet.');
});

test('New Batch: the parent names itself, its codes are not copied, and a changed parent goes into the URL', async ({
  page,
  api,
  request,
  consoleErrors,
}) => {
  const word = uniqueWord('jojoba');
  const [codeA, codeB, own] = [uniqueCodeWord('JA'), uniqueCodeWord('JB'), uniqueCodeWord('LOT')];
  const first = await api.newSku({ name: `Jojoba oil ${word}`, owned_codes: [codeA] });
  const second = await api.newSku({ name: `Jojoba wax ${word}`, owned_codes: [codeB] });
  await page.goto(`/new/batch?parent=${first}`);
  const parent = page.getByLabel('Parent Sku');
  const name = page.getByLabel('Name', { exact: true });
  await expect(parent).toHaveValue(first);
  await expect(page.getByText(`Jojoba oil ${word}`, { exact: true })).toBeVisible();
  await expect(name).toHaveAttribute('placeholder', `Jojoba oil ${word}`);
  await expect(page.getByRole('group', { name: 'Codes' })).toContainText(codeA);

  // A missing SKU is named as such while typing.
  consoleErrors.allow(/status of 404/);
  await parent.fill(missingId('SKU'));
  await expect(page.getByText('No such SKU.')).toBeVisible();

  const batch = await createWithSuggestion(page, consoleErrors, 'BAT', async () => {
    await parent.fill(second);
    await expect(name).toHaveAttribute('placeholder', `Jojoba wax ${word}`);
    await expect(page.getByRole('group', { name: 'Codes' })).toContainText(codeB);
    await expect(page.getByRole('group', { name: 'Codes' })).not.toContainText(codeA);
    await page.getByLabel('Code 1', { exact: true }).fill(own);
  });
  await expect(page).toHaveURL(`/new/batch?parent=${second}`);
  await expect(parent).toHaveValue(second);
  expect((await itemState(request, 'batch', batch)).state).toMatchObject({
    sku_id: second,
    name: '',
    owned_codes: [own],
    associated_codes: [],
  });
});

test('New Batch says API Error when the next id cannot be loaded', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await page.route('**/api/next/batch', (route) => route.fulfill(problemAnswer(500, 'internal-error', 'Internal server error.')));
  await page.goto('/new/batch');
  await expect(page.getByText('API Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test(
  'editing a batch: properties with typed values, the unsaved prompt, Saving... and Saved!',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord('calendula');
    const sku = await api.newSku({ name: `Calendula extract ${word}` });
    const batch = await api.newBatch({ sku_id: sku, name: `Calendula lot ${word}` });
    await page.goto(`/batch/${batch}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(`/batch/${batch}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${batch}`);
    await expect(page.getByLabel('Parent Sku')).toHaveValue(sku);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Calendula lot ${word}`);

    // A suggested name fixes the type and starts from its default value.
    await page.getByRole('button', { name: 'Add property' }).click();
    await page.getByLabel('Property 1 name').fill('original_cost_per_case');
    await expect(page.getByLabel('Property 1 type')).toHaveValue('currency');
    await expect(page.getByLabel('Property 1 type')).toBeDisabled();
    await expect(page.getByLabel('Property 1 value')).toHaveValue('0');
    await expect(page.getByText('USD', { exact: true })).toBeVisible();
    await page.getByLabel('Property 1 value').fill('12.5');

    await page.getByRole('button', { name: 'Add property' }).click();
    await page.getByLabel('Property 2 name').fill('original_count_per_case');
    await expect(page.getByLabel('Property 2 type')).toHaveValue('number');
    await expect(page.getByLabel('Property 2 type')).toBeDisabled();
    await expect(page.getByLabel('Property 2 value')).toHaveValue('1');
    await page.getByLabel('Property 2 value').fill('24');

    // Other names leave the type free.
    await page.getByRole('button', { name: 'Add property' }).click();
    await page.getByLabel('Property 3 name').fill('supplier');
    await expect(page.getByLabel('Property 3 type')).toBeEnabled();
    await expect(page.getByLabel('Property 3 type')).toHaveValue('string');
    await page.getByLabel('Property 3 value').fill('Acme Botanicals');
    await page.getByRole('button', { name: 'Add property' }).click();
    await page.getByLabel('Property 4 name').fill('density');
    await page.getByLabel('Property 4 type').selectOption('Number');
    await page.getByLabel('Property 4 value').fill('heavy');

    // Leaving asks; staying keeps every row.
    const leaving = answerNextDialog(page, 'dismiss');
    await page.getByRole('link', { name: 'Lotline home' }).click();
    expect((await leaving).message()).toBe('Leave without saving changes?');
    await expect(page).toHaveURL(`/batch/${batch}/edit`);
    await expect(page.getByLabel('Property 3 value')).toHaveValue('Acme Botanicals');

    // A number that is not one is refused in the form, before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a number.')).toBeVisible();
    await expect(page.getByLabel('Property 4 value')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Property 4 value').fill('0.91');

    const held = await holdRequests(page, `**/api/batch/${batch}`, 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByLabel('Property 1 value')).toBeDisabled();
    held.release();
    await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveText('Saved!X');
    await expect(page).toHaveURL(`/batch/${batch}`);

    await expect(propValue(page, 'Original cost per case')).toHaveText('$12.50 USD');
    await expect(propValue(page, 'Original count per case')).toHaveText('24');
    await expect(propValue(page, 'Supplier')).toHaveText('Acme Botanicals');
    await expect(propValue(page, 'Density')).toHaveText('0.91');
    expect((await itemState(request, 'batch', batch)).state.props).toEqual({
      original_cost_per_case: { unit: 'USD', value: 12.5 },
      original_count_per_case: 24,
      supplier: 'Acme Botanicals',
      density: 0.91,
    });

    // The editor loads saved properties; removing one and saving drops it.
    await main.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Property 3 name')).toHaveValue('supplier');
    await expect(page.getByLabel('Property 1 type')).toBeDisabled();
    await page.getByRole('button', { name: 'Remove property 3' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveText('Saved!X');
    await expect(page).toHaveURL(`/batch/${batch}`);
    await expect(rowsOf(page.getByRole('table', { name: 'Additional Properties' }))).toHaveCount(3);
    await expect(page.getByRole('rowheader', { name: 'Supplier' })).toHaveCount(0);
  },
);

test('changing or removing a batch’s parent asks first; without one it is (Anonymous)', async ({ page, api, request }) => {
  const [first, second] = [await api.newSku({ name: 'Aloe gel' }), await api.newSku({ name: 'Aloe powder' })];
  const batch = await api.newBatch({ sku_id: first, name: 'Aloe lot 3' });
  await page.goto(`/batch/${batch}/edit`);
  const parent = page.getByLabel('Parent Sku');
  const modal = page.getByRole('dialog', { name: 'Are you sure?' });

  await parent.fill(second);
  await expect(page.getByText('Aloe powder', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toContainText(`${batch} belongs to ${first}. Make ${second} its parent instead?`);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  expect((await itemState(request, 'batch', batch)).state).toMatchObject({ sku_id: first });

  await page.getByRole('button', { name: 'Save' }).click();
  await modal.getByRole('button', { name: 'Change parent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveText('Saved!X');
  await expect(page.getByRole('main').getByRole('link', { name: second, exact: true })).toBeVisible();
  expect((await itemState(request, 'batch', batch)).state).toMatchObject({ sku_id: second });

  // A blank parent is saved as none.
  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
  await parent.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toContainText(`${batch} belongs to ${second}. Remove its parent?`);
  await modal.getByRole('button', { name: 'Change parent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveText('Saved!X');
  await expect(page.getByRole('main').getByText('(Anonymous)', { exact: true })).toBeVisible();
  expect((await itemState(request, 'batch', batch)).state).toMatchObject({ sku_id: null });
});

test(
  'a batch that holds stock is not deleted; once released, Delete removes it and shows the batch list',
  { tag: '@phone' },
  async ({ page, api, request, consoleErrors }) => {
    consoleErrors.allow(/status of (409|404)/);
    const bin = await api.newBin();
    const batch = await api.newBatch({ name: 'Beeswax lot 9' });
    await api.receive({ bin, item: batch, quantity: 3 });
    await page.goto(`/batch/${batch}`);
    const main = page.getByRole('main');
    const modal = page.getByRole('dialog', { name: 'Are you sure?' });

    await main.getByRole('button', { name: 'Delete?' }).click();
    await expect(modal).toContainText(
      `Delete ${batch}? If it ever had stock, it stays in the Archive with its history and can be restored.`,
    );
    await modal.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Can not delete batch that is being used. Release its stock first. ${batch} is held in ${bin}.X`,
    );
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(batch);

    await api.release({ bin, item: batch, quantity: 3 });
    await main.getByRole('button', { name: 'Delete?' }).click();
    await modal.getByRole('button', { name: 'Delete', exact: true }).click();
    // The list it lands on may be loading, which is a status too.
    await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText('DeletedX');
    await expect(page).toHaveURL('/batches');
    expect((await itemState(request, 'batch', batch)).status).toBe(404);
  },
);

test('a batch page says so when its parent, its locations or the batch itself cannot be loaded', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource/);
  const sku = await api.newSku();
  const batch = await api.newBatch({ sku_id: sku, name: 'Lanolin lot 2' });
  const unreachable = await api.newBatch();
  await page.route(`**/api/sku/${sku}`, (route) => route.fulfill(problemAnswer(404, 'missing-resource', 'Resource does not exist.')));
  await page.route(`**/api/batch/${batch}/bins`, (route) => route.fulfill(problemAnswer(500, 'internal-error', 'Internal server error.')));
  await page.route(`**/api/batch/${unreachable}`, (route) => route.abort('connectionrefused'));

  await page.goto(`/batch/${batch}`);
  await expect(page.getByRole('main').getByText(`${sku} not found`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Locations' })).toContainText('Problem loading locations.');

  await page.goto(`/batch/${unreachable}`);
  await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible(AFTER_RETRIES);

  await page.goto(`/batch/${missingId('BAT')}`);
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
});
