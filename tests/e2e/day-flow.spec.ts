import { expect, test } from './fixtures';
import { createWithSuggestion, rowsOf, uniqueCodeWord, uniqueWord } from './support/data';
import { operationGroups } from './support/history-table';

/**
 * A warehouse day in one test, through the screens only: a new SKU with codes, a batch of it,
 * receiving the batch, seeing where it is, moving and releasing some, and finding it again.
 */
test(
  'a day: new SKU and batch, receive, locate, move, release, find',
  { tag: '@phone' },
  async ({ page, api, consoleErrors, isMobile }) => {
    test.slow();
    const [shelf, overflow] = [await api.newBin(), await api.newBin()];
    const word = uniqueWord('rosehip');
    const [skuCode, skuUpc, batchCode] = [uniqueCodeWord('RH'), uniqueCodeWord('UPC'), uniqueCodeWord('LOT')];
    const main = page.getByRole('main');
    const toast = page.getByRole('status').filter({ hasText: 'Success' });

    const sku = await test.step('create a SKU with an owned and an associated code', async () => {
      await page.goto('/new/sku');
      await expect(page.getByRole('heading', { level: 1, name: 'New SKU' })).toBeVisible();
      await expect(page.getByLabel('Sku Label')).toHaveAttribute('placeholder', /^SKU\d{6}$/);
      const created = await createWithSuggestion(page, consoleErrors, 'SKU', async () => {
        await page.getByLabel('Name', { exact: true }).fill(`Rosehip oil ${word}`);
        // A wedge scanner ends each code with Enter, which opens the next row.
        await page.getByLabel('Code 1', { exact: true }).fill(skuCode);
        await page.getByLabel('Code 1', { exact: true }).press('Enter');
        await expect(page.getByLabel('Code 2', { exact: true })).toBeFocused();
        await page.getByLabel('Code 2', { exact: true }).fill(skuUpc);
        const kind = page.getByRole('group', { name: 'Code 2 kind' });
        await kind.getByRole('button', { name: 'Associated' }).click();
        await expect(kind.getByRole('button', { name: 'Associated' })).toHaveAttribute('aria-pressed', 'true');
        await expect(kind.getByRole('button', { name: 'Owned' })).toHaveAttribute('aria-pressed', 'false');
      });
      await expect(toast).toHaveText(`Success, ${created} created.X`);
      return created;
    });

    await test.step('the SKU page shows its name and codes, and no stock yet', async () => {
      await toast.getByRole('link', { name: sku, exact: true }).click();
      await expect(page).toHaveURL(`/sku/${sku}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sku);
      await expect(main.getByText(`Rosehip oil ${word}`)).toBeVisible();
      const codes = page.getByRole('region', { name: 'Codes' }).getByRole('listitem');
      await expect(codes).toHaveText([`${skuCode}Owned`, `${skuUpc}Associated`]);
      await expect(page.getByRole('region', { name: 'Batches' })).toContainText('No batches yet.');
      await expect(page.getByRole('region', { name: 'Locations' })).toContainText('Not in any bin.');
    });

    const batch = await test.step('a batch under it, from the SKU page (/new/batch?parent=)', async () => {
      await main.getByRole('link', { name: 'New Batch' }).click();
      await expect(page).toHaveURL(`/new/batch?parent=${sku}`);
      const created = await createWithSuggestion(page, consoleErrors, 'BAT', async () => {
        await expect(page.getByLabel('Parent Sku')).toHaveValue(sku);
        // The parent's name is the name placeholder, and its codes are shown, not copied.
        await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('placeholder', `Rosehip oil ${word}`);
        await expect(main.getByText('Inherited from the parent SKU:')).toBeVisible();
        await page.getByLabel('Name', { exact: true }).fill(`Rosehip lot ${word}`);
        await page.getByLabel('Code 1', { exact: true }).fill(batchCode);
      });
      await expect(toast).toHaveText(`Success, ${created} created.X`);
      // The parent stays for the next batch of the same SKU.
      await expect(page.getByLabel('Parent Sku')).toHaveValue(sku);
      return created;
    });

    await test.step('the batch page names its parent and only its own codes', async () => {
      await toast.getByRole('link', { name: batch, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(batch);
      await expect(main.getByRole('link', { name: sku, exact: true })).toBeVisible();
      await expect(main.getByText(`Rosehip lot ${word}`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Codes' }).getByRole('listitem')).toHaveText([`${batchCode}Owned`]);
    });

    await test.step('receive it through /receive?into=…&item=…&quantity=…', async () => {
      await page.goto(`/receive?into=${shelf}&item=${batch}&quantity=5`);
      await expect(page.getByLabel('Bin Label')).toHaveValue(shelf);
      await expect(page.getByLabel('Item Label')).toHaveValue(batch);
      await expect(page.getByLabel('Quantity')).toHaveValue('5');
      await expect(main.getByText(`Batch: Rosehip lot ${word} · 0 ea in ${shelf}`)).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(toast).toHaveText(`Success. Added 5 ea, ${batch} (Rosehip lot ${word}), to ${shelf}X`);
    });

    await test.step('see it in the bin and in the batch’s locations', async () => {
      await toast.getByRole('link', { name: shelf, exact: true }).click();
      await expect(page).toHaveURL(`/bin/${shelf}`);
      // The contents table comes first on the bin page; a phone leaves out its Type column.
      const contents = rowsOf(main.getByRole('table').first());
      await expect(contents.getByRole('cell')).toHaveText([batch, `Rosehip lot ${word}`, '5 ea', ...(isMobile ? [] : ['Batch'])]);

      await contents.getByRole('link', { name: batch, exact: true }).click();
      await expect(page).toHaveURL(`/batch/${batch}`);
      await expect(rowsOf(page.getByRole('table', { name: 'Locations' })).getByRole('cell')).toHaveText([
        shelf,
        `${batch}Rosehip lot ${word}`,
        '5 ea',
      ]);
      // The SKU page lists the batch derived from it.
      await main.getByRole('link', { name: sku, exact: true }).click();
      await expect(page.getByRole('list', { name: 'Batches' }).getByRole('listitem')).toHaveText([`${batch}Rosehip lot ${word}`]);
    });

    await test.step('move two to the overflow bin', async () => {
      await page.goto('/move');
      await page.getByLabel('Item', { exact: true }).fill(batch);
      await page.getByLabel('Source').fill(shelf);
      await page.getByLabel('Destination').fill(overflow);
      await page.getByLabel('Quantity').fill('2');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(toast).toHaveText(`Success. Moved 2 ea, ${batch} (Rosehip lot ${word}) from ${shelf} to ${overflow}X`);
    });

    await test.step('release one from the batch page’s Release action', async () => {
      await page.goto(`/batch/${batch}`);
      await main.getByRole('link', { name: 'Release', exact: true }).click();
      await expect(page).toHaveURL(`/release?item=${batch}`);
      await expect(page.getByLabel('Item Label')).toHaveValue(batch);
      await page.getByLabel('Bin Label').fill(overflow);
      await expect(main.getByText(`Batch: Rosehip lot ${word} · 2 ea in ${overflow}`)).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(toast).toHaveText(`Success, Released 1 ea, ${batch} (Rosehip lot ${word}), from ${overflow}X`);

      await page.goto(`/batch/${batch}`);
      const locations = rowsOf(page.getByRole('table', { name: 'Locations' }));
      await expect(locations.filter({ hasText: overflow }).getByRole('cell')).toHaveText([overflow, `${batch}Rosehip lot ${word}`, '1 ea']);
      await expect(locations.filter({ hasText: shelf }).getByRole('cell')).toHaveText([shelf, `${batch}Rosehip lot ${word}`, '3 ea']);
      const history = operationGroups(page.getByRole('table', { name: 'Stock history' }));
      await expect(history.getByRole('rowheader')).toHaveText([/^Release · /, /^Move · /, /^Receive · /]);
    });

    await test.step('find it by id, by code and by name', async () => {
      // Both are held on the shelf (3) and in the overflow bin (1); the SKU counts its batch's stock.
      const held = new RegExp(`^${shelf}.*3 ea.*${overflow}.*1 ea$`);
      await page.goto('/search');
      const box = page.getByLabel('Search query');
      const results = rowsOf(main.getByRole('table'));

      await box.fill(batch);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(`/search?query=${batch}`);
      await expect(results.getByRole('cell')).toHaveText([batch, `Rosehip lot ${word}`, held, 'Batch']);
      await expect(main.getByText('1 Results')).toBeVisible();

      // Each query answers with another item than the last, so stale rows cannot pass.
      await box.fill(skuUpc);
      await expect(results.getByRole('cell')).toHaveText([sku, `Rosehip oil ${word}`, held, 'SKU']);
      await expect(main.getByText('1 Results')).toBeVisible();

      await box.fill(batchCode);
      await expect(results.getByRole('cell')).toHaveText([batch, `Rosehip lot ${word}`, held, 'Batch']);

      await box.fill(word);
      await expect(results).toHaveCount(2);
      await expect(main.getByText('2 Results')).toBeVisible();
      await expect(results.filter({ hasText: sku }).getByRole('cell')).toHaveText([sku, `Rosehip oil ${word}`, held, 'SKU']);
      await expect(results.filter({ hasText: batch }).getByRole('cell')).toHaveText([batch, `Rosehip lot ${word}`, held, 'Batch']);
      await results.filter({ hasText: batch }).getByRole('link', { name: batch, exact: true }).click();
      await expect(page).toHaveURL(`/batch/${batch}`);
    });
  },
);
