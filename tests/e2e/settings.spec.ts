import { expect, test } from './fixtures';
import { ctrlKey, scanWithGaps, scanWithWedge } from './support/wedge';

/** A person typing: slower than any scanner. */
const PERSON_DELAY = 150;

test('the test box shows what a scan read and tells it from typing', { tag: '@phone' }, async ({ page, api }) => {
  const bin = await api.newBin();
  await page.goto('/settings');
  const box = page.getByLabel('Scan here to test');
  const last = page.getByRole('definition');
  await box.focus();
  await scanWithWedge(page, bin);
  // Read, characters, key gaps, result.
  await expect(last).toHaveText([bin, String(bin.length), 'min 10 ms, median 10 ms, max 10 ms', 'Recognised as a scan']);
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL('/settings');

  await page.keyboard.type('BIN7', { delay: PERSON_DELAY });
  await page.keyboard.press('Enter');
  await expect(last.nth(0)).toHaveText('BIN7');
  await expect(last.nth(3)).toContainText('Not recognised: read as typing');
  await expect(last.nth(3)).toContainText('Most keys came more than 70 ms apart.');
});

test('scanner settings are kept on the device and used at once', async ({ page, api }) => {
  const bin = await api.newBin();
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'Prefix' }).press('Control+b');
  await page.getByLabel('Suffix', { exact: true }).selectOption('Another key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Press the key the scanner sends last.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Suffix key' }).press('Control+c');
  await page.getByLabel('Max gap between keys (ms)').fill('90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Scanner settings saved.');

  // Without reloading, the scan layer reads a framed scan however slow.
  await page.getByLabel('Scan here to test').focus();
  await scanWithGaps(
    page,
    bin,
    Array.from({ length: bin.length + 1 }, () => 200),
    { prefix: ctrlKey('b'), terminator: ctrlKey('c') },
  );
  await expect(page.getByRole('definition').last()).toHaveText('Recognised as a scan');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prefix' })).toHaveValue('Ctrl+B');
  await expect(page.getByRole('textbox', { name: 'Suffix key' })).toHaveValue('Ctrl+C');
  await expect(page.getByLabel('Max gap between keys (ms)')).toHaveValue('90');

  await page.getByRole('button', { name: 'Restore defaults' }).click();
  await expect(page.getByLabel('Suffix', { exact: true })).toHaveValue('enter-or-tab');
  await expect(page.getByRole('textbox', { name: 'Prefix' })).toHaveValue('');
});

test('the operator name set here is the one the stock forms start with', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Operator name').fill('Mara');
  await page.goto('/receive');
  await expect(page.getByLabel('Operator')).toHaveValue('Mara');
});
