import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rowsOf, uniqueWord } from './support/data';

const openMenu = async (page: Page, group: string, item: string) => {
  const menu = page.getByRole('button', { name: /menu/i });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: group }).click();
  await page.getByRole('link', { name: item, exact: true }).click();
};

test('New Customer, its page, Edit, the Customers list and Search', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  // A parallel worker may take the suggestion first: the screen meets a 409 and takes the next one.
  consoleErrors.allow(/status of 409/);
  const word = uniqueWord();
  await page.goto('/');
  await openMenu(page, 'New', 'New Customer');
  await expect(page).toHaveURL('/new/customer');
  await expect(page.getByLabel('Customer Label')).toHaveAttribute('placeholder', /^CUS\d{6}$/);

  // Checked before anything is sent: a name is needed and an email must be one.
  await page.getByLabel('Email').fill('anna at spa');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('a customer needs a name')).toBeVisible();
  await expect(page.getByText('must be an email address, like name@example.com')).toBeVisible();

  await page.getByLabel('Name').fill(`Spa ${word}`);
  await page.getByLabel('Contact person').fill('Anna Berg');
  await page.getByLabel('Email').fill(`anna@${word.toLowerCase()}.example`);
  await page.getByLabel('Address').fill('Lindenstraße 4\n10969 Berlin');
  // Enter in a one-line field submits, as in every form.
  await page.getByLabel('Phone').fill('+49 30 1234');
  await page.getByLabel('Phone').press('Enter');
  const toast = page.getByRole('status').filter({ hasText: 'created.' });
  await expect(toast).toHaveText(/^Success, CUS\d{6} created\.X$/);
  const id = (await toast.getByRole('link').textContent()) ?? '';
  await expect(page.getByLabel('Customer Label')).toBeFocused();

  await toast.getByRole('link', { name: id }).click();
  await expect(page).toHaveURL(`/customer/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(id);
  await expect(page.getByRole('link', { name: `anna@${word.toLowerCase()}.example` })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('10969 Berlin')).toBeVisible();
  // A customer holds no stock: no Receive or Release here.
  await expect(page.getByRole('main').getByRole('link', { name: 'Receive' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/customer/${id}/edit`);
  await page.getByLabel('Phone').fill('+49 30 9999');
  await page.getByLabel('Contact person').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/customer/${id}`);
  await expect(page.getByRole('link', { name: '+49 30 9999' })).toBeVisible();
  await expect(page.getByText('Anna Berg')).toHaveCount(0);

  await openMenu(page, 'Lists', 'Customers');
  await expect(page).toHaveURL('/customers');
  const filter = page.getByRole('searchbox', { name: 'Id, name, contact or email' });
  await filter.fill(word);
  await filter.press('Enter');
  await expect(page).toHaveURL(`/customers?text=${word}`);
  const rows = rowsOf(page.getByRole('table', { name: 'Customers' }));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(id);
  await expect(rows.first()).toContainText(`Spa ${word}`);

  await page.goto(`/search?query=${encodeURIComponent(`anna@${word.toLowerCase()}`)}`);
  const result = page.getByRole('row').filter({ hasText: id });
  await expect(result).toContainText('Customer');
  await expect(result).toContainText(`Spa ${word}`);
  await result.getByRole('link', { name: id }).click();
  await expect(page).toHaveURL(`/customer/${id}`);
});

test('a customer deleted without shipments leaves for the list, its page then not found', async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const word = uniqueWord();
  const next = ((await (await request.get('/api/next/customer')).json()) as { state: string }).state;
  // Seven digits: clear of the suggestions other tests take.
  const id = `CUS9${next.slice(4)}${Math.floor(Math.random() * 10)}`;
  expect((await request.post('/api/customers', { data: { id, name: `Shop ${word}` } })).ok()).toBe(true);
  await page.goto(`/customer/${id}`);
  await page.getByRole('button', { name: 'Delete?' }).click();
  await expect(page.getByRole('dialog')).toContainText('If a shipment names it, it stays in the Archive');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/customers');
  await page.goto(`/customer/${id}`);
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
});
