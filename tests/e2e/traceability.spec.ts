import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests, missingId, rowsOf } from './support/data';
import { freshId, posted, skuIn } from './support/fresh-records';
import { creamStory, rowOf, storyTwo } from './support/trace-story';
import { scanWithWedge } from './support/wedge';

/** The Traceability screen over one blend made into three lots (story 2, support/trace-story.ts). */

const table = (page: Page, name: string) => page.getByRole('table', { name });

async function downloadedCsv(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  return fs.readFileSync(await (await download).path(), 'utf8');
}

test(
  'upstream of Y_A is 5–7 kg of X1 and 0–2 kg of X2; of all three outputs it is exact; the CSV says the same',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const story = await storyTwo(request, api);
    await page.goto(`/traceability?id=${story.ya}&scope=upstream`);
    await expect(page.getByRole('heading', { name: 'Traceability Report' })).toBeVisible();
    await expect(page.getByLabel('Scope')).toHaveValue('upstream');

    const sources = rowsOf(table(page, 'Source lots'));
    await expect(sources).toHaveCount(2);
    await expect(rowOf(sources, story.x1)).toContainText('Shea lot one');
    await expect(rowOf(sources, story.x1)).toContainText('5–7 kg');
    await expect(rowOf(sources, story.x1)).toContainText('split across outputs');
    await expect(rowOf(sources, story.x1)).toContainText('passed through a mixture');
    await expect(rowOf(sources, story.x2)).toContainText('0–2 kg');
    // The genealogy from the sources through the blend and the run to Y_A; Y_B and Y_C are no part of it.
    const graph = page.getByRole('img', { name: 'Genealogy graph' });
    for (const id of [story.x1, story.x2, story.run, story.ya]) await expect(graph.locator(`[data-node="${id}"]`)).toHaveCount(1);
    await expect(graph.locator(`[data-node="${story.yb}"]`)).toHaveCount(0);
    await expect(graph.locator(`[data-edge^="${story.x1}>"]`)).toHaveAttribute('data-uncertain', 'true');
    await expect(graph.locator(`[data-edge="${story.run}>${story.ya}"]`)).toContainText('7 kg');

    const csv = await downloadedCsv(page);
    expect(csv).toContain('"Scope","Upstream provenance"');
    expect(csv).toContain(`"${story.x1}","Shea lot one","5","7","kg","split across outputs; passed through a mixture"\r\n`);
    expect(csv).toContain(`"${story.x2}","Shea lot two","0","2","kg","split across outputs; passed through a mixture"\r\n`);

    // Y_B and Y_C typed in beside Y_A: all three outputs came from exactly all of X1 and X2.
    await page.getByLabel('Identifier').fill(`${story.yb} ${story.yc.toLowerCase()}`);
    await page.getByRole('button', { name: 'Generate preview' }).click();
    await expect(page).toHaveURL(`/traceability?id=${story.ya}%2C${story.yb}%2C${story.yc}&scope=upstream`);
    await expect(rowOf(sources, story.x1)).toContainText('8 kg');
    await expect(rowOf(sources, story.x1)).toContainText('exact');
    await expect(rowOf(sources, story.x1)).not.toContainText('–');
    await expect(rowOf(sources, story.x2)).toContainText('2 kg');
  },
);

