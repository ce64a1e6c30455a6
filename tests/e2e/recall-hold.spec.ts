import { expect, test } from './fixtures';
import { rowsOf } from './support/data';
import { posted, skuIn } from './support/fresh-records';
import { freshMixId } from './support/mixtures';
import { rowOf, storyTwo } from './support/trace-story';
import { scanWithWedge } from './support/wedge';

test(
  'a recall from a batch page: Trace downstream, hold everything on hand, a held lot scanned on Release is refused',
  { tag: '@phone' },
  async ({ page, api, request, consoleErrors }) => {
    // The refused release answers 409, which the browser logs.
    consoleErrors.allow(/status of 409/);
    const story = await storyTwo(request, api);
    await page.goto(`/batch/${story.x1}`);
    await page.getByRole('link', { name: 'Trace', exact: true }).click();
    await expect(page).toHaveURL(`/traceability?id=${story.x1}&scope=downstream`);
    const lots = rowsOf(page.getByRole('table', { name: 'Lots and mixtures' }));
    for (const product of [story.ya, story.yb, story.yc]) await expect(rowOf(lots, product)).toBeVisible();
    await expect(rowsOf(page.getByRole('table', { name: 'Releases' })).first()).toContainText('Bea');

    await expect(page.getByText('3 lots and mixtures on hand may hold it.')).toBeVisible();
    await page.getByRole('button', { name: 'Put all on hold' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Reason')).toHaveValue(`Recall of ${story.x1}`);
    await dialog.getByLabel('Reason').fill(`Recall of ${story.x1}: supplier reported contamination`);
    await dialog.getByLabel('Operator').fill('Quality');
    await dialog.getByRole('button', { name: 'Put on hold' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('3 lots and mixtures put on hold.')).toBeVisible();

    // Release: the bin, then the held lot, scanned; the hint warns, and the server refuses.
    await page.goto('/release');
    await page.getByLabel('Bin Label').focus();
    await scanWithWedge(page, story.outBin);
    await expect(page.getByLabel('Item Label')).toBeFocused();
    await scanWithWedge(page, story.ya);
    await expect(page.getByRole('alert').filter({ hasText: `${story.ya} is on hold` })).toContainText('supplier reported contamination');
    // The balm is measured in kg, so the scan leaves its quantity to the person.
    await expect(page.getByLabel('Quantity')).toBeFocused();
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Submit' }).click();
    // Said once (decision 040): the reason on the item field, the toast only naming the refusal.
    await expect(page.getByRole('alert').filter({ hasText: /^It is on hold: it cannot be released/ })).not.toContainText(story.ya);
    await expect(page.getByLabel('Item Label')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(`${story.ya} is on hold: Recall of ${story.x1}: supplier reported contamination`, { exact: true }),
    ).toBeVisible();
    expect(await api.binContents(story.outBin)).toEqual({ [story.ya]: 6, [story.yb]: 2, [story.yc]: 1 });

    // The lot's page says so and releases the hold; then the release goes through.
    await page.goto(`/batch/${story.ya}`);
    await expect(page.getByRole('status').filter({ hasText: 'is on hold' })).toContainText('by Quality');
    await page.getByRole('button', { name: 'Release hold' }).click();
    await expect(page.getByRole('dialog').getByLabel('Operator')).toHaveValue('Quality');
    await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible();
    await expect(page.getByText('is on hold')).toHaveCount(0);
    await api.release({ bin: story.outBin, item: story.ya, quantity: 1 });
    expect((await api.binContents(story.outBin))[story.ya]).toBe(5);
  },
);

test(
  'a mixture still holding a held lot warns when scanned, and its page flags the lot',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const sku = await skuIn(request, 'Argan oil', 'kg');
    const bin = await api.newBin();
    const [first, second] = [
      await api.newBatch({ sku_id: sku, name: 'Argan one' }),
      await api.newBatch({ sku_id: sku, name: 'Argan two' }),
    ];
    await api.receive({ bin, item: first, quantity: 3 });
    await api.receive({ bin, item: second, quantity: 2 });
    const mix = freshMixId();
    await posted(request, '/api/mixtures', {
      mix_id: mix,
      sku_id: sku,
      bin_id: bin,
      created_by: 'e2e',
      components: [
        { batch_id: first, quantity: 3 },
        { batch_id: second, quantity: 2 },
      ],
    });
    await posted(request, '/api/holds', { item_ids: [second], reason: 'Supplier recall R-12', operator: 'Quality' });

    await page.goto('/release');
    await page.getByLabel('Bin Label').focus();
    await scanWithWedge(page, bin);
    await expect(page.getByLabel('Item Label')).toBeFocused();
    await scanWithWedge(page, mix);
    await expect(page.getByRole('alert').filter({ hasText: `${mix} holds ${second}, which is on hold` })).toContainText(
      'Supplier recall R-12',
    );
    // Named as its SKU, as everywhere else.
    await expect(page.getByText('Mixture: Argan oil')).toBeVisible();

    await page.goto(`/mixture/${mix}`);
    const components = page.getByRole('table', { name: 'Components' });
    await expect(rowsOf(components).filter({ hasText: second })).toContainText('On hold');
    await expect(rowsOf(components).filter({ hasText: first })).not.toContainText('On hold');
  },
);
