import { expect, PRINTER_URL, test } from './fixtures';

test(
  'Print says plainly when the label service is not running and offers the PDF labels',
  { tag: '@phone' },
  async ({ page, api, printer, consoleErrors }) => {
    consoleErrors.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    // The page's route wins over the fixture's stub: nothing answers on port 8899.
    await page.route(`${PRINTER_URL}/**`, (route) => route.abort('connectionrefused'));
    const sku = await api.newSku({ name: 'Jojoba oil' });
    await page.goto(`/sku/${sku}`);
    await page.getByRole('button', { name: 'Print' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Nothing was printed: the label printer service on this computer (port 8899) is not running.');
    expect(printer.labels).toEqual([]);
    await alert.getByRole('link', { name: `PDF labels for ${sku}` }).click();
    await expect(page).toHaveURL(`/labels?ids=${sku}`);
  },
);

test('Print on a New screen, with the service down, says to save first', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  await page.route(`${PRINTER_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/new/bin');
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('alert')).toContainText('Save first, then print PDF labels from its page.');
  await expect(page.getByRole('alert').getByRole('link')).toHaveCount(0);
});