test(
  'from a batch page, Trace shows downstream lots, where they are, the release and the totals',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const story = await storyTwo(request, api);
    await page.goto(`/batch/${story.x1}`);
    await page.getByRole('link', { name: 'Trace', exact: true }).click();
    await expect(page).toHaveURL(`/traceability?id=${story.x1}&scope=downstream`);
    await expect(page.getByLabel('Scope')).toHaveValue('downstream');

    const lots = rowsOf(table(page, 'Lots and mixtures'));
    await expect(rowOf(lots, story.x1)).toContainText('8 kg');
    await expect(rowOf(lots, story.ya)).toContainText('5–7 kg');
    await expect(rowOf(lots, story.ya)).toContainText('Balm A');
    await expect(rowOf(lots, story.yb)).toContainText('0–2 kg');
    await expect(rowOf(lots, story.yc)).toContainText('0–1 kg');
    await expect(rowOf(lots, story.ya).getByRole('link', { name: story.run })).toHaveAttribute('href', `/step-instance/${story.run}`);

    const held = rowOf(rowsOf(table(page, 'Where they are now')), story.ya);
    await expect(held).toContainText('Finished goods');
    await expect(held).toContainText('6 kg');
    await expect(held).toContainText('4–6 kg');

    const released = rowsOf(table(page, 'Releases'));
    await expect(released).toHaveCount(1);
    await expect(released.first()).toContainText('Bea');
    await expect(released.first()).toContainText('order 42');
    await expect(released.first()).toContainText('0–1 kg');

    // The genealogy: X1 into the mixture, the mixture into the run, the run to Y_A, that last path dashed.
    const graph = page.getByRole('img', { name: 'Genealogy graph' });
    for (const id of [story.x1, story.run, story.ya]) await expect(graph.locator(`[data-node="${id}"]`)).toHaveCount(1);
    await expect(graph.locator(`[data-edge="${story.run}>${story.ya}"]`)).toHaveAttribute('data-uncertain', 'true');
    // Arrows carry what flowed (the run made 7 kg of Y_A); the node, what of X1 may be in it.
    await expect(graph.locator(`[data-edge="${story.run}>${story.ya}"]`)).toContainText('7 kg');
    await expect(graph.locator(`[data-node="${story.ya}"]`)).toContainText('5–7 kg');
    await expect(graph.locator(`[data-edge^="${story.x1}>"]`)).toHaveAttribute('data-uncertain', 'false');
    // The picture scrolls inside its box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // It opens fitted to its box (flowing down the screen on a phone); Fit returns there after a zoom.
    const width = Number(await graph.getAttribute('width'));
    expect(width).toBeLessThanOrEqual(await graph.evaluate((svg) => svg.parentElement?.clientWidth ?? 0));
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(Number(await graph.getAttribute('width'))).toBeGreaterThan(width);
    await page.getByRole('button', { name: 'Fit' }).click();
    expect(Number(await graph.getAttribute('width'))).toBe(width);

    await expect(page.getByRole('list', { name: 'Totals' })).toContainText(
      '8 kg entered = 0 kg on hand + 0 kg released + 0 kg drawn + 8 kg consumed + 0 kg written off',
    );

    const csv = await downloadedCsv(page);
    expect(csv).toContain(
      `"${story.ya}","Balm A","${story.run}","Certainly affected","kg","7","6","1","0","0","0","0","","5","7","kg","split across outputs; passed through a mixture"\r\n`,
    );
    expect(csv).toContain(`"${story.outBin}","Finished goods","${story.ya}","Balm A","6","kg","Certainly affected","4","6","kg",`);
    expect(csv).toMatch(/"Bea","order 42",/);
    expect(csv).toContain(`"${story.x1}","8","0","0","0","8","0","kg"\r\n`);
  },
);

test('a run page traces its provenance upstream', async ({ page, api, request }) => {
  const story = await storyTwo(request, api);
  await page.goto(`/step-instance/${story.run}`);
  await page.getByRole('link', { name: 'Trace', exact: true }).click();
  await expect(page).toHaveURL(`/traceability?id=${story.run}&scope=upstream`);
  const sources = rowsOf(table(page, 'Source lots'));
  await expect(rowOf(sources, story.x1)).toContainText('8 kg');
  await expect(rowOf(sources, story.x2)).toContainText('2 kg');
});

