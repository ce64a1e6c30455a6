import { expect, test } from './fixtures';

/** Screens that need no record, with the heading each shows (the step-template and step-instance tests open the others). */
const ROUTES: [string, string | RegExp][] = [
  ['/new/step-template', 'New Step Template'],
  // The demo's mixture where the shared test database holds one by now, else the page explaining mixtures.
  ['/mixture/demo-mixture', /^(Mixtures|MIX000001)$/],
  ['/step-templates', /Step Templates/],
  ['/step-instances', /Step Instances/],
  ['/new/step-instance', 'Run Step'],
  ['/traceability', /Traceability/],
  ['/audit', 'Audit'],
  ['/legal', 'Legal'],
];

test('the shell shows the logo, the version, the whole menu and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Lotline home' })).toBeVisible();
  await expect(page.getByLabel('Version')).toHaveText('0.3.5-5');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Move', 'Audit', 'Receive', 'Release', 'Search']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Legal' })).toBeVisible();
});

test('dropdowns open on click and list their screens', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'New Bin' })).toBeHidden();
  await nav.getByRole('button', { name: 'New' }).click();
  for (const name of ['New Bin', 'New SKU', 'New Batch', 'New Step Template']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'Manufacturing' }).click();
  await expect(nav.getByRole('link', { name: 'Mixture Detail' })).toHaveAttribute('href', '/mixture/demo-mixture');
  for (const name of ['Step Templates', 'Step Instances', 'Run Step', 'Traceability Report']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Traceability Report' }).click();
  await expect(page).toHaveURL(/\/traceability$/);
});

test('the menu hides behind the hamburger on a phone', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const hamburger = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await hamburger.click();
  await expect(nav).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await hamburger.click();
  await expect(nav).toBeHidden();

  await hamburger.click();
  await nav.getByRole('link', { name: 'Receive' }).click();
  await expect(page).toHaveURL(/\/receive$/);
  await expect(nav).toBeHidden();

  // Leaving the hamburger for the page closes the menu; tabbing into the menu keeps it open.
  await hamburger.click();
  await page.getByRole('heading', { name: 'Receive' }).click();
  await expect(nav).toBeHidden();
  // The header's last control; the menu comes next in the tab order.
  await page.getByRole('button', { name: 'Scan' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await expect(nav).toBeVisible();
});

test('the menu is always shown from 800px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

for (const [path, heading] of ROUTES) {
  test(`route ${path} shows its screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  });
}

test('an unknown path shows the not-found screen', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
});

test('the legal page credits the icon set and its share-alike licence', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
  await expect(page.getByRole('heading', { name: 'Attribution' })).toBeVisible();
  await expect(page.getByRole('link', { name: /ShareAlike/ })).toBeVisible();
});

test('a screen that fails to load shows the error screen and its report', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module/i);
  await page.route('**/assets/legal-screen-*.js', (route) => route.abort());
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await page.getByRole('button', { name: 'Report error' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error report' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Error report')).toHaveValue(/Lotline 0\.3\.5-5[\s\S]*Page: .*\/legal/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a failure toast leaves a form’s last button free to press on a phone', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/new/step-template');
  const templateId = page.getByLabel('Template ID');
  // The suggested id fills in once loaded; wait for it, so clearing it below is not undone.
  await expect(templateId).not.toHaveValue('');
  const submit = page.getByRole('button', { name: 'Create template' });
  await submit.click();
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Name is required.');
  // The page's end grows by the toast, so the button scrolls clear of it and a second press gets through.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [button, over] = [await submit.boundingBox(), await toast.boundingBox()];
  expect(button && over && button.y + button.height <= over.y).toBe(true);
  await page.getByLabel('Name', { exact: true }).fill('Toast check');
  await templateId.fill('');
  await submit.click({ timeout: 2000 });
  await expect(toast).toContainText('Template ID is required.');
  await expect(toast).not.toContainText('Name is required.');
});

test('a page loads without a router warning in the console', async ({ page, api }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const sku = await api.newSku();
  await page.goto(`/sku/${sku}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sku);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  expect(warnings.filter((text) => /HydrateFallback|React Router/i.test(text))).toEqual([]);
});
