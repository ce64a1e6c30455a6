import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerNextDialog } from './support/data';
import { skuIn } from './support/fresh-records';
import { binOfBatches } from './support/mixtures';
import { lotIn, measuredSku, newTemplate } from './support/runs';
import { scanWithWedge } from './support/wedge';

/**
 * Work is never left silently: New Mixture, Run Step and Audit ask before the menu takes the
 * person elsewhere (found on a phone), a template scanned mid-run asks before it replaces the
 * run's outputs, a flexible input starts empty, and a bin scan goes to the side of the run the
 * person last worked in.
 */

const LEAVE = 'Leave without saving changes?';

const rememberOperator = (page: Page) => page.addInitScript(() => localStorage.setItem('lotline.operator', 'Mara Okafor'));
const failureToast = (page: Page) => page.locator('[data-tone="failure"]');

/** Home, through the phone's menu behind the hamburger. */
async function homeThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
}

/** The menu asks; Cancel stays on `path` with the work `kept` still there; OK leaves for Home. */
async function leavingAsks(page: Page, path: string, kept: () => Promise<void>) {
  const staying = answerNextDialog(page, 'dismiss');
  await homeThroughMenu(page);
  const asked = await staying;
  expect([asked.type(), asked.message()]).toEqual(['confirm', LEAVE]);
  await expect(page).toHaveURL(path);
  await kept();

  const leaving = answerNextDialog(page, 'accept');
  await homeThroughMenu(page);
  expect((await leaving).message()).toBe(LEAVE);
  await expect(page).toHaveURL('/');
}

test('New Mixture with scanned batches asks before the menu leaves it', { tag: '@phone-only' }, async ({ page, api }) => {
  const { bin, batches } = await binOfBatches(api, [6, 4]);
  const other = await api.newBin();
  const [first] = batches as [string];
  await rememberOperator(page);

  // A bin alone is no work: the menu leaves without asking.
  await page.goto('/new/mixture');
  await scanWithWedge(page, bin);
  await expect(page.getByLabel('Batch', { exact: true })).toBeFocused();
  await homeThroughMenu(page);
  await expect(page).toHaveURL('/');

  await page.goto('/new/mixture');
  await scanWithWedge(page, bin);
  await scanWithWedge(page, first);
  const quantity = page.getByLabel(`Quantity of ${first}`);
  await expect(quantity).toHaveValue('6');

  // A stray scan of another bin asks before it takes the batches off.
  const keeping = answerNextDialog(page, 'dismiss');
  await scanWithWedge(page, other);
  expect((await keeping).message()).toBe(`Start over from ${other}? The batches listed from ${bin} are taken off.`);
  await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(bin);
  await expect(quantity).toHaveValue('6');

  await leavingAsks(page, '/new/mixture', () => expect(quantity).toHaveValue('6'));
});

test('Run Step with a lot scanned asks before the menu leaves it', { tag: '@phone-only' }, async ({ page, api, request }) => {
  const oil = await measuredSku(request, 'Olive oil');
  const soap = await api.newSku({ name: 'Bar soap' });
  const template = await newTemplate(request, [{ sku_id: oil, quantity: 2 }], [{ sku_id: soap, quantity: 6 }]);
  const { lot } = await lotIn(api, oil, 5);
  await rememberOperator(page);

  await page.goto(`/new/step-instance?template=${template}`);
  await expect(page.getByLabel('Quantity of output 1')).toHaveValue('6');
  await scanWithWedge(page, lot);
  const quantity = page.getByLabel(`Quantity of ${lot}`);
  await expect(quantity).toHaveValue('2');

  await leavingAsks(page, `/new/step-instance?template=${template}`, () => expect(quantity).toHaveValue('2'));
});

test(
  'Audit with items counted asks before the menu leaves it, and a bin scan never does',
  { tag: '@phone-only' },
  async ({ page, api }) => {
    const bin = await api.newBin();
    const other = await api.newBin();
    const batch = await api.newBatch();
    await api.receive({ bin, item: batch, quantity: 3 });
    await rememberOperator(page);

    await page.goto('/audit');
    await scanWithWedge(page, bin);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(bin);
    await scanWithWedge(page, batch);
    await scanWithWedge(page, batch);
    const counted = page.getByLabel(`Count of ${batch}`);
    await expect(counted).toHaveValue('2');

    // A scanned bin label is the navigation a scan could make: it is refused, and the count stays.
    await scanWithWedge(page, other);
    await expect(failureToast(page)).toContainText(`${other} is a bin: confirm this count, or change the bin, first.`);
    await expect(page).toHaveURL('/audit');

    // Change bin asks as leaving does.
    const keeping = answerNextDialog(page, 'dismiss');
    await page.getByRole('button', { name: 'Change bin' }).click();
    expect((await keeping).message()).toBe(LEAVE);
    await expect(counted).toHaveValue('2');

    await leavingAsks(page, '/audit', () => expect(counted).toHaveValue('2'));
  },
);

