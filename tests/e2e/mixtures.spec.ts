import type { Page } from '@playwright/test';
import { DEMO_MIXTURE } from '../../src/shared/demo';
import { expect, test } from './fixtures';
import { binOfBatches, freshMixId, newMixture } from './support/mixtures';
import { scanWithWedge } from './support/wedge';

const OPERATOR = 'Mara Okafor';

/** The operator's name this device remembers, as the Settings screen stores it. */
const rememberOperator = (page: Page) => page.addInitScript((name) => localStorage.setItem('lotline.operator', name), OPERATOR);

const components = (page: Page) => page.getByRole('table', { name: 'Components' });
/** A components row: batch, initial quantity, remaining quantity. */
const componentRow = (page: Page, batch: string) =>
  components(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: batch }) });
/** The value of one of the page's details (SKU, Bin, Total). */
const detail = (page: Page, name: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');
const total = (page: Page) => detail(page, 'Total');
const logRows = (page: Page) => page.getByRole('table', { name: 'Audit log' }).getByRole('row');
const successToast = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const failureToast = (page: Page) => page.locator('[data-tone="failure"]');

async function readMixture(page: Page, mix: string) {
  const response = await page.request.get(`/api/mixture/${mix}`);
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as { state: { qty_total: number; bin_id: string; components: { batch_id: string; qty_remaining: number }[] } }
  ).state;
}

test(
  'New Mixture: scan the bin, then batches; a batch once, another SKU refused; it opens the new mixture',
  { tag: '@phone' },
  async ({ page, api, isMobile }) => {
    const { sku, bin, batches } = await binOfBatches(api, [6, 4]);
    const [first, second] = batches as [string, string];
    const otherSku = await api.newSku();
    const stranger = await api.newBatch({ sku_id: otherSku });
    await api.receive({ bin, item: stranger, quantity: 5 });
    const mix = freshMixId();
    await rememberOperator(page);

    await page.goto('/new/mixture');
    await expect(page.getByRole('heading', { level: 1, name: 'New Mixture' })).toBeVisible();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(bin);
    await expect(page.getByLabel('Batch', { exact: true })).toBeFocused();

    await scanWithWedge(page, first);
    await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('6');
    await scanWithWedge(page, second);
    await expect(page.getByLabel(`Quantity of ${second}`)).toHaveValue('4');
    await scanWithWedge(page, first);
    await expect(page.getByLabel(`Quantity of ${first}`)).toBeFocused();
    await expect(components(page).getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('link', { name: sku })).toBeVisible();

    await scanWithWedge(page, stranger);
    await expect(failureToast(page)).toContainText(`${stranger} is a batch of ${otherSku}; this mixture is of ${sku}.`);
    await expect(components(page).getByRole('row')).toHaveCount(3);

    // Less than the bin holds of a batch is fine: the rest stays in the bin as the batch.
    await page.getByLabel(`Quantity of ${second}`).fill('3');
    await page.getByLabel('Mixture Label').fill(mix);
    await expect(page.getByLabel('Operator')).toHaveValue(OPERATOR);
    await page.getByRole('button', { name: 'Create mixture' }).click();

    await expect(successToast(page)).toContainText(`Success, ${mix} created.`);
    await expect(page).toHaveURL(new RegExp(`/mixture/${mix}$`));
    await expect(page.getByRole('heading', { level: 1, name: mix })).toBeVisible();
    await expect(total(page)).toHaveText('9 ea');
    await expect(componentRow(page, first).getByRole('cell')).toHaveText([new RegExp(`^${first}`), '6 ea', '6 ea']);
    await expect(componentRow(page, second).getByRole('cell')).toHaveText([new RegExp(`^${second}`), '3 ea', '3 ea']);
    await expect(logRows(page).nth(1)).toContainText('created');
    expect(await api.binContents(bin)).toEqual({ [second]: 1, [stranger]: 5, [mix]: 9 });

    // The bin lists the mixture, and its row opens it.
    await page.goto(`/bin/${bin}`);
    const mixtureRow = page.getByRole('table', { name: 'Contents' }).getByRole('row').filter({ hasText: mix });
    // A phone leaves out the Type column: the identifier's prefix tells it.
    await expect(mixtureRow.getByRole('cell')).toHaveText([mix, /.*/, '9 ea', ...(isMobile ? [] : ['Mixture'])]);
    await mixtureRow.getByRole('link', { name: mix }).click();
    await expect(page).toHaveURL(new RegExp(`/mixture/${mix}$`));
    await expect(total(page)).toHaveText('9 ea');
  },
);

