import { expect, test } from './fixtures';
import { freshId, posted } from './support/fresh-records';
import { newMixture } from './support/mixtures';
import { scanWithWedge } from './support/wedge';

// Ship (issue 23): the customer, then the items, Enter; one release operation of every line,
// and a packing slip that travels with it.

test(
  'a shipment scanned from two bins, a mixture among its lines, booked with Enter',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const jars = await api.newBin();
    const lot = await api.newBatch({ name: 'Rose cream jars' });
    await api.receive({ bin: jars, item: lot, quantity: 10 });
    const blend = await newMixture(request, api, [3, 3]);
    const customer = freshId('CUS');
    await posted(request, '/api/customers', { id: customer, name: 'Spa Lumière', email: 'anna@spa.example' });

    await page.goto('/ship');
    await page.getByLabel('Ship to customer').focus();
    await scanWithWedge(page, customer);
    await expect(page.getByLabel('Ship to customer')).toHaveValue(customer);
    await expect(page.getByText('Spa Lumière')).toBeVisible();
    await expect(page.getByLabel('Bin Label')).toBeFocused();
    await scanWithWedge(page, jars);
    for (const count of ['1', '2', '3']) {
      await scanWithWedge(page, lot);
      await expect(page.getByLabel('Quantity')).toHaveValue(count);
    }
    // Another bin: the jars' line joins the list first, from the bin they came from.
    await scanWithWedge(page, blend.bin);
    const lines = page.getByRole('list', { name: 'Lines to ship' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('listitem').first()).toContainText(`from ${jars}`);
    await scanWithWedge(page, blend.mix);
    await scanWithWedge(page, blend.mix);
    await expect(page.getByLabel('Quantity')).toHaveValue('2');
    await page.keyboard.press('Enter');
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByLabel('Item Label')).toBeFocused();
    await page.getByLabel('Order reference').fill('PO-7');
    await page.getByLabel('Operator').fill('Bo');
    await expect(page.getByRole('button', { name: `Ship 2 lines to ${customer}` })).toBeVisible();
    await page.getByLabel('Item Label').press('Enter');

    await expect(page.getByRole('heading', { name: /^Shipment \d+ booked to Spa Lumière$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipment booked' })).toContainText('2 lines, 3 lots, reference PO-7.');
    expect(await api.binContents(jars)).toEqual({ [lot]: 7 });
    expect(await api.binContents(blend.bin)).toEqual({ [blend.mix]: 4 });
    const slip = await request.get((await page.getByRole('link', { name: 'Packing slip (PDF)' }).getAttribute('href')) ?? '');
    expect(slip.headers()['content-type']).toBe('application/pdf');
    await expect(lines).toHaveCount(0);
    await expect(page.getByText('No lines yet')).toBeVisible();

    // The customer's page lists what they received.
    const shipment = (await page.getByRole('heading', { name: /^Shipment \d+ booked/ }).textContent())?.match(/\d+/)?.[0];
    await page.goto(`/customer/${customer}`);
    const listed = page.getByRole('region', { name: 'Shipments' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText(`Shipment ${shipment}`);
    await expect(listed.first()).toContainText('2 lines, reference PO-7, by Bo');
  },
);

test('a line asking for more than its bin holds is refused on that line, and nothing is booked', async ({
  page,
  api,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409/);
  const bin = await api.newBin();
  const [plenty, scarce] = [await api.newBatch(), await api.newBatch()];
  await api.receive({ bin, item: plenty, quantity: 5 });
  await api.receive({ bin, item: scarce, quantity: 1 });
  const customer = freshId('CUS');
  await posted(request, '/api/customers', { id: customer, name: 'Careful Ltd' });

  await page.goto(`/ship?customer=${customer}`);
  await page.getByLabel('Bin Label').fill(bin);
  for (const [item, quantity] of [
    [plenty, '2'],
    [scarce, '3'],
  ] as const) {
    await page.getByLabel('Item Label').fill(item);
    await page.getByLabel('Quantity').fill(quantity);
    await page.getByRole('button', { name: 'Add line' }).click();
  }
  await page.getByRole('button', { name: /^Ship 2 lines/ }).click();
  const lines = page.getByRole('list', { name: 'Lines to ship' }).getByRole('listitem');
  await expect(lines.nth(1)).toContainText('only 1 ea is available');
  expect(await api.binContents(bin)).toEqual({ [plenty]: 5, [scarce]: 1 });

  await lines
    .nth(1)
    .getByRole('button', { name: `Remove ${scarce} from ${bin}` })
    .click();
  await page.getByRole('button', { name: /^Ship 1 line/ }).click();
  await expect(page.getByRole('heading', { name: /^Shipment \d+ booked to Careful Ltd$/ })).toBeVisible();
  expect(await api.binContents(bin)).toEqual({ [plenty]: 3, [scarce]: 1 });
});
