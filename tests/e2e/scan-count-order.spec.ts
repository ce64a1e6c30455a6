import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueCode } from './support/api';
import { binOfBatches } from './support/mixtures';
import { scanWithWedge } from './support/wedge';

/**
 * Scans sent back to back, with no wait between them, then a person's Enter: what a warehouse
 * counter does. Odd rounds scan the batch's label; even rounds its code, which needs a lookup
 * that is still out when the next scan (or the Enter) arrives.
 */
const ROUNDS = 5;
const scannedAs = (round: number, batch: string, code: string) => (round % 2 === 1 ? batch : code);

async function scanThreeThenEnter(page: Page, text: string) {
  for (let scan = 0; scan < 3; scan++) await scanWithWedge(page, text);
  await page.keyboard.press('Enter');
}

test('receive: three back-to-back scans, then Enter, book exactly three, every round', { tag: '@phone' }, async ({ page, api }) => {
  const code = uniqueCode();
  const batch = await api.newBatch({ owned_codes: [code] });
  const bin = await api.newBin();
  await page.goto('/receive');
  await page.getByLabel('Bin Label').focus();
  await scanWithWedge(page, bin);
  for (let round = 1; round <= ROUNDS; round++) {
    await scanThreeThenEnter(page, scannedAs(round, batch, code));
    await expect(page.getByRole('status')).toContainText(`Added 3 ea, ${batch}`);
    expect(await api.binContents(bin), `after round ${round}`).toEqual({ [batch]: 3 * round });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByLabel('Item Label').focus();
  }
});

test('release: three back-to-back scans, then Enter, release exactly three, every round', async ({ page, api }) => {
  const code = uniqueCode();
  const batch = await api.newBatch({ associated_codes: [code] });
  const bin = await api.newBin();
  await api.receive({ bin, item: batch, quantity: 100 });
  await page.goto(`/release?from=${bin}`);
  for (let round = 1; round <= ROUNDS; round++) {
    await page.getByLabel('Item Label').focus();
    await scanThreeThenEnter(page, scannedAs(round, batch, code));
    await expect(page.getByRole('status')).toContainText(`Released 3 ea, ${batch}`);
    expect(await api.binContents(bin), `after round ${round}`).toEqual({ [batch]: 100 - 3 * round });
    await page.getByRole('button', { name: 'Dismiss' }).click();
  }
});

test('move: a bin, then three back-to-back scans and Enter, move exactly three, every round', { tag: '@phone' }, async ({ page, api }) => {
  const code = uniqueCode();
  const batch = await api.newBatch({ owned_codes: [code] });
  const [source, destination] = [await api.newBin(), await api.newBin()];
  await api.receive({ bin: source, item: batch, quantity: 100 });
  await page.goto(`/move?to=${destination}`);
  await page.getByLabel('Source').focus();
  await scanWithWedge(page, source);
  for (let round = 1; round <= ROUNDS; round++) {
    await scanThreeThenEnter(page, scannedAs(round, batch, code));
    await expect(page.getByRole('status')).toContainText(`Moved 3 ea, ${batch}`);
    expect(await api.binContents(destination), `after round ${round}`).toEqual({ [batch]: 3 * round });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByLabel('Item', { exact: true }).focus();
  }
});

test('an item label typed halfway is no item yet, and looking it up logs no error', async ({ page, api }) => {
  const batch = await api.newBatch({ name: 'Half-typed lot' });
  await page.goto('/receive');
  await page.getByLabel('Item Label').pressSequentially(batch.slice(0, 4));
  await expect(page.getByText('No such item.')).toBeVisible();
  await page.getByLabel('Item Label').pressSequentially(batch.slice(4));
  await expect(page.getByText('Batch: Half-typed lot')).toBeVisible();
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
