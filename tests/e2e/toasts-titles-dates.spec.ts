import type { Locator, Page } from '@playwright/test';
import { SCREEN_ROUTES, tabTitle } from '../../src/client/app/screen-routes';
import { SUCCESS_TOAST_MS } from '../../src/client/ui/toast';
import { expect, test } from './fixtures';
import { freshId, posted, skuIn } from './support/fresh-records';
import { newTemplate } from './support/runs';
import { scanWithWedge } from './support/wedge';

/** The sample a route's `:id` stands for in the titles test, by the path's first part. */
const SAMPLE_ID: Record<string, string> = {
  mixture: 'MIX9000001',
  customer: 'CUS9000001',
  'step-template': 'TPL9000001',
  'step-instance': 'INS9000001',
  archive: 'BIN9000001',
  operation: '9000001',
  recall: '9000001',
};

/** Opens a path as a link inside the app would, without loading the page again (the router follows popstate). */
const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('every screen in the route table names its tab, not "Lotline" alone', async ({ page, api, consoleErrors }) => {
  // Ids nobody made open their not-found pages, whose reads the browser logs as 404s.
  consoleErrors.allow(/status of 404/);
  const made: Record<string, string> = { bin: await api.newBin(), sku: await api.newSku(), batch: await api.newBatch() };
  const query: Record<string, string> = { '/traceability': `?id=${made.batch}&scope=downstream`, '/search': '?query=shea' };
  await page.goto('/');
  const seen = new Map<string, string>();
  for (const route of SCREEN_ROUTES) {
    const part = route.path.split('/')[1] ?? '';
    const id = made[part] ?? SAMPLE_ID[part] ?? '';
    const search = query[route.path] ?? '';
    await openInApp(page, route.path.replace(':id', id) + search);
    const title = tabTitle(route.title({ params: { id }, search: new URLSearchParams(search) }));
    await expect(page, route.path).toHaveTitle(title);
    expect(title).not.toBe('Lotline');
    seen.set(route.path, title);
  }
  expect(seen.get('/receive')).toBe('Receive · Lotline');
  expect(seen.get('/bin/:id')).toBe(`${made.bin} · Lotline`);
  expect(seen.get('/sku/:id/edit')).toBe(`Edit ${made.sku} · Lotline`);
  expect(seen.get('/traceability')).toBe(`Trace ${made.batch} · Lotline`);
  await page.goto('/no/such/screen');
  await expect(page).toHaveTitle('Not found · Lotline');
});

test('a success toast leaves after a few seconds; a failure stays until the next success', { tag: '@phone' }, async ({ page, api }) => {
  await page.clock.install();
  const bin = await api.newBin();
  const sku = await api.newSku();
  await page.goto(`/receive?into=${bin}&item=${sku}&quantity=2`);
  await page.getByLabel('Operator').fill('Ann');
  await page.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('status').filter({ hasText: /^Success. Added/ });
  await expect(success).toBeVisible();
  await page.clock.runFor(SUCCESS_TOAST_MS);
  await expect(success).toBeHidden();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Item Label')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Item Label').blur();
  await scanWithWedge(page, 'NO-SUCH-CODE-1');
  const failure = page.getByRole('alert').filter({ hasText: 'NO-SUCH-CODE-1' });
  await expect(failure).toBeVisible();
  await page.clock.runFor(10 * 60_000);
  await expect(failure).toBeVisible();
  await page.getByLabel('Item Label').fill(sku);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(success).toBeVisible();
  await expect(failure).toBeHidden();
});

/** The form's finishing button, scrolled to the bottom edge of the screen, where a thumb presses it. */
async function atBottomEdge(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await button.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function expectClearOfToast(page: Page, button: Locator, toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  await expect(async () => {
    const [action, shown] = [await button.boundingBox(), await toast.boundingBox()];
    expect(action && shown && action.y + action.height <= shown.y).toBe(true);
  }).toPass();
}

test('at 390x844 no failure toast covers the button that finishes a stock form', { tag: '@phone-only' }, async ({ page, api, request }) => {
  const bin = await api.newBin();
  const oil = await skuIn(request, 'Olive oil', 'kg');
  const template = await newTemplate(request, [{ sku_id: oil, quantity: 1 }], [{ sku_id: oil, quantity: 1 }]);
  const forms: [string, string][] = [
    [`/receive?into=${bin}`, 'Submit'],
    [`/release?from=${bin}`, 'Submit'],
    [`/move?from=${bin}`, 'Submit'],
    ['/audit', 'Start count'],
    ['/new/mixture', 'Create mixture'],
    [`/new/step-instance?template=${template}`, 'Record run'],
  ];
  for (const [path, name] of forms) {
    await page.goto(path);
    const button = page.getByRole('button', { name, exact: true });
    await atBottomEdge(button);
    const code = `NO-SUCH-CODE-${freshId('BIN').slice(3)}`;
    await scanWithWedge(page, code);
    await expectClearOfToast(page, button, page.getByRole('alert').filter({ hasText: code }));
  }
});

test(
  'a hold refusal is said once, on Item Label, and the hold date has a four-digit year',
  { tag: '@phone' },
  async ({ page, api, request, consoleErrors }) => {
    consoleErrors.allow(/status of 409/);
    const sku = await skuIn(request, 'Shea butter', 'kg');
    const bin = await api.newBin();
    const lot = await api.newBatch({ sku_id: sku, name: 'Shea lot' });
    await api.receive({ bin, item: lot, quantity: 6 });
    await posted(request, '/api/holds', { item_ids: [lot], reason: 'Supplier recall R-7', operator: 'Quality' });

    await page.goto(`/release?from=${bin}&item=${lot}&quantity=2`);
    const reason = page.getByText('Supplier recall R-7').filter({ visible: true });
    // Before Submit, the warning under the item says it.
    await expect(reason).toHaveCount(1);
    await page.getByLabel('Operator').fill('Ann');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^It is on hold: it cannot be released/ })).toBeVisible();
    await expect(page.getByLabel('Item Label')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(`${lot} is on hold: Supplier recall R-7`, { exact: true })).toBeVisible();
    await expect(reason).toHaveCount(1);
    expect(await api.binContents(bin)).toEqual({ [lot]: 6 });

    // Dates: year first, four digits, local time; never the locale's short '11/26/26'.
    await page.goto(`/batch/${lot}`);
    await expect(page.getByText(/^Since \d{4}-\d{2}-\d{2} \d{2}:\d{2} by Quality\./)).toBeVisible();
    const times = await page.locator('main time').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  },
);
