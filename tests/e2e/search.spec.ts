import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { manySkus, problemAnswer, rowsOf, uniqueWord } from './support/data';

const resultRows = (page: Page) => rowsOf(page.getByRole('main').getByRole('table'));
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** The identifiers on the page of results shown now. */
const shownIds = async (page: Page) => (await resultRows(page).locator('td:first-child').allTextContents()).sort();

/** The ids of a page once they are no longer the page before's (the old rows stay while the next load). */
async function idsAfter(page: Page, before: readonly string[]): Promise<string[]> {
  await expect.poll(async () => (await shownIds(page)).join()).not.toBe(before.join());
  return shownIds(page);
}

/** Which of the pager's links are there, by accessible name, in order. */
const pagerLinks = (page: Page) => pager(page).getByRole('link');

test('65 results page by 20: a window of two pages either side, first and last, previous and next, ellipses', async ({
  page,
  api,
  request,
}) => {
  test.slow();
  const word = uniqueWord('neroli');
  const ids = await manySkus(request, api, 65, (n) => `Neroli water ${word} no. ${n}`);

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await page.getByLabel('Search query').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/search?query=${word}`);
  await expect(page.getByText('65 Results')).toBeVisible();
  await expect(page.getByRole('main').getByRole('columnheader')).toHaveText(['Identifier', 'Name', 'On hand', 'Type']);
  await expect(resultRows(page)).toHaveCount(20);
  let shown = await shownIds(page);
  const seen = new Set(shown);

  // Page 1 of 4: pages 1 to 3, a gap, next and last.
  await expect(pagerLinks(page)).toHaveText(['1', '2', '3', '>', '>|']);
  await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByRole('link', { name: 'Next page' })).toBeVisible();
  await expect(pager(page).getByRole('link', { name: 'Last page' })).toBeVisible();
  await expect(pager(page).getByRole('link', { name: 'First page' })).toHaveCount(0);
  await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  await expect(pager(page).getByText('…')).toHaveCount(1);

  await pager(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`/search?query=${word}&page=2`);
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Page 2 of 4: the window reaches both ends, so neither jump nor gap is needed.
  await expect(pagerLinks(page)).toHaveText(['<', '1', '2', '3', '4', '>']);
  await expect(pager(page).getByText('…')).toHaveCount(0);
  await expect(resultRows(page)).toHaveCount(20);
  shown = await idsAfter(page, shown);
  for (const id of shown) seen.add(id);

  await pager(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`/search?query=${word}&page=3`);
  await expect(pager(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(pagerLinks(page)).toHaveText(['<', '1', '2', '3', '4', '>']);
  await expect(resultRows(page)).toHaveCount(20);
  shown = await idsAfter(page, shown);
  for (const id of shown) seen.add(id);

  // The last page: first and previous, a gap, pages 2 to 4, and the five left over.
  await pager(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`/search?query=${word}&page=4`);
  await expect(pagerLinks(page)).toHaveText(['|<', '<', '2', '3', '4']);
  await expect(pager(page).getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByText('…')).toHaveCount(1);
  await expect(resultRows(page)).toHaveCount(5);
  shown = await idsAfter(page, shown);
  for (const id of shown) seen.add(id);
  expect([...seen].sort()).toEqual([...ids].sort());
  await expect(page.getByText('65 Results')).toBeVisible();

  // First and last jump straight to the ends; back returns to the page before.
  await pager(page).getByRole('link', { name: 'First page' }).click();
  await expect(page).toHaveURL(`/search?query=${word}`);
  await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(resultRows(page)).toHaveCount(20);
  await pager(page).getByRole('link', { name: 'Last page' }).click();
  await expect(page).toHaveURL(`/search?query=${word}&page=4`);
  await expect(resultRows(page)).toHaveCount(5);
  await page.goBack();
  await expect(page).toHaveURL(`/search?query=${word}`);
  await expect(resultRows(page)).toHaveCount(20);

  // A new query starts again from page 1.
  await page.getByLabel('Search query').fill(`${word} no. 7`);
  await expect(page.getByText('1 Results')).toBeVisible();
  await expect(resultRows(page).getByRole('cell')).toHaveText([ids[6] ?? '', `Neroli water ${word} no. 7`, 'Not in stock', 'SKU']);
  await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('a deep link opens that page of a search', async ({ page, api, request }) => {
  const word = uniqueWord('vetiver');
  await manySkus(request, api, 23, (n) => `Vetiver root ${word} ${n}`);
  await page.goto(`/search?query=${word}&page=2`);
  await expect(page.getByLabel('Search query')).toHaveValue(word);
  await expect(page.getByText('23 Results')).toBeVisible();
  await expect(resultRows(page)).toHaveCount(3);
  await expect(pagerLinks(page)).toHaveText(['<', '1', '2']);
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test(
  'results name each kind; a bin without a name shows none; nothing found is 0 Results with no pager',
  { tag: '@phone' },
  async ({ page, api }) => {
    const word = uniqueWord('tamanu');
    const bin = await api.newBin();
    const sku = await api.newSku({ name: `Tamanu oil ${word}` });
    const batch = await api.newBatch({ sku_id: sku, name: `Tamanu lot ${word}` });

    await page.goto(`/search?query=${bin}`);
    await expect(resultRows(page).getByRole('cell')).toHaveText([bin, '', '', 'Bin']);
    await expect(page.getByText('1 Results')).toBeVisible();
    await expect(pagerLinks(page)).toHaveText(['1']);

    // Names match by the start of a word, whatever the case.
    await page.getByLabel('Search query').fill(`TAMANU ${word.slice(0, -2).toUpperCase()}`);
    await expect(resultRows(page)).toHaveCount(2);
    await expect(resultRows(page).filter({ hasText: sku }).getByRole('cell')).toHaveText([
      sku,
      `Tamanu oil ${word}`,
      'Not in stock',
      'SKU',
    ]);
    await expect(resultRows(page).filter({ hasText: batch }).getByRole('cell')).toHaveText([
      batch,
      `Tamanu lot ${word}`,
      'Not in stock',
      'Batch',
    ]);
    await expect(page.getByText('2 Results')).toBeVisible();

    // A result opens its page; back returns to the same search.
    await resultRows(page).filter({ hasText: batch }).getByRole('link', { name: batch, exact: true }).click();
    await expect(page).toHaveURL(`/batch/${batch}`);
    await page.goBack();
    await expect(page.getByLabel('Search query')).toHaveValue(`TAMANU ${word.slice(0, -2).toUpperCase()}`);
    await expect(resultRows(page)).toHaveCount(2);

    await page.getByLabel('Search query').fill(uniqueWord('nothing'));
    await expect(page.getByText('0 Results')).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expect(pager(page)).toHaveCount(0);
  },
);

test('a name with accents is found without them, and each result says where it is held', { tag: '@phone' }, async ({ page, api }) => {
  const word = uniqueWord('nilotica');
  const sku = await api.newSku({ name: `Beurre de karité ${word}` });
  const batch = await api.newBatch({ sku_id: sku, name: `Crème brûlée ${word}` });
  const [big, mid, small, least] = [await api.newBin(), await api.newBin(), await api.newBin(), await api.newBin()];
  for (const [bin, quantity] of [
    [big, 12],
    [mid, 4],
    [small, 2],
    [least, 1],
  ] as const)
    await api.receive({ bin, item: batch, quantity });
  await api.receive({ bin: mid, item: sku, quantity: 9 });

  await page.goto('/search');
  await page.getByLabel('Search query').fill(`karite ${word}`);
  await expect(resultRows(page)).toHaveCount(1);
  // A SKU is held where it is and where its batches are.
  await expect(resultRows(page).getByRole('cell')).toHaveText([
    sku,
    `Beurre de karité ${word}`,
    `${mid} · 13 ea, ${big} · 12 ea, ${small} · 2 ea, +1 more`,
    'SKU',
  ]);

  await page.getByLabel('Search query').fill(`CREME BRULEE ${word}`);
  await expect(resultRows(page)).toHaveCount(1);
  await expect(resultRows(page).getByRole('cell')).toHaveText([
    batch,
    `Crème brûlée ${word}`,
    `${big} · 12 ea, ${mid} · 4 ea, ${small} · 2 ea, +1 more`,
    'Batch',
  ]);
  // Each bin it is held in opens that bin's page.
  await resultRows(page).getByRole('link', { name: mid, exact: true }).click();
  await expect(page).toHaveURL(`/bin/${mid}`);
});

test('the search on screen becomes a history entry after ten seconds', async ({ page, api }) => {
  const word = uniqueWord('yarrow');
  await api.newSku({ name: `Yarrow ${word}` });
  await page.clock.install();
  await page.goto('/search');
  await page.getByLabel('Search query').fill(word);
  await expect(page.getByText('1 Results')).toBeVisible();
  await expect(page).toHaveURL('/search');

  // Not before ten seconds (real time has passed too, so the first step stays well short).
  await page.clock.fastForward(5_000);
  await expect(page).toHaveURL('/search');
  await page.clock.fastForward(5_500);
  await expect(page).toHaveURL(`/search?query=${word}`);
});

test('a failing search says API error!', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await page.route(/\/api\/search\?/, (route) => route.fulfill(problemAnswer(500, 'internal-error', 'Internal server error.')));
  await page.goto(`/search?query=${uniqueWord()}`);
  await expect(page.getByRole('alert')).toHaveText('API error!');
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
});
