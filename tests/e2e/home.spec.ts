import { expect, test } from './fixtures';
import { uniqueWord } from './support/data';
import { narrowHomeFeedToBin } from './support/history';
import { newMixture } from './support/mixtures';

test('the scan box opens the page of a typed label', { tag: '@phone' }, async ({ page, api }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Cold-pressed castor oil' });
  const batch = await api.newBatch({ sku_id: sku, name: 'Castor lot 11' });
  await page.goto('/');
  const box = page.getByLabel('Scan or type a label');
  // The home page is there to take a scan: the box is ready for one.
  await expect(box).toBeFocused();

  await box.fill(sku);
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(`/sku/${sku}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sku);

  await page.goBack();
  // Case and surrounding spaces do not matter; Enter submits.
  await box.fill(` ${batch.toLowerCase()} `);
  await box.press('Enter');
  await expect(page).toHaveURL(`/batch/${batch}`);
  await expect(page.getByRole('main').getByText('Castor lot 11')).toBeVisible();

  await page.goBack();
  await box.fill(bin);
  await box.press('Enter');
  await expect(page).toHaveURL(`/bin/${bin}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bin);
});

test('other text in the scan box is searched', async ({ page, api }) => {
  const word = uniqueWord('marula');
  await api.newSku({ name: `Marula oil ${word}` });
  await api.newSku({ name: `Marula butter ${word}` });
  await page.goto('/');
  await page.getByLabel('Scan or type a label').fill(word);
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(`/search?query=${word}`);
  await expect(page.getByLabel('Search query')).toHaveValue(word);
  await expect(page.getByText('2 Results')).toBeVisible();
});

test('recent activity lists a receive just made', { tag: '@phone' }, async ({ page, api }) => {
  const bin = await api.newBin();
  const batch = await api.newBatch({ name: 'Baobab lot 4' });
  await page.goto('/receive');
  await page.getByLabel('Bin Label').fill(bin);
  await page.getByLabel('Item Label').fill(batch);
  await page.getByLabel('Quantity').fill('7');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success. Added 7 ea, ${batch} (Baobab lot 4), to ${bin}X`);

  await narrowHomeFeedToBin(page, bin);
  await page.getByRole('link', { name: 'Lotline home' }).click();
  await expect(page).toHaveURL('/');
  const activity = page.getByRole('list', { name: 'Recent stock changes' });
  const entry = activity.getByRole('listitem').filter({ hasText: batch });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Received 7 ea of ${batch} (Baobab lot 4) into ${bin}`);
  await entry.getByRole('link', { name: batch, exact: true }).click();
  await expect(page).toHaveURL(`/batch/${batch}`);
});

test('quick actions lead to the stock screens and the new-item forms', async ({ page }) => {
  await page.goto('/');
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link')).toHaveText(['Receive', 'Release', 'Move', 'Audit', 'New Bin', 'New SKU', 'New Batch', 'Search']);
  await actions.getByRole('link', { name: 'New SKU' }).click();
  await expect(page).toHaveURL('/new/sku');
  await expect(page.getByRole('heading', { level: 1, name: 'New SKU' })).toBeVisible();
});

test(
  "Home's recent activity words a mixture's changes as sentences, not the ledger's kind names",
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const { mix, bin, batches } = await newMixture(request, api, [3, 2]);
    await api.release({ bin, item: mix, quantity: 1 });
    await narrowHomeFeedToBin(page, bin);
    await page.goto('/');
    const activity = page.getByRole('list', { name: 'Recent stock changes' }).getByRole('listitem');
    await expect(activity.filter({ hasText: batches[0] ?? '' }).first()).toContainText(`3 ea of ${batches[0]}`);
    for (const entry of await activity.filter({ hasText: new RegExp(`${mix}|${batches[0]}|${batches[1]}`) }).all()) {
      await expect(entry).not.toContainText(/mixture-|step-/);
      await expect(entry).toHaveText(/^[A-Z][a-z]+ \d/);
    }
  },
);
