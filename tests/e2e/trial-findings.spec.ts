import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueCode } from './support/api';
import { rowsOf, uniqueWord } from './support/data';
import { binOfBatches, newMixture } from './support/mixtures';
import { scanWithWedge } from './support/wedge';

/**
 * Issue 9's trial findings and deliverables that no other spec held to their fix
 * (docs/issue-9-findings.md maps every finding to its tests).
 */

/** Elements that scroll sideways: a table's scroll box whose content is wider than the box. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} ${element.scrollWidth}px in ${element.clientWidth}px`),
  );

const pageFitsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('history tables fit the screen without scrolling sideways, on the bin, SKU, batch and operation pages', { tag: '@phone' }, async ({ page, api, request }) => {
  const word = uniqueWord('rack');
  const [from, to] = [await api.newBin(), await api.newBin()];
  for (const [bin, name] of [[from, `Receiving dock, north door ${word}`], [to, `Shelf A1, oils and butters ${word}`]] as const) {
    expect((await request.patch(`/api/bin/${bin}`, { data: { name } })).ok()).toBe(true);
  }
  const sku = await api.newSku({ name: `Shea butter, refined, 20 kg pail ${word}` });
  const batch = await api.newBatch({ sku_id: sku, name: `Shea butter, Karité Coop lot 2403-117 ${word}` });
  await api.receive({ bin: from, item: batch, quantity: 6, operator: 'Maria Okafor', note: 'PO 4500-1187, delivery note KC-77812' });
  await api.move({ from, to, item: batch, quantity: 4, operator: 'Jonas Berg', note: 'Put-away, 2 pails left on the dock' });

  for (const path of [`/bin/${to}`, `/sku/${sku}`, `/batch/${batch}`]) {
    await page.goto(path);
    const history = page.getByRole('table', { name: 'Stock history' });
    await expect(history.getByText('Put-away, 2 pails left on the dock')).toBeVisible();
    expect(await sidewaysScrollers(page), path).toEqual([]);
    expect(await pageFitsSideways(page), path).toBe(true);
  }
  await page.getByRole('table', { name: 'Stock history' }).getByRole('link', { name: /^Move \(operation/ }).click();
  await expect(page.getByRole('heading', { name: '1 movement' })).toBeVisible();
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await pageFitsSideways(page)).toBe(true);
});

test('a SKU whose batches alone moved shows their stock, total and history on its page', { tag: '@phone' }, async ({ page, api }) => {
  const word = uniqueWord('cocoa');
  const [from, to] = [await api.newBin(), await api.newBin()];
  const sku = await api.newSku({ name: `Cocoa butter ${word}` });
  const [lot, otherLot] = [await api.newBatch({ sku_id: sku, name: `Cocoa lot A ${word}` }), await api.newBatch({ sku_id: sku, name: `Cocoa lot B ${word}` })];
  await api.receive({ bin: from, item: lot, quantity: 5 });
  await api.receive({ bin: from, item: otherLot, quantity: 2 });
  await api.move({ from, to, item: lot, quantity: 3 });

  await page.goto(`/sku/${sku}`);
  const onHand = page.getByRole('main').getByRole('term').filter({ hasText: /^On hand$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(onHand).toHaveText('7 ea');
  const locations = rowsOf(page.getByRole('table', { name: 'Locations' }));
  await expect(locations).toHaveCount(3);
  await expect(locations.filter({ hasText: to }).getByRole('cell')).toHaveText([new RegExp(to), new RegExp(lot), '3 ea']);
  await expect(locations.filter({ hasText: otherLot }).getByRole('cell')).toHaveText([new RegExp(from), new RegExp(otherLot), '2 ea']);
  const history = page.getByRole('table', { name: 'Stock history' });
  await expect(history.getByRole('rowheader')).toHaveText([/^Move · /, /^Receive · /, /^Receive · /]);
  await expect(history.getByRole('cell').filter({ hasText: / ea$/ })).toHaveText(['3 ea', '2 ea', '5 ea']);
  await expect(history.getByRole('cell').filter({ hasText: `Cocoa lot A ${word}` })).toHaveCount(2);
});

test('New Mixture takes batch labels scanned back to back in order, lookups still pending', { tag: '@phone' }, async ({ page, api }) => {
  const { bin, batches } = await binOfBatches(api, [6, 4]);
  const [first, second] = batches as [string, string];
  await page.goto('/new/mixture');
  await expect(page.getByRole('heading', { level: 1, name: 'New Mixture' })).toBeVisible();
  await scanWithWedge(page, bin);
  await expect(page.getByLabel('Batch', { exact: true })).toBeFocused();
  // No wait between the scans: each batch's lookup is still out when the next scan arrives.
  await scanWithWedge(page, first);
  await scanWithWedge(page, second);
  await scanWithWedge(page, first);
  await expect(page.getByRole('table', { name: 'Components' }).getByRole('link')).toHaveText([first, second]);
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('6');
  await expect(page.getByLabel(`Quantity of ${second}`)).toHaveValue('4');
  await expect(page).toHaveURL('/new/mixture');
});

test('New Mixture claims a batch code scanned with work in progress: it adds the batch and never opens its page', { tag: '@phone' }, async ({ page, api }) => {
  const { sku, bin, batches } = await binOfBatches(api, [6]);
  const [first] = batches as [string];
  const code = uniqueCode('SUP');
  const second = await api.newBatch({ sku_id: sku, associated_codes: [code] });
  await api.receive({ bin, item: second, quantity: 4 });
  await page.goto('/new/mixture');
  await expect(page.getByRole('heading', { level: 1, name: 'New Mixture' })).toBeVisible();
  await scanWithWedge(page, bin);
  await scanWithWedge(page, first);
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('6');
  // With no field focused, as a handheld scanner is used.
  await page.getByRole('heading', { level: 1, name: 'New Mixture' }).click();
  await scanWithWedge(page, code);
  await expect(page).toHaveURL('/new/mixture', { timeout: 2_000 });
  await expect(page.getByLabel(`Quantity of ${second}`)).toHaveValue('4');
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

/** The browser's own today, tomorrow and yesterday, as a date field takes them. */
const browserDays = (page: Page) =>
  page.evaluate(() => {
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    return { today: day(0), tomorrow: day(1), yesterday: day(-1) };
  });

