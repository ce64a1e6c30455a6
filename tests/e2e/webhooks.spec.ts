import { startReceiver, validSignature } from '../support/webhook-receiver';
import { expect, test } from './fixtures';
import { newBin, newSku, receive } from './support/api';

test(
  'Settings › Webhooks: register a hook, a receive reaches it signed, and its delivery shows in the log',
  { tag: '@phone' },
  async ({ page, request }) => {
    const receiver = await startReceiver();
    try {
      await page.goto('/');
      const menu = page.getByRole('button', { name: /menu/i });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
      await expect(page).toHaveURL('/webhooks');

      // Checked before anything is sent: a URL and at least one event.
      await page.getByLabel('URL').fill('ftp://erp.example');
      await page.getByRole('button', { name: 'Register webhook' }).click();
      await expect(page.getByText('must be an http:// or https:// URL')).toBeVisible();
      await expect(page.getByText('must name at least one event')).toBeVisible();

      await page.getByLabel('URL').fill(receiver.url);
      await page.getByRole('checkbox', { name: 'stock.changed' }).check();
      await page.getByRole('button', { name: 'Register webhook' }).click();
      const secret = (await page.getByLabel('Signing secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByLabel('Signing secret')).toHaveCount(0);

      const hook = page.getByRole('listitem').filter({ hasText: receiver.url });
      await expect(hook).toContainText('stock.changed');

      const [bin, sku] = [await newBin(request), await newSku(request)];
      await receive(request, { bin, item: sku, quantity: 4 });
      await expect.poll(() => receiver.received.some((r) => r.body.includes(`"to":"${bin}"`)), { timeout: 10_000 }).toBe(true);
      const ours = receiver.received.find((r) => r.body.includes(`"to":"${bin}"`));
      expect(ours && validSignature(secret, ours)).toBe(true);

      await hook.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
      const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
      await expect(log.getByRole('row').filter({ hasText: ours?.id ?? '' })).toContainText(/stock\.changed.*delivered.*1.*204/);

      await hook.getByRole('button', { name: `Remove ${receiver.url}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: receiver.url })).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  },
);
