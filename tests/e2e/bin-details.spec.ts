import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerNextDialog, createdLabel, holdRequests, rowsOf, uniqueWord } from './support/data';

/** The bin page's name/value pairs, as "Label: value". */
const details = (page: Page) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`));

test(
  'a bin made with a name and zone, edited, shows them with its contents by name and is found by name',
  { tag: '@phone' },
  async ({ page, api, consoleErrors, isMobile }) => {
    // A parallel worker may take the suggested id first: the screen meets a 409 and takes the next one.
    consoleErrors.allow(/status of 409/);
    const word = uniqueWord('cold');
    await page.goto('/new/bin');
    await expect(page.getByLabel('Bin Label')).toHaveAttribute('placeholder', /^BIN\d{6}$/);
    await page.getByLabel('Name').fill(`Cold room ${word}`);
    await page.getByLabel('Zone').fill('Raw materials');
    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'created.' });
    const bin = await createdLabel(toast);
    // The next bin starts blank but in the same zone.
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Zone')).toHaveValue('Raw materials');

    const sku = await api.newSku({ name: 'Jojoba oil, golden, 1 L' });
    const batch = await api.newBatch({ sku_id: sku, name: 'Jojoba lot 7' });
    await api.receive({ bin, item: sku, quantity: 4 });
    await api.receive({ bin, item: batch, quantity: 9 });

    // A fresh load: the app still holds the bin as created, before the stock received above.
    await page.goto(`/bin/${bin}`);
    await expect.poll(() => details(page)).toEqual([`Name: Cold room ${word}`, 'Zone: Raw materials']);
    const contents = rowsOf(page.getByRole('table', { name: 'Contents' }));
    // A phone leaves out the Type column: the identifier's prefix tells it.
    const type = (name: string) => (isMobile ? [] : [name]);
    await expect(contents.nth(0).getByRole('cell')).toHaveText([batch, 'Jojoba lot 7', '9 ea', ...type('Batch')]);
    await expect(contents.nth(1).getByRole('cell')).toHaveText([sku, 'Jojoba oil, golden, 1 L', '4 ea', ...type('SKU')]);

    // Edit: the form holds what the bin has; leaving unsaved asks; Save shows Saving..., then Saved!.
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(`/bin/${bin}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${bin}`);
    await expect(page.getByLabel('Name')).toHaveValue(`Cold room ${word}`);
    await expect(page.getByLabel('Zone')).toHaveValue('Raw materials');
    await expect(page.getByLabel('Notes')).toHaveValue('');
    await page.getByLabel('Name').fill(`Cold room 2 ${word}`);
    await page.getByLabel('Notes').fill('Kept at 2-8 °C\nLog the temperature daily');
    const leaving = answerNextDialog(page, 'dismiss');
    await main.getByRole('link', { name: 'Cancel' }).click();
    expect((await leaving).message()).toBe('Leave without saving changes?');
    await expect(page).toHaveURL(`/bin/${bin}/edit`);

    const held = await holdRequests(page, `**/api/bin/${bin}`, 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveText('Saved!X');
    await expect(page).toHaveURL(`/bin/${bin}`);
    await expect
      .poll(() => details(page))
      .toEqual([`Name: Cold room 2 ${word}`, 'Zone: Raw materials', 'Notes: Kept at 2-8 °C\nLog the temperature daily']);

    // Clearing the zone removes it from the page.
    await main.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Zone').fill('  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/bin/${bin}`);
    await expect.poll(() => details(page)).toEqual([`Name: Cold room 2 ${word}`, 'Notes: Kept at 2-8 °C\nLog the temperature daily']);

    await page.goto(`/search?query=${word}`);
    const results = rowsOf(page.getByRole('main').getByRole('table'));
    await expect(results).toHaveCount(1);
    await expect(results.getByRole('cell').first()).toHaveText(bin);
    await expect(results.getByRole('cell').last()).toHaveText('Bin');
  },
);

test('a name past 200 characters is refused on its field before anything is sent', async ({ page, api }) => {
  const bin = await api.newBin();
  let patched = false;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patched = true;
  });
  await page.goto(`/bin/${bin}/edit`);
  await page.getByLabel('Name').fill('n'.repeat(201));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be at most 200 characters')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(patched).toBe(false);
});

test('a named bin prints its name on its label and shows it in search results', { tag: '@phone' }, async ({ page, api, request }) => {
  const word = uniqueWord('coldroom');
  const bin = await api.newBin();
  expect((await request.patch(`/api/bin/${bin}`, { data: { name: `Cold room ${word}`, zone: 'Raw materials' } })).ok()).toBe(true);

  await page.goto(`/search?query=${word}`);
  const results = rowsOf(page.getByRole('main').getByRole('table'));
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('cell')).toHaveText([bin, `Cold room ${word}`, '', 'Bin']);

  await page.goto(`/bin/${bin}`);
  await page.getByRole('main').getByRole('link', { name: 'Labels', exact: true }).click();
  await expect(page).toHaveURL(`/labels?ids=${bin}`);
  await expect(page.getByRole('region', { name: 'Label preview' }).getByText(`Cold room ${word}`)).toBeVisible();
  const labels = await request.get(`/api/labels?ids=${bin}`);
  expect(labels.ok()).toBe(true);
  expect(JSON.stringify(await labels.json())).toContain(`Cold room ${word}`);
});