test(
  'a lot that went nowhere says so, and an unknown lot is named as not found',
  { tag: '@phone' },
  async ({ page, api, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const bin = await api.newBin();
    const lot = await api.newBatch({ name: 'Untouched' });
    await api.receive({ bin, item: lot, quantity: 3 });
    await page.goto('/traceability');
    await page.getByLabel('Identifier').fill(lot);
    await page.getByLabel('Scope').selectOption({ label: 'Downstream usage' });
    const held = await holdRequests(page, '**/api/traceability', 'POST');
    await page.getByRole('button', { name: 'Generate preview' }).click();
    await expect(page.getByRole('button', { name: 'Generating…' })).toBeDisabled();
    held.release();
    await expect(page.getByRole('button', { name: 'Generate preview' })).toBeEnabled();
    await expect(page.getByText(`Lot ${lot} went nowhere: nothing was consumed, mixed or released from it.`)).toBeVisible();
    await expect(rowOf(rowsOf(table(page, 'Where they are now')), lot)).toContainText('3 ea');

    const unknown = missingId('BAT');
    await page.goto(`/traceability?id=${unknown}&scope=downstream`);
    await expect(page.getByRole('alert')).toContainText('Not found.');
    await expect(page.getByRole('alert')).toContainText(unknown);
  },
);

test(
  'a lot label scanned on the screen joins the list instead of opening its page; a bin label is refused',
  { tag: '@phone' },
  async ({ page, api }) => {
    const [first, second, bin] = [await api.newBatch({ name: 'First' }), await api.newBatch({ name: 'Second' }), await api.newBin()];
    await api.receive({ bin, item: first, quantity: 2 });
    await api.receive({ bin, item: second, quantity: 3 });
    await page.goto(`/traceability?id=${first}&scope=downstream`);
    await expect(rowsOf(table(page, 'Lots and mixtures'))).toHaveCount(1);
    await scanWithWedge(page, second);
    const chips = page.getByRole('list', { name: 'Lots and runs to trace' }).getByRole('listitem');
    await expect(chips).toHaveText([`${first}×`, `${second}×`]);
    await expect(page).toHaveURL(/\/traceability\?/);
    await scanWithWedge(page, bin);
    await expect(page.getByText(`${bin} is not a lot or run label.`)).toBeVisible();
    await page.getByRole('button', { name: 'Generate preview' }).click();
    await expect(page).toHaveURL(`/traceability?id=${first}%2C${second}&scope=downstream`);
    await expect(page.getByText(`Lots ${first}, ${second} went nowhere`)).toBeVisible();
  },
);

test(
  'a lot used widely: the report asks for names in a few requests, lists the first rows and the rest on request, and holds all on hand at once',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const sku = await skuIn(request, 'Cocoa butter', 'kg');
    const bin = freshId('BIN');
    await posted(request, '/api/bins', { id: bin, name: 'Line store' });
    const source = await api.newBatch({ sku_id: sku, name: 'Cocoa lot' });
    await api.receive({ bin, item: source, quantity: 300 });
    const template = freshId('TPL');
    await posted(request, '/api/step-templates', {
      template_id: template,
      name: 'Pour bars',
      inputs: [{ sku_id: sku }],
      outputs: [{ sku_id: sku }],
    });
    // Three runs of 100 bars each: 300 lots on hand, a genealogy of 304 nodes.
    for (let run = 0; run < 3; run++) {
      const produced = Array.from({ length: 100 }, () => ({
        batch_id: freshId('BAT'),
        sku_id: sku,
        quantity: 1,
        bin_id: bin,
        name: 'Cocoa bar',
      }));
      await posted(request, '/api/step-instances', {
        instance_id: freshId('INS'),
        template_id: template,
        operator: 'Ann',
        consumed: [{ resource_id: source, quantity: 100, bin_id: bin }],
        produced,
      });
    }
    const requests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/')) requests.push(sent.url());
    });
    await page.goto(`/traceability?id=${source}&scope=downstream`);
    const lots = rowsOf(table(page, 'Lots and mixtures'));
    await expect(page.getByText('Showing 100 of 301; the CSV lists them all.')).toBeVisible();
    await expect(lots).toHaveCount(100);
    await expect(page.getByText('304 lots, mixtures and runs: too many to draw legibly.')).toBeVisible();
    await expect(rowsOf(table(page, 'Where they are now')).first()).toContainText('Line store');
    await expect(rowsOf(table(page, 'Where they are now')).first()).toContainText('Cocoa bar');
    // The trace, and the names of its 302 lots and bins in one request: not one per row.
    expect(requests.filter((url) => url.includes('/api/names'))).toHaveLength(1);
    expect(requests.length).toBeLessThanOrEqual(4);

    await page.getByRole('button', { name: 'Show all 301' }).click();
    await expect(lots).toHaveCount(301);
    const csv = await downloadedCsv(page);
    // Every bar named twice (where it came from, where it is), none left blank.
    expect(csv.match(/"Cocoa bar"/g)?.length).toBe(600);

    await expect(page.getByText('300 lots and mixtures on hand may hold it.')).toBeVisible();
    await page.getByRole('button', { name: 'Put all on hold' }).click();
    await page.getByRole('dialog').getByLabel('Operator').fill('Quality');
    await page.getByRole('dialog').getByRole('button', { name: 'Put on hold' }).click();
    await expect(page.getByText('300 lots and mixtures put on hold.')).toBeVisible();
  },
);

