import type { Page } from '@playwright/test';
import { uniqueCode } from './support/api';
import { expect, test, watchForHeading } from './support/camera';

/** Counts stopped camera tracks, to see the sheet release the camera. */
function countStoppedTracks(page: Page) {
  return page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called below with each track as this
    const stop = MediaStreamTrack.prototype.stop;
    MediaStreamTrack.prototype.stop = function (this: MediaStreamTrack) {
      const counter = window as { stoppedTracks?: number };
      counter.stoppedTracks = (counter.stoppedTracks ?? 0) + 1;
      stop.call(this);
    };
  });
}

const markAt = (page: Page, name: string) => page.evaluate((mark) => performance.getEntriesByName(mark).at(-1)?.startTime ?? NaN, name);

/** Opens the camera on Home and returns the times from its first frame to the decode and to the bin's heading. */
async function timeCameraScan(page: Page, bin: string): Promise<{ decoded: number; shown: number }> {
  await expect(page.getByRole('heading', { name: 'Lotline' })).toBeVisible();
  const headingShown = await watchForHeading(page, bin);
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(page).toHaveURL(`/bin/${bin}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bin);
  await expect(page.getByRole('dialog')).toBeHidden();
  const firstFrame = await markAt(page, 'lotline:first-frame');
  return { decoded: (await markAt(page, 'lotline:scan')) - firstFrame, shown: (await headingShown()) - firstFrame };
}

test('scanning a bin label with the camera on Home opens the bin', { tag: '@phone' }, async ({ api, cameraPage }) => {
  const bin = await api.newBin();
  const page = await cameraPage(bin);
  await countStoppedTracks(page);
  await page.goto('/');
  // The first scan also downloads the bin screen's code; the second finds it loaded.
  const cold = await timeCameraScan(page, bin);
  await expect.poll(() => page.evaluate(() => (window as { stoppedTracks?: number }).stoppedTracks ?? 0)).toBeGreaterThan(0);
  await page.goBack();
  const warm = await timeCameraScan(page, bin);

  const report = ({ decoded, shown }: { decoded: number; shown: number }) =>
    `${shown.toFixed(1)} ms (decoded after ${decoded.toFixed(1)} ms)`;
  console.log(
    `[${test.info().project.name}] camera: first frame to the bin's heading ${report(cold)} with the screen not loaded yet, ${report(warm)} loaded`,
  );
  expect(Math.max(cold.shown, warm.shown)).toBeLessThan(3000);
});

test('the camera reads QR and DataMatrix, labels and codes', async ({ api, cameraPage }) => {
  const code = uniqueCode('CAM');
  const sku = await api.newSku({ owned_codes: [code] });
  const qr = await cameraPage(code, 'qrcode');
  await qr.goto('/legal');
  await qr.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(qr).toHaveURL(`/sku/${sku}`);

  const bin = await api.newBin();
  const dataMatrix = await cameraPage(bin, 'datamatrix');
  await dataMatrix.goto('/legal');
  await dataMatrix.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(dataMatrix).toHaveURL(`/bin/${bin}`);
});

test.describe('without camera permission', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
  });

  test('the sheet explains and takes a typed label instead', { tag: '@phone' }, async ({ page, api }) => {
    const bin = await api.newBin();
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Scan a label' });
    await expect(sheet.getByRole('alert')).toContainText('Camera access was denied');
    await sheet.getByLabel('Type a label or code').fill(bin.toLowerCase());
    await sheet.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(`/bin/${bin}`);
    await expect(sheet).toBeHidden();
  });

  test('Escape and the X close the sheet and give focus back to Scan', async ({ page }) => {
    await page.goto('/legal');
    const scan = page.getByRole('button', { name: 'Scan', exact: true });
    const sheet = page.getByRole('dialog', { name: 'Scan a label' });
    await scan.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(scan).toBeFocused();
    await scan.click();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await expect(scan).toBeFocused();
  });

  test('an unknown typed code is named in the sheet, which stays open', async ({ page }) => {
    const unknown = uniqueCode('NONE');
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Scan a label' });
    await sheet.getByLabel('Type a label or code').fill(unknown);
    await sheet.getByRole('button', { name: 'Go' }).click();
    await expect(sheet.getByRole('status')).toHaveText(`No item has the code ${unknown}.`);
    await expect(page).toHaveURL('/legal');
  });

  test('the sheet spans a phone screen', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const box = await page.getByRole('dialog', { name: 'Scan a label' }).boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
  });
});