test('New Mixture says what is missing, refuses a batch before the bin, and a blank label takes the suggestion', async ({ page, api }) => {
  const { bin, batches } = await binOfBatches(api, [2]);
  const batch = batches[0] as string;
  await page.goto('/new/mixture');
  const label = page.getByLabel('Mixture Label');
  await expect(label).toHaveAttribute('placeholder', /^MIX\d{6}$/);

  await page.getByRole('button', { name: 'Create mixture' }).click();
  await expect(page.getByText('Scan or type the bin first.')).toBeVisible();
  await expect(page.getByText('Scan at least one batch.')).toBeVisible();
  await expect(page.getByText('Enter the operator.')).toBeVisible();

  await scanWithWedge(page, batch);
  await expect(failureToast(page)).toContainText('Scan or type the bin first.');
  await expect(page.getByText('No batches yet: scan each batch going into the mixture.')).toBeVisible();

  // Typed by hand: the bin, then the batch and Enter, which adds it rather than submitting.
  await page.getByLabel('Bin', { exact: true }).fill(bin.toLowerCase());
  await page.getByLabel('Batch', { exact: true }).fill(batch);
  await page.getByLabel('Batch', { exact: true }).press('Enter');
  await expect(page.getByLabel(`Quantity of ${batch}`)).toHaveValue('2');
  await expect(page.getByText('Scan at least one batch.')).toBeHidden();
  await page.getByLabel(`Quantity of ${batch}`).fill('0');
  await page.getByLabel('Operator').fill(OPERATOR);
  await page.getByRole('button', { name: 'Create mixture' }).click();
  await expect(page.getByText('Enter a quantity greater than zero.')).toBeVisible();
  await expect(page).toHaveURL(/\/new\/mixture$/);

  await page.getByLabel(`Quantity of ${batch}`).fill('2');
  const suggested = await label.getAttribute('placeholder');
  await page.getByRole('button', { name: 'Create mixture' }).click();
  await expect(page).toHaveURL(new RegExp(`/mixture/${suggested}$`));
  await expect(successToast(page)).toContainText(`Success, ${suggested} created.`);
});

test(
  'Draw: "Quantity and operator are required.", "Enter a quantity greater than zero.", asks first, then draws in proportion and clears',
  { tag: '@phone' },
  async ({ page, api }) => {
    const { mix, batches } = await newMixture(page.request, api, [6, 3]);
    const [first, second] = batches as [string, string];
    await rememberOperator(page);
    await page.goto(`/mixture/${mix}`);
    const draw = page.getByRole('form', { name: 'Draw' });
    await expect(draw.getByLabel('Operator')).toHaveValue(OPERATOR);

    await draw.getByLabel('Operator').fill('');
    await draw.getByRole('button', { name: 'Draw' }).click();
    await expect(draw.getByText('Quantity and operator are required.')).toHaveCount(2);
    await draw.getByLabel('Operator').fill(OPERATOR);
    for (const quantity of ['0', '-1', 'lots']) {
      await draw.getByLabel('Quantity').fill(quantity);
      await draw.getByRole('button', { name: 'Draw' }).click();
      await expect(draw.getByText('Enter a quantity greater than zero.')).toBeVisible();
    }
    await expect(page.getByRole('dialog')).toBeHidden();

    await draw.getByLabel('Quantity').fill('3');
    await draw.getByRole('button', { name: 'Draw' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Draw 3 ea from mixture ${mix}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await readMixture(page, mix)).qty_total).toBe(9);

    await draw.getByLabel('Note').fill('line 2');
    await draw.getByRole('button', { name: 'Draw' }).click();
    await dialog.getByRole('button', { name: 'Draw' }).click();
    await expect(successToast(page)).toContainText(`Drew 3 ea from ${mix}`);
    await expect(dialog).toBeHidden();
    await expect(total(page)).toHaveText('6 ea');
    await expect(componentRow(page, first).getByRole('cell')).toHaveText([new RegExp(`^${first}`), '6 ea', '4 ea']);
    await expect(componentRow(page, second).getByRole('cell')).toHaveText([new RegExp(`^${second}`), '3 ea', '2 ea']);
    await expect(draw.getByLabel('Quantity')).toHaveValue('');
    await expect(draw.getByLabel('Note')).toHaveValue('');
    await expect(draw.getByLabel('Operator')).toHaveValue(OPERATOR);
    await expect(logRows(page).nth(1).getByRole('cell')).toContainText(['draw', OPERATOR, 'line 2']);
    expect((await readMixture(page, mix)).qty_total).toBe(6);
  },
);

