import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMixture } from './support/mixtures';
import { lotIn, measuredSku, newTemplate } from './support/runs';
import { scanWithWedge } from './support/wedge';

const OPERATOR = 'Mara Okafor';

const rememberOperator = (page: Page) => page.addInitScript((name) => localStorage.setItem('lotline.operator', name), OPERATOR);
const successToast = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const failureToast = (page: Page) => page.locator('[data-tone="failure"]');

/** Whole-page screenshots for a person to look at, when RUN_STEP_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const folder = process.env.RUN_STEP_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${test.info().project.name}.png`, fullPage: true, scale: 'css' });
}

async function runsOf(request: APIRequestContext, template: string): Promise<number> {
  const response = await request.get(`/api/step-instances?template=${template}`);
  return ((await response.json()) as { state: { total: number } }).state.total;
}

test(
  'Run Step: scan two lots and a mixture, make two lots into a scanned bin, then print their labels',
  { tag: '@phone' },
  async ({ page, api, request, printer, consoleErrors }) => {
    // Suggested run and lot ids can be taken by a parallel worker first: the screen then asks for fresh ones and tries again.
    consoleErrors.allow(/status of 409/);
    const oil = await measuredSku(request, 'Olive oil');
    const blend = await newMixture(request, api, [4, 6]);
    const soap = await api.newSku({ name: 'Bar soap' });
    const template = await newTemplate(request, [{ sku_id: oil, quantity: 5 }, { sku_id: blend.sku }], [{ sku_id: soap, quantity: 10 }]);
    const first = await lotIn(api, oil, 3);
    const second = await lotIn(api, oil, 4);
    const outBin = await api.newBin();
    await rememberOperator(page);

    await page.goto(`/new/step-instance?template=${template}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Run Step' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Saponify ${template}` })).toBeVisible();
    const requirements = page.getByRole('list', { name: 'Input requirements' }).getByRole('listitem');
    await expect(requirements).toHaveText([/Olive oil.*5 kg · not scanned yet/, /flexible · not scanned yet/]);
    await expect(page.getByLabel('Name of output 1')).toHaveValue('Bar soap');
    await expect(page.getByLabel('Quantity of output 1')).toHaveValue('10');
    await expect(page.getByLabel('Lot ID of output 1')).toHaveAttribute('placeholder', /^BAT\d+$/);

    // The first lot from the bin scanned before it; the second from the only bin that holds it.
    await scanWithWedge(page, first.bin);
    await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(first.bin);
    await expect(page.getByLabel('Lot or mixture')).toBeFocused();
    await scanWithWedge(page, first.lot);
    await expect(page.getByLabel(`Quantity of ${first.lot}`)).toHaveValue('3');
    await scanWithWedge(page, second.lot);
    // The template asks 5 kg; 3 are listed, so 2 are offered of the second lot.
    await expect(page.getByLabel(`Quantity of ${second.lot}`)).toHaveValue('2');
    await expect(requirements.first()).toContainText('met');
    await page.getByLabel(`Quantity of ${second.lot}`).fill('2.5');
    await expect(page.getByRole('region', { name: 'Deviations' })).toContainText('Olive oil');

    // The template names no amount of the blend: its quantity is the operator's to enter.
    await scanWithWedge(page, blend.mix);
    await expect(page.getByLabel(`Quantity of ${blend.mix}`)).toHaveValue('');
    await page.getByLabel(`Quantity of ${blend.mix}`).fill('4');

    // A SKU label has no place here: refused, and the page stays.
    await scanWithWedge(page, soap);
    await expect(failureToast(page)).toContainText(`${soap} is not a lot, mixture, bin or template label.`);
    await expect(page).toHaveURL(/\/new\/step-instance/);

    // A second lot of soap, then the destination bin scanned while the outputs are active: both rows take it.
    await page.getByRole('button', { name: 'Add output' }).click();
    await page.getByLabel('Quantity of output 2').fill('4');
    // Working in the outputs makes them where a scanned bin goes.
    await expect(page.getByRole('region', { name: 'Outputs' }).getByRole('button', { name: 'Bin scans go here' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await scanWithWedge(page, outBin);
    await expect(page.getByLabel('Bin of output 1')).toHaveValue(outBin);
    await expect(page.getByLabel('Bin of output 2')).toHaveValue(outBin);
    await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(first.bin);
    await shot(page, 'mid-run');

    await expect(page.getByLabel('Operator')).toHaveValue(OPERATOR);
    await page.getByRole('button', { name: 'Record run' }).click();

    await expect(successToast(page)).toContainText(/Run INS\d+ recorded\./);
    const panel = page.getByRole('region', { name: /^Run INS\d+ recorded$/ });
    await expect(panel).toBeVisible();
    const instance = /INS\d+/.exec((await panel.getByRole('heading').textContent()) ?? '')?.[0] ?? '';
    await expect(successToast(page).getByRole('link', { name: instance })).toHaveAttribute('href', `/step-instance/${instance}`);
    await shot(page, 'done');

    // The stock moved, in one run.
    const run = (await (await request.get(`/api/step-instance/${instance}`)).json()) as {
      state: { operator: string; produced: { batch_id: string; quantity: number; bin_id: string }[] };
    };
    expect(run.state.operator).toBe(OPERATOR);
    const lots = run.state.produced.map((row) => row.batch_id);
    expect(run.state.produced.map((row) => [row.quantity, row.bin_id])).toEqual([
      [10, outBin],
      [4, outBin],
    ]);
    expect(await api.binContents(first.bin)).toEqual({});
    expect(await api.binContents(second.bin)).toEqual({ [second.lot]: 1.5 });
    expect(await api.binContents(blend.bin)).toEqual({ [blend.mix]: 6 });
    expect(await api.binContents(outBin)).toEqual({ [lots[0]!]: 10, [lots[1]!]: 4 });

    // The panel offers the new lots' labels.
    await expect(panel.getByRole('table', { name: 'Produced lots' }).getByRole('row')).toHaveCount(3);
    await expect(panel.getByRole('link', { name: 'Print labels (PDF/ZPL)' })).toHaveAttribute('href', `/labels?ids=${lots.join(',')}`);
    await panel.getByRole('button', { name: 'Print on label printer' }).click();
    await expect(successToast(page)).toContainText('Sent 2 labels to the printer.');
    expect(printer.labels).toEqual(lots);

    // Run again starts over on the same template.
    await panel.getByRole('button', { name: 'Run again' }).click();
    await expect(page.getByRole('list', { name: 'Input requirements' })).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${first.lot}`)).toHaveCount(0);
    await expect(page.getByLabel('Quantity of output 2')).toHaveCount(0);
  },
);

test('Run Step: more than the bin holds is refused on that row, and nothing is booked', async ({ page, api, request, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const oil = await measuredSku(request, 'Olive oil');
  const soap = await api.newSku({ name: 'Bar soap' });
  const template = await newTemplate(request, [{ sku_id: oil }], [{ sku_id: soap, quantity: 2 }]);
  const plenty = await lotIn(api, oil, 9);
  const scarce = await lotIn(api, oil, 2);
  const outBin = await api.newBin();
  await rememberOperator(page);

  await page.goto(`/new/step-instance?template=${template}`);
  await expect(page.getByLabel('Quantity of output 1')).toHaveValue('2');
  await scanWithWedge(page, plenty.lot);
  await page.getByLabel(`Quantity of ${plenty.lot}`).fill('9');
  await scanWithWedge(page, scarce.lot);
  await page.getByLabel(`Quantity of ${scarce.lot}`).fill('5');
  await page.getByLabel('Bin of output 1').fill(outBin);
  await page.getByRole('button', { name: 'Record run' }).click();

  await expect(failureToast(page)).toContainText('There is not that much available.');
  const row = page.getByRole('list', { name: 'Consumed' }).getByRole('listitem').nth(1);
  await expect(row).toContainText('requested 5 kg, but only 2 kg is available');
  await shot(page, 'refused');
  await expect(page.getByLabel(`Quantity of ${scarce.lot}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(`Quantity of ${plenty.lot}`)).toHaveAttribute('aria-invalid', 'false');
  expect(await runsOf(request, template)).toBe(0);
  expect(await api.binContents(plenty.bin)).toEqual({ [plenty.lot]: 9 });
  expect(await api.binContents(scarce.bin)).toEqual({ [scarce.lot]: 2 });
  expect(await api.binContents(outBin)).toEqual({});

  // Within what the bin holds, the same form records the run.
  await page.getByLabel(`Quantity of ${scarce.lot}`).fill('2');
  await page.getByRole('button', { name: 'Record run' }).click();
  await expect(successToast(page)).toContainText(/Run INS\d+ recorded\./);
  expect(await runsOf(request, template)).toBe(1);
  expect(await api.binContents(scarce.bin)).toEqual({});
});

test('Run Step without a template: choose one from the list; lots are refused until then', async ({ page, api, request }) => {
  const oil = await measuredSku(request, 'Olive oil');
  const soap = await api.newSku({ name: 'Bar soap' });
  const template = await newTemplate(request, [{ sku_id: oil, quantity: 1 }], [{ sku_id: soap }]);
  const { lot } = await lotIn(api, oil, 1);

  await page.goto('/new/step-instance');
  await expect(page.getByText('Choose the template to run, or scan its label.')).toBeVisible();
  await scanWithWedge(page, lot);
  await expect(failureToast(page)).toContainText('Choose or scan the template first.');
  await page.getByLabel('Template', { exact: true }).selectOption(template);
  await expect(page).toHaveURL(new RegExp(`template=${template}`));
  await expect(page.getByLabel('Quantity of output 1')).toHaveValue('');

  // Checked before anything is sent: each problem next to its place.
  await page.getByRole('button', { name: 'Record run' }).click();
  await expect(failureToast(page)).toContainText('The run was not recorded');
  await expect(page.getByRole('region', { name: 'Inputs' })).toContainText('Scan at least one lot or mixture the run used.');
  const output = page.getByRole('list', { name: 'Produced' }).getByRole('listitem');
  await expect(output).toContainText('Enter the quantity.');
  await expect(output).toContainText('Scan or type the bin it goes into.');
  expect(await runsOf(request, template)).toBe(0);

  await scanWithWedge(page, lot);
  await expect(page.getByLabel(`Quantity of ${lot}`)).toHaveValue('1');
});

test(
  'Run Step with a scanner alone: template, bin, lot, then the next bin scanned is where the new lot goes',
  { tag: '@phone' },
  async ({ page, api, request, consoleErrors }) => {
    consoleErrors.allow(/status of 409/);
    const oil = await measuredSku(request, 'Olive oil');
    const soap = await api.newSku({ name: 'Bar soap' });
    const template = await newTemplate(request, [{ sku_id: oil, quantity: 2 }], [{ sku_id: soap, quantity: 6 }]);
    const { bin, lot } = await lotIn(api, oil, 5);
    const outBin = await api.newBin();
    await rememberOperator(page);

    await page.goto('/new/step-instance');
    await expect(page.getByRole('heading', { level: 1, name: 'Run Step' })).toBeVisible();
    await scanWithWedge(page, template);
    await expect(page.getByRole('link', { name: `Saponify ${template}` })).toBeVisible();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(bin);
    await scanWithWedge(page, lot);
    await expect(page.getByLabel(`Quantity of ${lot}`)).toHaveValue('2');
    // Every requirement met: the outputs are now where a scanned bin goes.
    await expect(page.getByRole('region', { name: 'Outputs' }).getByRole('button', { name: 'Bin scans go here' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await scanWithWedge(page, outBin);
    await expect(page.getByLabel('Bin of output 1')).toHaveValue(outBin);
    await expect(page.getByLabel('Bin', { exact: true })).toHaveValue(bin);
    await page.getByLabel('Bin of output 1').press('Enter');
    await expect(successToast(page)).toContainText(/Run INS\d+ recorded\./);
    expect(await api.binContents(bin)).toEqual({ [lot]: 3 });
    expect(Object.values(await api.binContents(outBin))).toEqual([6]);
  },
);
