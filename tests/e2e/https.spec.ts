import { createHash, X509Certificate } from 'node:crypto';
import { expect, test } from './support/camera';

/**
 * The scanner-first app as a phone on the plant's network uses it: at a name that is not
 * localhost (lotline.test, which Chromium maps to 127.0.0.1 and which the test server's
 * certificate names through HTTPS_HOSTNAMES), with the local CA trusted.
 */
const NAME = 'lotline.test';

// The service worker is part of what https gives (the other tests run without it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const httpOrigin = () => `http://${NAME}:${process.env.LOTLINE_E2E_PORT}`;
const httpsOrigin = () => `https://${NAME}:${process.env.LOTLINE_E2E_HTTPS_PORT}`;

/**
 * Chromium trusts a certificate chain holding a key whose SPKI hash it is given: the CA's key,
 * taken from the CA the Connect page offers, stands in for installing the CA on a phone.
 */
function trustingCa(caPem: string): string[] {
  const spki = new X509Certificate(caPem).publicKey.export({ type: 'spki', format: 'der' });
  return [
    `--host-resolver-rules=MAP ${NAME} 127.0.0.1`,
    `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
  ];
}

test('over https at a network name the app is a secure context: it installs, opens offline, scans with the camera and sends a receive kept offline once', async ({
  api,
  cameraPage,
  consoleErrors,
  request,
}) => {
  // Offline, every request the page makes fails, and the browser logs each.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  const [bin, lot] = [await api.newBin(), await api.newBatch({ name: 'Secure lot' })];
  const ca = await (await request.get('/api/tls/ca.pem')).text();
  const page = await cameraPage(bin, 'code128', { baseURL: httpsOrigin(), args: trustingCa(ca) });

  // Plain HTTP from another machine: what is off, and the way to https.
  await page.goto(`${httpOrigin()}/receive`);
  const banner = page.getByRole('complementary', { name: 'Connection not secure' });
  await expect(banner.getByRole('link', { name: 'Open the secure address' })).toHaveAttribute('href', `${httpsOrigin()}/receive`);
  await banner.getByRole('link', { name: 'Connect a phone' }).click();
  await expect(page.getByRole('heading', { name: 'Connect a phone' })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of ${httpsOrigin()}/` })).toBeVisible();

  await page.goto('/');
  expect(await page.evaluate(() => ({ secure: window.isSecureContext, protocol: location.protocol }))).toEqual({
    secure: true,
    protocol: 'https:',
  });
  await expect(page.getByRole('complementary', { name: 'Connection not secure' })).toHaveCount(0);
  // The service worker installs and takes the page over once it reloads.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The camera, which browsers give to secure pages only, reads the bin's label.
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await expect(page).toHaveURL(`${httpsOrigin()}/bin/${bin}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bin);

  await page.context().setOffline(true);
  await page.goto('/receive');
  await expect(page.getByRole('heading', { name: 'Receive' })).toBeVisible();
  await page.getByLabel('Bin Label', { exact: true }).fill(bin);
  await page.getByLabel('Item Label', { exact: true }).fill(lot);
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Submit' }).click();
  // How the quantity is written (3 ×, 3 of) is the offline texts' business, not this test's.
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`Kept on this device: Receive 3 .*${lot} into ${bin}`) }),
  ).toBeVisible();
  const badge = page.getByRole('link', { name: /Changes kept on this device/ });
  await expect(badge).toHaveText('1 pending');

  // Back online, the queue's retry sends it: once.
  await page.context().setOffline(false);
  await expect(badge).toHaveCount(0, { timeout: 20_000 });
  expect(await api.binContents(bin)).toEqual({ [lot]: 3 });
  const history = await request.get(`/api/bin/${bin}/history?limit=20`);
  expect(((await history.json()) as { state: { total: number } }).state.total).toBe(1);
});