test('a template scanned during a run asks before it replaces the outputs', async ({ page, api, request }) => {
  const oil = await measuredSku(request, 'Olive oil');
  const soap = await api.newSku({ name: 'Bar soap' });
  const candle = await api.newSku({ name: 'Candle' });
  const template = await newTemplate(request, [{ sku_id: oil, quantity: 2 }], [{ sku_id: soap, quantity: 6 }]);
  const stray = await newTemplate(request, [{ sku_id: oil, quantity: 1 }], [{ sku_id: candle, quantity: 3 }]);
  const { lot } = await lotIn(api, oil, 5);
  await rememberOperator(page);

  await page.goto(`/new/step-instance?template=${template}`);
  await expect(page.getByLabel('Quantity of output 1')).toHaveValue('6');
  await scanWithWedge(page, lot);
  await expect(page.getByLabel(`Quantity of ${lot}`)).toHaveValue('2');
  await page.getByLabel('Quantity of output 1').fill('5');

  const prompt = `Switch this run from ${template} to ${stray}? The outputs entered are replaced by ${stray}'s.`;
  const keeping = answerNextDialog(page, 'dismiss');
  await scanWithWedge(page, stray);
  expect([(await keeping).type(), (await keeping).message()]).toEqual(['confirm', prompt]);
  await expect(page).toHaveURL(`/new/step-instance?template=${template}`);
  await expect(page.getByLabel('Name of output 1')).toHaveValue('Bar soap');
  await expect(page.getByLabel('Quantity of output 1')).toHaveValue('5');

  const switching = answerNextDialog(page, 'accept');
  await scanWithWedge(page, stray);
  expect((await switching).message()).toBe(prompt);
  await expect(page).toHaveURL(`/new/step-instance?template=${stray}`);
  await expect(page.getByLabel('Name of output 1')).toHaveValue('Candle');
  await expect(page.getByLabel(`Quantity of ${lot}`)).toHaveValue('2');
});

test('a flexible input starts empty, and after an edit the output bin scanned goes to the outputs', async ({ page, api, request }) => {
  const water = await skuIn(request, 'Purified water', 'L');
  const soap = await api.newSku({ name: 'Liquid soap' });
  const template = await newTemplate(request, [{ sku_id: water }], [{ sku_id: soap, quantity: 4 }]);
  const { bin, lot } = await lotIn(api, water, 7);
  const [shelf, rack] = [await api.newBin(), await api.newBin()];
  await rememberOperator(page);

  await page.goto(`/new/step-instance?template=${template}`);
  const inputs = page.getByRole('region', { name: 'Inputs' });
  const outputs = page.getByRole('region', { name: 'Outputs' });
  await expect(page.getByLabel('Quantity of output 1')).toHaveValue('4');
  await scanWithWedge(page, lot);
  // The template names no amount: the 7 L the bin holds are not offered as what the run took.
  const quantity = page.getByLabel(`Quantity of ${lot}`);
  await expect(quantity).toHaveValue('');
  await expect(inputs).toContainText('(7 L on hand)');
  await expect(inputs.getByRole('list', { name: 'Input requirements' })).toContainText('flexible · enter the quantity');

  // The quantity typed meets the input: the next bin scanned is where the soap goes.
  await quantity.fill('2');
  await expect(outputs.getByRole('button', { name: 'Bin scans go here' })).toBeVisible();
  await scanWithWedge(page, shelf);
  await expect(page.getByLabel('Bin of output 1')).toHaveValue(shelf);
  await expect(page.getByLabel('Bin', { exact: true })).toHaveValue('');

  // An edit of the input (typed on, so it stays met), then a tap on the outputs' text: a scanned bin follows the tap.
  await quantity.click();
  await quantity.press('End');
  await quantity.pressSequentially('.5');
  await expect(inputs.getByRole('button', { name: 'Bin scans go here' })).toBeVisible();
  await outputs.getByRole('heading', { name: 'Outputs' }).click();
  await expect(outputs.getByRole('button', { name: 'Bin scans go here' })).toBeVisible();
  await scanWithWedge(page, rack);
  await expect(page.getByLabel('Bin of output 1')).toHaveValue(rack);
  await expect(page.getByLabel('Bin', { exact: true })).toHaveValue('');
  await expect(quantity).toHaveValue('2.5');
  expect(await api.binContents(bin)).toEqual({ [lot]: 7 });
});
