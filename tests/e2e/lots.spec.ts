import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createWithSuggestion, itemState, uniqueCodeWord, uniqueWord } from './support/data';
import { scanWithWedge } from './support/wedge';

/** Sets a batch's lot fields through the API. */
async function setLot(request: APIRequestContext, id: string, lot: { expires_on?: string; supplier_lot?: string }): Promise<void> {
  const response = await request.patch(`/api/batch/${id}`, { data: { id, ...lot } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The value beside a label in the batch page's list of details. */
const detail = (page: Page, label: string) => page.getByRole('main').locator('dt', { hasText: label }).locator('+ dd');

test(
  'a batch made with a past expiry date and a supplier lot shows both, is flagged Expired, and is found by its lot',
  { tag: '@phone' },
  async ({ page, request, consoleErrors }) => {
    const lot = uniqueCodeWord('SL');
    await page.goto('/new/batch');
    const batch = await createWithSuggestion(page, consoleErrors, 'BAT', async () => {
      await page.getByLabel('Name', { exact: true }).fill(`Shea lot ${uniqueWord('shea')}`);
      await page.getByLabel('Expiry date').fill('2020-01-31');
      await page.getByLabel('Supplier lot').fill(` ${lot} `);
    });
    expect((await itemState(request, 'batch', batch)).state).toMatchObject({ expires_on: '2020-01-31', supplier_lot: lot, expired: true });
    // The form starts over for the next batch.
    await expect(page.getByLabel('Expiry date')).toHaveValue('');
    await expect(page.getByLabel('Supplier lot')).toHaveValue('');

    await page.getByRole('status').getByRole('link', { name: batch, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(batch);
    await expect(detail(page, 'Expiry date')).toHaveText('2020-01-31Expired');
    await expect(detail(page, 'Expiry date').getByText('Expired', { exact: true })).toBeVisible();
    await expect(detail(page, 'Supplier lot')).toHaveText(lot);

    await page.goto('/search');
    await page.getByLabel('Search query').fill(lot);
    await expect(page.getByRole('main').getByRole('link', { name: batch, exact: true })).toBeVisible();
    await expect(page.getByText('1 Results')).toBeVisible();
  },
);

test('a batch without expiry or lot says None, and is not flagged', async ({ page, api, request }) => {
  const batch = await api.newBatch();
  await setLot(request, batch, { expires_on: '2999-12-31' });
  await page.goto(`/batch/${batch}`);
  await expect(detail(page, 'Expiry date')).toHaveText('2999-12-31');
  await expect(detail(page, 'Supplier lot')).toHaveText('None');

  const plain = await api.newBatch();
  await page.goto(`/batch/${plain}`);
  await expect(detail(page, 'Expiry date')).toHaveText('None');
  await expect(page.getByText('Expired', { exact: true })).toHaveCount(0);
});

test('batch edit changes and clears the lot fields and keeps a Date property', { tag: '@phone' }, async ({ page, api, request }) => {
  const lot = uniqueCodeWord('SL');
  const batch = await api.newBatch();
  await setLot(request, batch, { expires_on: '2021-06-30', supplier_lot: lot });
  await page.goto(`/batch/${batch}/edit`);
  await expect(page.getByLabel('Expiry date')).toHaveValue('2021-06-30');
  await expect(page.getByLabel('Supplier lot')).toHaveValue(lot);

  // A lot code is one token, as it is scanned: one with a space is refused on its field before sending.
  await page.getByLabel('Supplier lot').fill('LOT 7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must not contain whitespace characters')).toBeVisible();

  await page.getByLabel('Expiry date').fill('2999-01-15');
  await page.getByLabel('Supplier lot').fill('');
  await page.getByRole('button', { name: 'Add property' }).click();
  await page.getByLabel('Property 1 name').fill('opened_on');
  await page.getByLabel('Property 1 type').selectOption({ label: 'Date' });
  await expect(page.getByLabel('Property 1 value')).toHaveAttribute('type', 'date');
  await page.getByLabel('Property 1 value').fill('2026-03-04');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/batch/${batch}`);

  expect((await itemState(request, 'batch', batch)).state).toMatchObject({
    expires_on: '2999-01-15',
    supplier_lot: null,
    expired: false,
    props: { opened_on: { type: 'date', value: '2026-03-04' } },
  });
  await expect(detail(page, 'Expiry date')).toHaveText('2999-01-15');
  await expect(detail(page, 'Supplier lot')).toHaveText('None');
  await expect(page.getByRole('table', { name: 'Additional Properties' }).getByRole('cell')).toHaveText('2026-03-04');

  // Edited again, the property is still a date.
  await page.goto(`/batch/${batch}/edit`);
  await expect(page.getByLabel('Property 1 type')).toHaveValue('date');
  await expect(page.getByLabel('Property 1 value')).toHaveValue('2026-03-04');
});

test(
  'an expired lot is flagged wherever it is scanned: Receive, Release, an audit count, New Mixture; a fresh lot is not',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const sku = await api.newSku();
    const [expired, fresh] = [await api.newBatch({ sku_id: sku }), await api.newBatch({ sku_id: sku })];
    await setLot(request, expired, { expires_on: '2020-01-31' });
    await setLot(request, fresh, { expires_on: '2999-12-31' });
    const bin = await api.newBin();
    await api.receive({ bin, item: expired, quantity: 2 });
    await api.receive({ bin, item: fresh, quantity: 2 });
    const flag = page.getByRole('main').getByText('Expired', { exact: true });

    for (const screen of ['/receive', '/release']) {
      await page.goto(screen);
      await page.getByLabel('Bin Label').focus();
      await scanWithWedge(page, bin);
      await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
      await scanWithWedge(page, expired);
      await expect(page.getByText(`Batch: Test batch ${expired}`)).toBeVisible();
      await expect(flag).toBeVisible();
      await page.getByLabel('Item Label').fill(fresh);
      await expect(page.getByText(`Batch: Test batch ${fresh}`)).toBeVisible();
      await expect(flag).toHaveCount(0);
    }

    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
    await scanWithWedge(page, bin);
    await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();
    await scanWithWedge(page, fresh);
    await expect(page.getByLabel(`Count of ${fresh}`)).toHaveValue('1');
    await expect(flag).toHaveCount(0);
    await scanWithWedge(page, expired);
    await expect(page.getByLabel(`Count of ${expired}`)).toHaveValue('1');
    await expect(page.getByRole('row').filter({ hasText: expired }).getByText('Expired', { exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: fresh }).getByText('Expired', { exact: true })).toHaveCount(0);

    await page.goto('/new/mixture');
    await expect(page.getByRole('heading', { level: 1, name: 'New Mixture' })).toBeVisible();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(bin);
    await scanWithWedge(page, expired);
    await expect(page.getByLabel(`Quantity of ${expired}`)).toHaveValue('2');
    await expect(
      page.getByRole('table', { name: 'Components' }).getByRole('row').filter({ hasText: expired }).getByText('Expired', { exact: true }),
    ).toBeVisible();
  },
);
