import type { Page } from '@playwright/test';
import { between, seeded } from '../support/scanner-timing';
import { expect, test } from './fixtures';
import { uniqueCode } from './support/api';
import { keepBusy } from './support/busy-page';
import { scanWithGaps, scanWithWedge } from './support/wedge';

/**
 * The grammar decides what a scan is: a whole label or code ended by the scanner's suffix is a
 * scan at any pace where no field has focus or the focused field takes labels. The page is
 * slowed as the trial's busy phones were (Chromium's CPU throttled 4x); the scanner's keys
 * keep their own timestamps (support/wedge.ts).
 */
const SEED = Number(process.env.SCAN_GRAMMAR_SEED ?? 20261127);
const SCANS = 20;

async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A jittery scanner's gaps for `text` and its Enter: 5 to 60 ms a key, and two 150 ms hiccups. */
function jitteryGaps(random: () => number, text: string): number[] {
  const gaps = Array.from({ length: text.length }, () => between(random, 5, 60));
  const first = between(random, 0, gaps.length - 1);
  const second = (first + between(random, 1, gaps.length - 1)) % gaps.length;
  gaps[first] = 150;
  gaps[second] = 150;
  return gaps;
}

/** Records the scan layer's flashes, which come with its sounds: 'ok' or 'error'. */
async function recordFeedback(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { scanFlashes?: string[] }).scanFlashes = seen;
    new MutationObserver((changes) => {
      for (const node of changes.flatMap((change) => [...change.addedNodes]))
        if (node instanceof HTMLElement && node.dataset.scanFlash) seen.push(node.dataset.scanFlash);
    }).observe(document.body, { childList: true });
  });
  return () => page.evaluate(() => (window as { scanFlashes?: string[] }).scanFlashes ?? []);
}

test.describe('with the CPU throttled 4x', () => {
  test.beforeEach(async ({ page }) => throttleCpu(page));

  test("a Bluetooth scanner's 40 ms keys, handed over late by a busy page, fill the receive form", async ({ page, api }) => {
    const [bin, batch] = [await api.newBin(), await api.newBatch()];
    const at40 = (text: string) => Array.from({ length: text.length }, () => 40);
    await page.goto('/receive');
    await page.getByLabel('Bin Label').focus();
    await keepBusy(page, 60, 80);
    // The keys carry the time the page took them, 40 ms apart or far more.
    await scanWithGaps(page, bin, at40(bin), { stamped: false });
    await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
    await expect(page.getByLabel('Item Label')).toBeFocused();
    await scanWithGaps(page, batch, at40(batch), { stamped: false });
    await expect(page.getByLabel('Item Label')).toHaveValue(batch);
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
  });

  test(`${SCANS} jittery scans on Home each open their bin, in the scan box or with no field focused`, async ({ page, api }) => {
    test.setTimeout(180_000);
    const random = seeded(SEED);
    const bins = [await api.newBin(), await api.newBin()];
    await page.goto('/');
    for (let scan = 1; scan <= SCANS; scan++) {
      const bin = bins[scan % bins.length] as string;
      const gaps = jitteryGaps(random, bin);
      const box = page.getByLabel('Scan or type a label');
      await expect(box).toBeFocused();
      // Every other scan after a tap beside the box, which leaves no field focused.
      if (scan % 2 === 0) await box.blur();
      await scanWithGaps(page, bin, gaps);
      await expect(page.getByRole('heading', { level: 1 }), `scan ${scan}, gaps ${gaps.join(' ')} ms (seed ${SEED})`).toHaveText(bin);
      await page.goBack();
    }
  });

  test(`${SCANS} jittery scans of one lot on Receive count ${SCANS}`, async ({ page, api }) => {
    test.setTimeout(120_000);
    const random = seeded(SEED + 1);
    const [bin, batch] = [await api.newBin(), await api.newBatch()];
    await page.goto('/receive');
    await page.getByLabel('Bin Label').focus();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Item Label')).toBeFocused();
    for (let scan = 1; scan <= SCANS; scan++) {
      const gaps = jitteryGaps(random, batch);
      await scanWithGaps(page, batch, gaps);
      await expect(page.getByLabel('Quantity'), `scan ${scan}, gaps ${gaps.join(' ')} ms (seed ${SEED + 1})`).toHaveValue(String(scan));
    }
    await expect(page.getByText(`Count mode: scanned ${SCANS} times.`)).toBeVisible();
    await expect(page.getByLabel('Item Label')).toHaveValue(batch);
  });

  test(`${SCANS} jittery scans on Audit each count their item`, async ({ page, api }) => {
    test.setTimeout(120_000);
    const random = seeded(SEED + 2);
    const bin = await api.newBin();
    const items = [await api.newBatch(), await api.newSku()];
    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
    await scanWithWedge(page, bin);
    await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();
    const counted = new Map<string, number>();
    for (let scan = 1; scan <= SCANS; scan++) {
      const item = items[scan % items.length] as string;
      const gaps = jitteryGaps(random, item);
      await scanWithGaps(page, item, gaps);
      counted.set(item, (counted.get(item) ?? 0) + 1);
      const where = `scan ${scan} of ${item}, gaps ${gaps.join(' ')} ms (seed ${SEED + 2})`;
      await expect(page.getByLabel(`Count of ${item}`), where).toHaveValue(String(counted.get(item)));
    }
  });
});

test("with no field focused, a scan at a person's pace is read whole, and one that cannot be used is said", async ({ page, api }) => {
  const batch = await api.newBatch();
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Legal' })).toBeVisible();
  const flashes = await recordFeedback(page);
  const unknown = uniqueCode('NONE');
  await scanWithGaps(
    page,
    unknown,
    Array.from({ length: unknown.length }, () => 150),
  );
  await expect(page.getByRole('alert').filter({ hasText: `No item has the code ${unknown}.` })).toBeVisible();
  await expect.poll(flashes).toEqual(['error']);
  // A long pause inside a label no longer splits it into two unknown codes.
  const gaps = Array.from({ length: batch.length }, (_, index) => (index === 4 ? 400 : 30));
  await scanWithGaps(page, batch, gaps);
  await expect(page).toHaveURL(`/batch/${batch}`);
});
