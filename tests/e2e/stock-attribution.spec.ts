import { expect, test } from './fixtures';
import { binHistory } from './support/history';
import { scanWithWedge } from './support/wedge';

test(
  'receive, release and move record who and why; the name is remembered and shared with the audit',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const [shelf, overflow] = [await api.newBin(), await api.newBin()];
    const batch = await api.newBatch();
    const toast = page.getByRole('status').filter({ hasText: 'Success' });
    const operator = page.getByLabel('Operator');
    const note = page.getByLabel('Note');

    await page.goto(`/receive?into=${shelf}&item=${batch}&quantity=5`);
    await expect(operator).toHaveValue('');
    await operator.fill('Mara Okafor');
    await note.fill('delivery 4411');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast).toHaveText(`Success. Added 5 ea, ${batch} (Test batch ${batch}), to ${shelf}X`);
    // The note belonged to that change; the operator stays for the next.
    await expect(note).toHaveValue('');
    await expect(operator).toHaveValue('Mara Okafor');

    await page.goto(`/release?from=${shelf}&item=${batch}&quantity=1`);
    await expect(operator).toHaveValue('Mara Okafor');
    await note.fill('lid cracked');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast).toHaveText(`Success, Released 1 ea, ${batch} (Test batch ${batch}), from ${shelf}X`);

    await page.goto(`/move?item=${batch}&from=${shelf}&to=${overflow}&quantity=2`);
    await operator.fill('Ines');
    await note.fill('to overflow');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast).toHaveText(`Success. Moved 2 ea, ${batch} (Test batch ${batch}) from ${shelf} to ${overflow}X`);

    expect(await binHistory(request, shelf)).toMatchObject([
      { kind: 'move', from_bin: shelf, to_bin: overflow, quantity: 2, operator: 'Ines', note: 'to overflow' },
      { kind: 'release', from_bin: shelf, quantity: 1, operator: 'Mara Okafor', note: 'lid cracked' },
      { kind: 'receive', to_bin: shelf, quantity: 5, operator: 'Mara Okafor', note: 'delivery 4411' },
    ]);

    await page.reload();
    await expect(operator).toHaveValue('Ines');
    await expect(note).toHaveValue('');

    await page.goto('/audit');
    await page.getByLabel('Bin Label').fill(overflow);
    await page.getByRole('button', { name: 'Start count' }).click();
    await expect(page.getByLabel('Operator')).toHaveValue('Ines');
  },
);

test(
  'a bin scan, an item scan and Enter send the operator and the note typed beforehand',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const bin = await api.newBin();
    const batch = await api.newBatch();
    await page.goto('/receive');
    await page.getByLabel('Operator').fill('Ines');
    await page.getByLabel('Note').fill('returned by customer');
    await page.getByLabel('Bin Label').focus();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Item Label')).toBeFocused();
    await scanWithWedge(page, batch);
    await expect(page.getByLabel('Quantity')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`Success. Added 1 ea, ${batch} (Test batch ${batch}), to ${bin}X`);

    expect(await binHistory(request, bin)).toMatchObject([
      { kind: 'receive', item_id: batch, operator: 'Ines', note: 'returned by customer' },
    ]);
    await expect(page.getByLabel('Note')).toHaveValue('');
    await expect(page.getByLabel('Operator')).toHaveValue('Ines');
  },
);

test('a blank operator and note are left out, and the change is recorded without them', async ({ page, api, request }) => {
  const bin = await api.newBin();
  const sku = await api.newSku();
  await page.goto(`/receive?into=${bin}&item=${sku}`);
  await page.getByLabel('Operator').fill('   ');
  await page.getByLabel('Note').fill(' ');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(`Success. Added 1 ea, ${sku} (Test SKU ${sku}), to ${bin}X`);
  expect(await binHistory(request, bin)).toMatchObject([{ kind: 'receive', item_id: sku, operator: null, note: null }]);
});