test('the ledger filters by bin, by item and by a span of days', { tag: '@phone' }, async ({ page, api }) => {
  const operator = `Op ${uniqueWord()}`;
  const [first, second] = [await api.newBin(), await api.newBin()];
  const [sku, batch] = [await api.newSku(), await api.newBatch()];
  await api.receive({ bin: first, item: sku, quantity: 5, operator });
  await api.receive({ bin: second, item: batch, quantity: 2, operator });
  await api.move({ from: first, to: second, item: sku, quantity: 1, operator });

  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}`);
  const rows = rowsOf(page.getByRole('table', { name: 'Ledger' }));
  await expect(rows).toHaveCount(3);

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('searchbox', { name: 'Bin' }).fill(first);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`bin=${first}`));
  await expect(rows.locator('td:nth-child(2)')).toHaveText(['Move', 'Receive']);

  await filters.getByRole('searchbox', { name: 'Bin' }).fill('');
  await filters.getByRole('searchbox', { name: 'Item' }).fill(batch);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2 ea');

  const { today, tomorrow, yesterday } = await browserDays(page);
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}`);
  await filters.getByLabel('From', { exact: true }).fill(today);
  await filters.getByLabel('To', { exact: true }).fill(today);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(rows).toHaveCount(3);
  // Later days, as the URL keeps them.
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}&from=${tomorrow}`);
  await expect(filters.getByLabel('From', { exact: true })).toHaveValue(tomorrow);
  await expect(page.getByText('No stock changes match.')).toBeVisible();
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}&to=${yesterday}`);
  await expect(page.getByText('No stock changes match.')).toBeVisible();
  // A span picked backwards (From after To) is the same span, not a problem.
  await page.goto(`/ledger?operator=${encodeURIComponent(operator)}&from=${tomorrow}&to=${yesterday}`);
  await expect(rows).toHaveCount(3);
});

test("Home's recent activity words a mixture's changes as sentences, not the ledger's kind names", { tag: '@phone' }, async ({ page, api, request }) => {
  const { mix, bin, batches } = await newMixture(request, api, [3, 2]);
  await api.release({ bin, item: mix, quantity: 1 });
  await page.goto('/');
  const activity = page.getByRole('list', { name: 'Recent stock changes' }).getByRole('listitem');
  await expect(activity.filter({ hasText: batches[0] ?? '' }).first()).toContainText(`3 ea of ${batches[0]}`);
  for (const entry of await activity.filter({ hasText: new RegExp(`${mix}|${batches[0]}|${batches[1]}`) }).all()) {
    await expect(entry).not.toContainText(/mixture-|step-/);
    await expect(entry).toHaveText(/^[A-Z][a-z]+ \d/);
  }
});

test('a mixture in a stock form names its unit in the hint and in the toast', { tag: '@phone' }, async ({ page, api, request }) => {
  const { mix, bin } = await newMixture(request, api, [3, 2]);
  await page.goto(`/release?from=${bin}&item=${mix}&quantity=1`);
  await expect(page.getByText(`· 5 ea in ${bin}`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`Released 1 ea, ${mix}`);
});

test("a SKU's barcode scanned on Receive asks which of its batches the bin holds, and books the one chosen", { tag: '@phone' }, async ({ page, api }) => {
  const ean = `40${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  const sku = await api.newSku({ name: 'Argan oil', owned_codes: [ean] });
  const lot = await api.newBatch({ sku_id: sku, name: 'Argan lot 3' });
  const bin = await api.newBin();
  await api.receive({ bin, item: lot, quantity: 2 });

  await page.goto('/receive');
  await page.getByLabel('Bin Label').focus();
  await scanWithWedge(page, bin);
  await expect(page.getByLabel('Item Label')).toBeFocused();
  await scanWithWedge(page, ean);
  await expect(page.getByLabel('Item Label')).toHaveValue(sku);
  const choice = page.getByRole('group', { name: `Batches of ${sku} in ${bin}` });
  await expect(choice).toContainText(`${bin} holds batches of ${sku}. Which one?`);
  await expect(choice.getByRole('button')).toHaveText([`${lot} Argan lot 3 · 2 held`, `${sku} itself (no lot)`]);
  expect(await api.binContents(bin)).toEqual({ [lot]: 2 });

  await choice.getByRole('button', { name: `${lot} Argan lot 3` }).click();
  await expect(page.getByLabel('Item Label')).toHaveValue(lot);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(`Added 1 ea, ${lot}`);
  expect(await api.binContents(bin)).toEqual({ [lot]: 3 });
});
