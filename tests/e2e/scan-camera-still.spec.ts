import type { Page } from '@playwright/test';
import { expect, showComingAndGoing, test } from './support/camera';

type Watched = { decodedFrames?: number };

/** Counts the camera frames the decoder has looked at: it draws each one from the video onto a canvas. */
function countDecodedFrames(page: Page) {
  return page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, applied below with each context as this
    const draw = CanvasRenderingContext2D.prototype.drawImage;
    CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof draw>) {
      const watched = window as Watched;
      if (args[0] instanceof HTMLVideoElement) watched.decodedFrames = (watched.decodedFrames ?? 0) + 1;
      return draw.apply(this, args);
    } as typeof draw;
  });
}

const decodedFrames = (page: Page) => page.evaluate(() => (window as Watched).decodedFrames ?? 0);

/** Opens the camera sheet on Receive with the bin filled in from the URL. */
async function openCameraOnReceive(page: Page, bin: string) {
  await page.goto(`/receive?into=${bin}`);
  await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  return page.getByRole('dialog', { name: 'Scan a label' });
}

test(
  'a label held still in front of the camera counts once, and the sheet shows the tally',
  { tag: '@phone' },
  async ({ api, cameraPage }) => {
    const bin = await api.newBin();
    const batch = await api.newBatch();
    const page = await cameraPage(batch);
    await countDecodedFrames(page);
    const sheet = await openCameraOnReceive(page, bin);
    await expect(page.getByLabel('Item Label')).toHaveValue(batch);
    await expect(sheet.getByText(`${batch} · 1 ea`, { exact: true })).toBeVisible();

    // Twenty more looks at the same still label: several seconds, at least one decode of it each.
    const afterFirstRead = await decodedFrames(page);
    await expect.poll(() => decodedFrames(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(afterFirstRead + 20);
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
    await expect(sheet.getByText(`${batch} · 1 ea`, { exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => api.binContents(bin)).toEqual({ [batch]: 1 });
  },
);

test('a label that leaves the view and comes back counts again, and the sheet follows the tally', async ({ api, cameraPage }) => {
  const bin = await api.newBin();
  const batch = await api.newBatch();
  const page = await cameraPage(bin);
  await showComingAndGoing(page, batch, 1.5);
  const sheet = await openCameraOnReceive(page, bin);
  await expect(sheet.getByText(`${batch} · 2 ea`, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(sheet.getByText(`${batch} · 3 ea`, { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => api.binContents(bin)).toEqual({ [batch]: 3 });
});
