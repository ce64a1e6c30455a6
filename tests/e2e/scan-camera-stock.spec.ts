import type { Page } from '@playwright/test';
import { expect, showOnCamera, test } from './support/camera';

/** Opens the camera sheet, waits for what the scan should do, and closes the sheet again. */
async function scanWithCamera(page: Page, until: () => Promise<void>) {
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await until();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('receive by camera: a bin, then a batch, then Enter receives one', { tag: '@phone' }, async ({ api, cameraPage }) => {
  const bin = await api.newBin();
  const batch = await api.newBatch();
  const page = await cameraPage(bin);
  await page.goto('/receive');
  await scanWithCamera(page, () => expect(page.getByLabel('Bin Label')).toHaveValue(bin));
  await showOnCamera(page, batch);
  await scanWithCamera(page, () => expect(page.getByLabel('Item Label')).toHaveValue(batch));
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
  await page.getByLabel('Quantity').press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Success. Added 1 ea, ${batch} (Test batch ${batch}), to ${bin}X`);
  expect(await api.binContents(bin)).toEqual({ [batch]: 1 });
});

test('audit by camera: a unit missing is booked as a −1 audit adjustment', { tag: '@phone' }, async ({ api, cameraPage, request }) => {
  const bin = await api.newBin();
  const [a, b] = [await api.newBatch(), await api.newBatch()];
  await api.receive({ bin, item: a, quantity: 2 });
  await api.receive({ bin, item: b, quantity: 1 });
  const page = await cameraPage(bin);
  await page.goto('/audit');
  await scanWithCamera(page, () => expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible());
  await showOnCamera(page, a);
  await scanWithCamera(page, () => expect(page.getByLabel(`Count of ${a}`)).toHaveValue('1'));
  await showOnCamera(page, b);
  await scanWithCamera(page, () => expect(page.getByLabel(`Count of ${b}`)).toHaveValue('1'));
  await page.getByLabel('Operator').fill('Ines');
  await page.getByRole('button', { name: 'Confirm count' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book adjustments' }).click();
  await expect(page.getByRole('list', { name: 'Audit summary' }).getByRole('listitem')).toHaveText([
    '1Matched',
    '0Over',
    '1Short',
    '0Unexpected',
  ]);
  expect(await api.binContents(bin)).toEqual({ [a]: 1, [b]: 1 });
  const history = (await (await request.get(`/api/bin/${bin}/history?limit=1`)).json()) as { state: { items: unknown[] } };
  expect(history.state.items[0]).toMatchObject({
    kind: 'adjust',
    item_id: a,
    from_bin: bin,
    quantity: 1,
    reason: 'audit',
    operator: 'Ines',
  });
});
