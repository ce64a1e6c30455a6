import { expect, test } from './fixtures';
import { freshId, posted, skuIn } from './support/fresh-records';

test(
  'a recall from a downstream report: started, each customer marked notified, then closed with its duration',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const sku = await skuIn(request, 'Rose water', 'kg');
    const bin = await api.newBin();
    const lot = await api.newBatch({ sku_id: sku, name: 'Rose lot' });
    await api.receive({ bin, item: lot, quantity: 10 });
    const spa = { id: freshId('CUS'), name: 'Spa Lumière', contact: 'Anna Berg', email: 'anna@spa.example', phone: '+49 30 1234' };
    const shop = { id: freshId('CUS'), name: 'Corner shop', email: 'orders@shop.example' };
    for (const customer of [spa, shop]) {
      await posted(request, '/api/customers', customer);
      await api.release({ bin, item: lot, quantity: 2, customer_id: customer.id } as Parameters<typeof api.release>[0]);
    }

    await page.goto(`/traceability?id=${lot}&scope=downstream`);
    await page.getByRole('button', { name: 'Start a recall' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Supplier reported contamination');
    await dialog.getByLabel('Operator').fill('Quality');
    await dialog.getByRole('button', { name: 'Start the recall' }).click();
    await expect(page).toHaveURL(/\/recall\/\d+$/);
    const recall = `Recall ${new URL(page.url()).pathname.split('/').pop()}`;

    await expect(page.getByRole('heading', { level: 1 })).toContainText(recall);
    await expect(page.getByText('Supplier reported contamination')).toBeVisible();
    await expect(page.getByText('0 of 2 notified')).toBeVisible();
    await expect(page.getByText('Time since start')).toBeVisible();
    await expect(page.getByRole('link', { name: 'anna@spa.example' })).toHaveAttribute('href', 'mailto:anna@spa.example');
    await expect(page.getByRole('link', { name: '+49 30 1234' })).toHaveAttribute('href', 'tel:+49301234');
    await expect(page.getByRole('button', { name: 'Close the recall' })).toBeDisabled();
    // Everything on hand went on hold in the same act.
    await expect(page.getByRole('link', { name: /1 lot or mixture/ })).toBeVisible();

    await page.getByRole('button', { name: `Mark ${spa.name} notified` }).click();
    await dialog.getByLabel('How').selectOption('phone');
    await dialog.getByLabel('Note').fill('Spoke to Anna');
    await dialog.getByRole('button', { name: 'Mark notified' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 of 2 notified')).toBeVisible();
    await expect(page.getByText('Notified by Quality by phone')).toBeVisible();
    await expect(page.getByText('Spoke to Anna')).toBeVisible();

    // By keyboard: Enter on the button opens the dialog, Enter in a field marks.
    await page.getByRole('button', { name: `Mark ${shop.name} notified` }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('How').selectOption('email');
    await dialog.getByLabel('Note').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('2 of 2 notified')).toBeVisible();

    await page.getByRole('button', { name: 'Close the recall' }).click();
    await dialog.getByRole('button', { name: 'Close the recall' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Closed');
    await expect(page.getByText('Duration')).toBeVisible();
    await expect(page.getByRole('button', { name: /Mark .* notified/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'All recalls' }).click();
    await expect(page).toHaveURL('/recalls');
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: recall, exact: true }) });
    await expect(listed).toContainText('2 of 2 notified');
  },
);

test('a drill is labelled Drill and holds nothing', { tag: '@phone' }, async ({ page, api, request }) => {
  const sku = await skuIn(request, 'Aloe gel', 'kg');
  const bin = await api.newBin();
  const lot = await api.newBatch({ sku_id: sku, name: 'Aloe lot' });
  await api.receive({ bin, item: lot, quantity: 3 });
  await page.goto(`/traceability?id=${lot}&scope=downstream`);
  await page.getByRole('button', { name: 'Start a recall' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Mock recall');
  await dialog.getByLabel(/Drill/).check();
  await dialog.getByLabel('Operator').fill('Quality');
  await dialog.getByRole('button', { name: 'Start the recall' }).click();
  await expect(page).toHaveURL(/\/recall\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Drill');
  await expect(page.getByText('Nothing: a drill holds nothing')).toBeVisible();
  await expect(page.getByText('there is no one to tell')).toBeVisible();
  await page.getByRole('button', { name: 'Close the recall' }).click();
  await dialog.getByRole('button', { name: 'Close the recall' }).click();
  await expect(page.getByText('Duration')).toBeVisible();
  expect(await api.binContents(bin)).toEqual({ [lot]: 3 });
  await api.release({ bin, item: lot, quantity: 1 });
});
