import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createdLabel, uniqueWord } from './support/data';
import { freshId, posted, skuIn } from './support/fresh-records';

/** Issue 20: at 390x844 these screens fit, with nothing clipped or scrolling sideways. */

const pageFitsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** How far `inner` reaches past the right edge of `outer`, in px (0 or less when it fits). */
async function overhang(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) throw new Error('not laid out');
  return a.x + a.width - (b.x + b.width);
}

test(
  'the audit confirmation shows every column, Difference included, inside its dialog',
  { tag: '@phone-only' },
  async ({ page, api, request }) => {
    const bin = await api.newBin();
    const oil = await skuIn(request, `Fractionated coconut oil, Pacific lot F-88213 ${uniqueWord()}`, 'kg');
    const jars = await api.newBatch({ name: `Amber glass jars 200 ml, Glassworks lot GW-7781 ${uniqueWord()}` });
    await api.receive({ bin, item: oil, quantity: 1250.375 });
    await api.receive({ bin, item: jars, quantity: 1200 });

    await page.goto('/audit');
    await page.getByLabel('Bin Label').fill(bin);
    await page.getByRole('button', { name: 'Start count' }).click();
    await page.getByLabel('Operator').fill('Mara');
    await page.getByRole('button', { name: 'Confirm count' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    const table = dialog.getByRole('table', { name: 'Adjustments' });
    const oilRow = table.getByRole('row').filter({ hasText: oil });
    await expect(oilRow.getByRole('cell')).toHaveText(['1,250.375 kg', '0 kg', '-1,250.375 kg']);
    await expect(table.getByRole('row').filter({ hasText: jars }).getByRole('cell')).toHaveText(['1,200 ea', '0 ea', '-1,200 ea']);

    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await overhang(table.getByRole('columnheader', { name: 'Difference' }), dialog)).toBeLessThanOrEqual(0);
    for (const cell of await table.getByRole('cell').all()) expect(await overhang(cell, table)).toBeLessThanOrEqual(0);
    expect(await pageFitsSideways(page)).toBe(true);
  },
);

test('the header keeps the Scan button at the right edge, with accounts off', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/');
  const scan = await page.getByRole('banner').getByRole('button', { name: 'Scan' }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(width - ((scan?.x ?? 0) + (scan?.width ?? 0))).toBeLessThanOrEqual(16);
});

test("Home's scan box shows its whole placeholder", { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').getByLabel('Scan or type a label');
  const fits = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
  expect(await overhang(page.getByRole('search').getByRole('button', { name: 'Go' }), page.getByRole('main'))).toBeLessThanOrEqual(0);
  expect(await pageFitsSideways(page)).toBe(true);
});

test("the genealogy graph shows each node's amount and name whole", { tag: '@phone-only' }, async ({ page, api, request }) => {
  const shea = await skuIn(request, 'Shea butter, refined, in 20 kg pails', 'kg');
  const balm = await skuIn(request, 'Whipped body butter', 'ea');
  const bin = await api.newBin();
  const lot = await api.newBatch({ sku_id: shea, name: 'Shea butter, Karité Coop lot 2403-117' });
  await api.receive({ bin, item: lot, quantity: 120 });
  const template = freshId('TPL');
  await posted(request, '/api/step-templates', {
    template_id: template,
    name: 'Whip',
    inputs: [{ sku_id: shea }],
    outputs: [{ sku_id: balm }],
  });
  const run = freshId('INS');
  const made = freshId('BAT');
  await posted(request, '/api/step-instances', {
    instance_id: run,
    template_id: template,
    operator: 'Priya',
    consumed: [{ resource_id: lot, quantity: 40, bin_id: bin }],
    produced: [{ batch_id: made, sku_id: balm, quantity: 12, bin_id: bin, name: 'Whipped body butter, lavender, run WB-24-016' }],
  });

  await page.goto(`/traceability?id=${lot}&scope=downstream`);
  const graph = page.getByRole('img', { name: 'Genealogy graph' });
  await expect(graph.locator(`[data-node="${lot}"]`)).toContainText('Shea butter, Karité Coop lot 2403-117');
  await expect(graph.locator(`[data-node="${made}"]`)).toContainText('Whipped body butter, lavender, run WB-24-016');
  // Each node's text fits its box: nothing runs past it or is cut off at its foot.
  const clipped = await graph
    .locator('[data-node] foreignObject > *')
    .evaluateAll((texts) =>
      texts
        .filter((text) => text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight + 1)
        .map((text) => text.textContent),
    );
  expect(clipped).toEqual([]);
  await expect(graph.locator('[data-node]')).toHaveCount(3);
  expect(await pageFitsSideways(page)).toBe(true);
});

test('the lot chooser fits the screen, however long a lot name', { tag: '@phone-only' }, async ({ page, api }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Rosehip oil' });
  const long = `Rosehip-oil-cold-pressed-organic-certified-lot-${uniqueWord()}-${uniqueWord()}`;
  const lots = [await api.newBatch({ sku_id: sku, name: long }), await api.newBatch({ sku_id: sku, name: 'Rosehip lot 8' })];
  for (const lot of lots) await api.receive({ bin, item: lot, quantity: 2 });

  await page.goto(`/release?from=${bin}&item=${sku}`);
  const choice = page.getByRole('group', { name: `Batches of ${sku} in ${bin}` });
  await expect(choice.getByRole('button')).toHaveCount(3);
  for (const button of await choice.getByRole('button').all()) expect(await overhang(button, choice)).toBeLessThanOrEqual(0);
  expect(await choice.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await pageFitsSideways(page)).toBe(true);
});

test('New Bin takes Notes, and the bin keeps them', { tag: '@phone-only' }, async ({ page, request }) => {
  const notes = `Kept at 2-8 °C ${uniqueWord()}`;
  await page.goto('/new/bin');
  await page.getByLabel('Bin Label').fill(freshId('BIN'));
  await page.getByLabel('Name').fill('Cold room');
  await page.getByLabel('Notes').fill(notes);
  await page.getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('status').filter({ hasText: /^Success, BIN\d+ created\./ });
  const bin = await createdLabel(created);
  const state = ((await (await request.get(`/api/bin/${bin}`)).json()) as { state: { notes: string | null } }).state;
  expect(state.notes).toBe(notes);
  await expect(page.getByLabel('Notes')).toHaveValue('');
  expect(await pageFitsSideways(page)).toBe(true);
});
