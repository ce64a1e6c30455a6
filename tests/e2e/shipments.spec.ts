import { expect, test } from './fixtures';
import { rowsOf } from './support/data';
import { freshId, posted } from './support/fresh-records';
import { scanWithWedge } from './support/wedge';

test(
  'a release shipped to a customer on the Release form; the lot’s downstream report lists the customer and how to reach them',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const bin = await api.newBin();
    const lot = await api.newBatch({ name: 'Rose cream' });
    await api.receive({ bin, item: lot, quantity: 10 });
    const customer = freshId('CUS');
    await posted(request, '/api/customers', {
      id: customer,
      name: 'Spa Lumière',
      contact: 'Anna Berg',
      email: 'anna@spa.example',
      phone: '+49 30 1234',
    });

    await page.goto('/release');
    await page.getByLabel('Bin Label').fill(bin);
    await page.getByLabel('Item Label').fill(lot);
    await page.getByLabel('Quantity').fill('4');
    await page.getByLabel('Ship to customer').fill(customer.toLowerCase());
    await page.getByLabel('Order reference').fill('PO-4411');
    await page.getByLabel('Operator').fill('Bo');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: `shipped to ${customer}` })).toBeVisible();
    // The next line of the same order keeps whom it ships to.
    await expect(page.getByLabel('Ship to customer')).toHaveValue(customer.toLowerCase());
    expect(await api.binContents(bin)).toEqual({ [lot]: 6 });

    await page.goto(`/traceability?id=${lot}&scope=downstream`);
    const customers = page.getByRole('table', { name: 'Customers (1)' });
    const row = rowsOf(customers).first();
    await expect(row).toContainText('Spa Lumière');
    await expect(row).toContainText('PO-4411');
    await expect(row.getByRole('link', { name: 'anna@spa.example' })).toHaveAttribute('href', 'mailto:anna@spa.example');
    await expect(row.getByRole('link', { name: '+49 30 1234' })).toHaveAttribute('href', 'tel:+49301234');
    await expect(rowsOf(page.getByRole('table', { name: 'Releases' })).first()).toContainText(customer);
  },
);

test('a customer label scanned on Release says whom it ships to', async ({ page, api, request }) => {
  const bin = await api.newBin();
  const lot = await api.newBatch();
  await api.receive({ bin, item: lot, quantity: 3 });
  const customer = freshId('CUS');
  await posted(request, '/api/customers', { id: customer, name: 'Hotel Adler' });
  await page.goto('/release');
  await page.getByLabel('Bin Label').focus();
  await scanWithWedge(page, bin);
  await scanWithWedge(page, lot);
  await scanWithWedge(page, customer);
  await expect(page.getByLabel('Ship to customer')).toHaveValue(customer);
  await expect(page.getByText('Hotel Adler')).toBeVisible();
  await expect(page.getByLabel('Item Label')).toHaveValue(lot);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: `shipped to ${customer}` })).toBeVisible();
  expect(await api.binContents(bin)).toEqual({ [lot]: 2 });
});
