import { expect, test } from './fixtures';
import { freshId, posted, skuIn } from './support/fresh-records';

test('an entry finer than a field takes shows at the unit precision and leaves whole through Release all, which says what the bin holds when it changed meanwhile', async ({
  page,
  api,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 412/);
  // A mixture takes 3.726708 kg of a 30 kg lot (mixture shares keep six places): 26.273292 kg of it stays in the bin.
  const sku = await skuIn(request, 'Glycerin', 'kg');
  const lot = await api.newBatch({ sku_id: sku });
  const bin = await api.newBin();
  await api.receive({ bin, item: lot, quantity: 30 });
  const mix = freshId('MIX');
  await posted(request, '/api/mixtures', {
    mix_id: mix,
    sku_id: sku,
    bin_id: bin,
    components: [{ batch_id: lot, quantity: 3.726708 }],
    created_by: 'e2e',
  });

  await page.goto(`/bin/${bin}`);
  const contents = page.getByRole('table', { name: 'Contents' });
  await expect(contents.getByRole('row', { name: new RegExp(lot) })).toContainText('≈ 26.273 kg');
  await expect(contents.getByRole('row', { name: new RegExp(mix) })).toContainText('≈ 3.727 kg');
  await expect(page.getByText(/26\.273292|3\.726708/)).toHaveCount(0);

  await page.goto(`/release?from=${bin}&item=${lot}`);
  await expect(page.getByText(`≈ 26.273 kg in ${bin}`)).toBeVisible();
  await page.getByRole('button', { name: 'Release all: ≈ 26.273 kg' }).click();
  await expect(page.getByLabel('Quantity')).toHaveValue('26.273');
  await expect(page.getByText(`All of it: nothing of ${lot} is left in ${bin}.`)).toBeVisible();

  // Someone releases 6 kg before Submit: the release of all is refused, saying what the bin holds now.
  await api.release({ bin, item: lot, quantity: 6 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`${bin} now holds ≈ 20.273 kg`)).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Release all: ≈ 20.273 kg' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  // The toast says what left: the exact entry, at the unit's places and marked as rounded.
  await expect(page.getByRole('status').filter({ hasText: 'Released' })).toContainText('Released ≈ 20.273 kg');
  expect(await api.binContents(bin)).toEqual({ [mix]: 3.726708 });

  // A mixture's figure and unit come from the bin's line too: search results carry no unit for it.
  await page.goto(`/release?from=${bin}&item=${mix}`);
  await expect(page.getByRole('button', { name: 'Release all: ≈ 3.727 kg' })).toBeVisible();
});

test('Receive takes a decimal comma: 2,5 of an item in kg books 2.5 kg', { tag: '@phone-only' }, async ({ page, api, request }) => {
  const sku = await skuIn(request, 'Shea butter', 'kg');
  const bin = await api.newBin();
  await page.goto(`/receive?into=${bin}&item=${sku}`);
  await page.getByLabel('Quantity').fill('2,5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success.' })).toContainText('2.5 kg');
  expect(await api.binContents(bin)).toEqual({ [sku]: 2.5 });
});