test('Draw more than the mixture holds: the server’s reason shows on the quantity, nothing changes', async ({
  page,
  api,
  consoleErrors,
}) => {
  consoleErrors.allow(/409 \(Conflict\)/);
  const { mix } = await newMixture(page.request, api, [2]);
  await rememberOperator(page);
  await page.goto(`/mixture/${mix}`);
  const draw = page.getByRole('form', { name: 'Draw' });
  await draw.getByLabel('Quantity').fill('5');
  await draw.getByRole('button', { name: 'Draw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Draw' }).click();
  await expect(failureToast(page)).toBeVisible();
  await expect(draw.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  await expect(draw.getByText('requested 5 ea, but only 2 ea is available')).toBeVisible();
  await expect(draw.getByLabel('Quantity')).toHaveValue('5');
  expect((await readMixture(page, mix)).qty_total).toBe(2);
});

test(
  'Split: every field but the note, asks first, a scanned bin is the destination, the toast opens the new mixture',
  { tag: '@phone' },
  async ({ page, api }) => {
    const { mix, batches } = await newMixture(page.request, api, [6, 3]);
    const [first, second] = batches as [string, string];
    const destination = await api.newBin();
    const newMix = freshMixId();
    await rememberOperator(page);
    await page.goto(`/mixture/${mix}`);
    const split = page.getByRole('form', { name: 'Split' });
    const newId = split.getByLabel('New Mixture ID');
    await expect(newId).toHaveValue(/^MIX\d{6}$/);

    await newId.fill('');
    await split.getByRole('button', { name: 'Split' }).click();
    await expect(split.getByText('All fields except note are required.')).toHaveCount(3);
    await split.getByLabel('Quantity').fill('0');
    await split.getByRole('button', { name: 'Split' }).click();
    await expect(split.getByText('Enter a quantity greater than zero.')).toBeVisible();

    // A bin label scanned anywhere on the page fills the destination.
    await page.getByRole('heading', { level: 2, name: 'Components' }).click();
    await scanWithWedge(page, destination);
    await expect(split.getByLabel('Destination Bin')).toHaveValue(destination);
    await expect(page).toHaveURL(new RegExp(`/mixture/${mix}$`));
    await newId.fill(newMix.toLowerCase());
    await split.getByLabel('Quantity').fill('3');
    await split.getByRole('button', { name: 'Split' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Split 3 ea to ${destination} as ${newMix}?`);
    await dialog.getByRole('button', { name: 'Split' }).click();

    const toast = successToast(page);
    await expect(toast).toContainText(`Split 3 ea from ${mix} into ${destination}`);
    await expect(total(page)).toHaveText('6 ea');
    await expect(componentRow(page, first).getByRole('cell').nth(2)).toHaveText('4 ea');
    await expect(split.getByLabel('Quantity')).toHaveValue('');
    await expect(split.getByLabel('Destination Bin')).toHaveValue('');
    await expect(newId).not.toHaveValue(newMix);
    await expect(logRows(page).nth(1)).toContainText('split');

    await toast.getByRole('link', { name: newMix }).click();
    await expect(page).toHaveURL(new RegExp(`/mixture/${newMix}$`));
    await expect(detail(page, 'Bin')).toHaveText(destination);
    await expect(total(page)).toHaveText('3 ea');
    await expect(componentRow(page, first).getByRole('cell')).toHaveText([new RegExp(`^${first}`), '2 ea', '2 ea']);
    await expect(componentRow(page, second).getByRole('cell')).toHaveText([new RegExp(`^${second}`), '1 ea', '1 ea']);
    await expect(logRows(page).nth(1)).toContainText('created-from-split');
    expect(await api.binContents(destination)).toEqual({ [newMix]: 3 });
  },
);

test(
  'Add Audit Entry: event and operator required, details must be JSON, runs without asking',
  { tag: '@phone' },
  async ({ page, api }) => {
    const { mix } = await newMixture(page.request, api, [4]);
    await page.goto(`/mixture/${mix}`);
    const audit = page.getByRole('form', { name: 'Add Audit Entry' });
    await expect(logRows(page)).toHaveCount(2);

    await audit.getByRole('button', { name: 'Add Entry' }).click();
    await expect(audit.getByText('Event and operator are required.')).toHaveCount(2);
    await audit.getByLabel('Event').fill('viscosity check');
    await audit.getByLabel('Operator').fill(OPERATOR);
    await audit.getByLabel('Details (JSON)').fill('{cP: 3200}');
    await audit.getByRole('button', { name: 'Add Entry' }).click();
    await expect(audit.getByText('Details must be valid JSON.')).toBeVisible();

    await audit.getByLabel('Details (JSON)').fill('{"cP": 3200}');
    await audit.getByLabel('Note').fill('within spec');
    await audit.getByRole('button', { name: 'Add Entry' }).click();
    await expect(successToast(page)).toContainText('Audit entry recorded.');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(logRows(page)).toHaveCount(3);
    await expect(logRows(page).nth(1).getByRole('cell')).toContainText(['viscosity check', OPERATOR, 'within spec', '{"cP":3200}']);
    await expect(audit.getByLabel('Event')).toHaveValue('');
    await expect(audit.getByLabel('Details (JSON)')).toHaveValue('');
    expect((await readMixture(page, mix)).qty_total).toBe(4);
  },
);

test('a missing mixture is the 404 page', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404/);
  await page.goto(`/mixture/${freshMixId()}`);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Not found' })).toBeVisible();
});

const openSampleFromMenu = async (page: Page) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Manufacturing' }).click();
  await nav.getByRole('link', { name: 'Mixture Detail' }).click();
};

test('the menu’s sample link opens the demo data’s mixture', async ({ page, api }) => {
  // The demo's mixture id; another test's New Mixture may have taken it already, which serves as well.
  const { sku, bin, batches } = await binOfBatches(api, [2]);
  const made = await page.request.post('/api/mixtures', {
    data: { mix_id: DEMO_MIXTURE, sku_id: sku, bin_id: bin, components: [{ batch_id: batches[0], quantity: 2 }], created_by: 'e2e' },
  });
  expect([201, 409]).toContain(made.status());
  await openSampleFromMenu(page);
  await expect(page).toHaveURL(`/mixture/${DEMO_MIXTURE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_MIXTURE);
});

test('on a database without the demo’s mixture, the sample link explains mixtures and leads to New Mixture', async ({ page }) => {
  // The shared test database may hold the demo's id by now: search answers as an empty database would.
  await page.route(`**/api/search?query=${DEMO_MIXTURE}*`, (route) =>
    route.fulfill({
      json: {
        Id: '/api/search',
        state: { total_num_results: 0, total_is_exact: true, starting_from: 0, limit: 1, returned_num_results: 0, results: [] },
      },
    }),
  );
  await openSampleFromMenu(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mixtures' })).toBeVisible();
  await expect(page).toHaveURL(/\/mixture\/demo-mixture$/);
  await page.getByRole('main').getByRole('link', { name: 'New Mixture' }).click();
  await expect(page).toHaveURL(/\/new\/mixture$/);
});

test('Audit log: the newest entries first, older ones on request, and none lost when an entry is added', async ({ page, api }) => {
  const { mix } = await newMixture(page.request, api, [4]);
  for (let n = 1; n <= 14; n++) {
    const response = await page.request.post(`/api/mixture/${mix}/audit`, { data: { event: `check ${n}`, created_by: OPERATOR } });
    expect(response.ok()).toBe(true);
  }
  const events = () => logRows(page).locator('td:nth-child(2)');
  const older = page.getByRole('button', { name: 'Show older entries' });
  await page.goto(`/mixture/${mix}`);
  await expect(events()).toHaveText(Array.from({ length: 10 }, (_, i) => `check ${14 - i}`));

  await older.click();
  await expect(events()).toHaveCount(15);
  await expect(events().last()).toHaveText('created');
  await expect(older).toBeHidden();

  const audit = page.getByRole('form', { name: 'Add Audit Entry' });
  await audit.getByLabel('Event').fill('check 15');
  await audit.getByLabel('Operator').fill(OPERATOR);
  await audit.getByRole('button', { name: 'Add Entry' }).click();
  await expect(events()).toHaveText(['check 15', ...Array.from({ length: 14 }, (_, i) => `check ${14 - i}`), 'created']);
});

test(
  'a scanned mixture label opens the mixture; on Release, scanned after its bin, it is drawn from in proportion',
  { tag: '@phone' },
  async ({ page, api }) => {
    const { mix, bin, batches } = await newMixture(page.request, api, [6, 4]);
    const [first, second] = batches as [string, string];
    await page.goto('/');
    await expect(page.getByLabel('Scan or type a label')).toBeFocused();
    await scanWithWedge(page, mix);
    await expect(page).toHaveURL(`/mixture/${mix}`);
    await expect(total(page)).toHaveText('10 ea');

    await page.goto('/release');
    await page.getByLabel('Bin Label').focus();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
    await scanWithWedge(page, mix);
    await expect(page.getByLabel('Item Label')).toHaveValue(mix);
    await page.getByLabel('Quantity').fill('5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(successToast(page)).toContainText(`Released 5 ea, ${mix}`);
    const after = await readMixture(page, mix);
    expect(after.qty_total).toBe(5);
    expect(Object.fromEntries(after.components.map((c) => [c.batch_id, c.qty_remaining]))).toEqual({ [first]: 3, [second]: 2 });
  },
);