test(
  'the cream story: every jar filled from the glycerin blend is affected, holding 0.372671 kg of it; the QC draw is listed; the report holds and releases its items',
  { tag: '@phone' },
  async ({ page, api, request }, testInfo) => {
    const story = await creamStory(request, api);
    await page.goto(`/traceability?id=${story.glycerin}&scope=downstream`);

    const affected = page.getByRole('list', { name: 'Affected' });
    await expect(affected).toContainText('Certainly affected: 1 lot, 60 ea on hand, 40 ea released');
    await expect(affected).toContainText('Certainly affected: 1 lot and 1 mixture, 10.6 kg on hand, 5 kg drawn');

    const lots = rowsOf(table(page, 'Lots and mixtures'));
    const jars = rowOf(lots, story.jars);
    await expect(jars).toContainText('Rose cream 50 ml');
    await expect(jars).toContainText('Certainly affected');
    await expect(jars).toContainText('60 ea on hand, 40 ea released');
    await expect(jars).toContainText('≈ 0.373 kg');
    await expect(jars).not.toContainText('0.373 ea');
    await expect(rowOf(lots, story.blend)).toContainText('10.6 kg on hand, 5 kg drawn, 0.5 kg consumed');

    const onHand = rowOf(rowsOf(table(page, 'Where they are now')), story.jars);
    await expect(onHand).toContainText('60 ea');
    await expect(onHand).toContainText('0–0.373 kg');
    const draws = rowsOf(table(page, 'Mixture draws'));
    await expect(draws).toHaveCount(1);
    for (const text of ['Quality', 'QC retain', 'Raw store', '5 kg', '≈ 3.727 kg']) await expect(draws.first()).toContainText(text);
    await expect(rowsOf(table(page, 'Releases')).first()).toContainText('40 ea');
    await expect(page.getByRole('list', { name: 'Totals' })).toContainText(
      '12 kg entered = ≈ 7.901 kg on hand + 0 kg released + ≈ 3.727 kg drawn + ≈ 0.373 kg consumed + 0 kg written off',
    );
    const graph = page.getByRole('img', { name: 'Genealogy graph' });
    await expect(graph.locator(`[data-node="${story.jars}"]`)).toContainText('≈ 0.373 kg');
    await expect(graph.locator(`[data-node="${story.jars}"] rect`)).toHaveAttribute('data-affected', 'certainly');
    await expect(graph.locator(`[data-edge="${story.fill}>${story.jars}"]`)).toContainText('100 ea');
    const csv = await downloadedCsv(page);
    expect(csv).toContain(
      `"${story.jars}","Rose cream 50 ml","${story.fill}","Certainly affected","ea","100","60","40","0","0","0","0","","0.372671","0.372671","kg",""\r\n`,
    );
    expect(csv).toMatch(
      /"Quality","QC retain","[A-Z0-9]+","[A-Z0-9]+","Glycerin","5","kg","Certainly affected","3.726708","3.726708","kg","","",""\r\n/,
    );

    await page.getByRole('button', { name: 'Put all on hold' }).click();
    await page.getByRole('dialog').getByLabel('Operator').fill('Quality');
    await page.getByRole('dialog').getByRole('button', { name: 'Put on hold' }).click();
    await expect(page.getByText('2 lots and mixtures put on hold.')).toBeVisible();
    await expect(jars).toContainText(`On hold: Recall of ${story.glycerin}`);
    await expect(page.getByRole('button', { name: 'Put all on hold' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('cream-report.png'), fullPage: true });

    await page.getByRole('button', { name: "Release the report's holds (2)" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
    await expect(page.getByText('2 lots and mixtures released from hold.')).toBeVisible();
    await expect(jars).not.toContainText('On hold');
    await expect(page.getByRole('button', { name: 'Put all on hold' })).toBeVisible();
  },
);
