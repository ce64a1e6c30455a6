import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installApp } from './support/offline';
import { scanWithWedge } from './support/wedge';

// These tests are about the service worker; the others run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

async function stockChange(page: Page, form: '/receive' | '/release' | '/move', fields: Record<string, string>) {
  // Offline, the service worker answers the navigation with the app.
  await page.goto(form);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kept on this device' })).toBeVisible();
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test(
  'receives, a move, an audit and a refused release made offline wait on the device, survive a reload, and apply exactly once when the network returns',
  { tag: '@phone' },
  async ({ page, context, api, consoleErrors }) => {
    // The release of more than the shelf will hold is refused once sent: a 409 the browser logs.
    consoleErrors.allow(/status of 409/);
    const [store, shelf, counted] = [await api.newBin(), await api.newBin(), await api.newBin()];
    const lot = await api.newBatch({ name: 'Offline lot' });
    await installApp(page, consoleErrors);

    await context.setOffline(true);
    await stockChange(page, '/receive', { 'Bin Label': store, 'Item Label': lot, Quantity: '1' });
    await shot(page, 'offline-receive');
    // A label scanned offline is read by its grammar: the bin stays, the lot goes to the item field.
    await page.getByLabel('Item Label').focus();
    await scanWithWedge(page, lot);
    await expect(page.getByLabel('Item Label')).toHaveValue(lot);
    await expect(page.getByText(`Not connected: ${lot} is checked when the connection is back.`)).toBeVisible();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Kept on this device: Receive 2 of ${lot} into ${store} (unit not known offline)` }),
    ).toBeVisible();
    await stockChange(page, '/receive', { 'Bin Label': store, 'Item Label': lot, Quantity: '3' });
    await stockChange(page, '/move', { Item: lot, Source: store, Destination: shelf, Quantity: '2' });
    await stockChange(page, '/release', { 'Bin Label': shelf, 'Item Label': lot, Quantity: '50' });

    // An audit of a third bin, counted offline with no copy of its records on the device.
    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Audit', exact: true })).toBeVisible();
    await scanWithWedge(page, counted);
    await expect(page.getByRole('heading', { name: `Audit ${counted}` })).toBeVisible();
    await expect(page.getByText(`Not connected: this device has no copy of ${counted}'s records.`)).toBeVisible();
    for (let scan = 0; scan < 2; scan++) await scanWithWedge(page, lot);
    await expect(page.getByLabel(`Count of ${lot}`)).toHaveValue('2');
    await page.getByLabel('Operator').fill('Mara');
    await page.getByRole('button', { name: 'Confirm count' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record audit' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Kept on this device: audit of ${counted}` })).toBeVisible();

    // The app reloads from the device, and the changes are still there.
    await page.reload();
    const badge = page.getByRole('link', { name: /Changes kept on this device/ });
    await expect(badge).toHaveText('6 pending');
    await shot(page, 'pending-badge');
    expect(await api.binContents(store)).toEqual({});

    // A page loaded while the context is offline keeps navigator.onLine true in Chromium's
    // emulation, so no 'online' event comes: the queue's periodic retry sends it instead.
    await context.setOffline(false);
    await expect(badge).toHaveText('1 refused', { timeout: 15_000 });
    await shot(page, 'synced');
    expect(await api.binContents(store)).toEqual({ [lot]: 4 });
    expect(await api.binContents(shelf)).toEqual({ [lot]: 2 });
    expect(await api.binContents(counted)).toEqual({ [lot]: 2 });

    await badge.click();
    const refused = page.getByRole('list', { name: 'Pending changes' }).getByRole('listitem');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText(`Release 50 ea of ${lot} from ${shelf}`);
    await expect(refused).toContainText('Refused: There is not that much available: requested 50 ea, but only 2 ea is available.');
    await refused.getByRole('link', { name: 'Fix in form' }).click();
    await expect(page).toHaveURL(`/release?from=${shelf}&item=${lot}&quantity=50`);
    // Still listed until discarded: nothing is lost by leaving the form.
    await expect(badge).toHaveText('1 refused');
    await badge.click();
    await refused.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText('Nothing waits: every change made on this device has reached the server.')).toBeVisible();
    await expect(badge).toHaveCount(0);
    // Sent once each, however often the device tried: one receive operation per change.
    const history = await page.request.get(`/api/bin/${store}/history?limit=20`);
    expect(((await history.json()) as { state: { total: number } }).state.total).toBe(4);
  },
);

test('the app opens without a network once installed', async ({ page, context, consoleErrors }) => {
  await installApp(page, consoleErrors);
  await context.setOffline(true);
  await page.goto('/receive');
  await expect(page.getByRole('heading', { name: 'Receive' })).toBeVisible();
  await page.goto('/batches');
  await expect(page.getByRole('heading', { name: 'Batches' })).toBeVisible();
});
