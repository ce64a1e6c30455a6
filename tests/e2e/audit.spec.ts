import { expect, test } from './fixtures';
import { newMixture } from './support/mixtures';
import { scanWithWedge } from './support/wedge';

test('an audit with a unit missing records a −1 audit adjustment in the ledger', { tag: '@phone' }, async ({ page, api, request }) => {
  const bin = await api.newBin();
  const [a, b] = [await api.newBatch(), await api.newBatch()];
  await api.receive({ bin, item: a, quantity: 2 });
  await api.receive({ bin, item: b, quantity: 1 });

  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await scanWithWedge(page, bin);
  await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();
  // Blind by default: nothing says what the bin should hold.
  await expect(page.getByText('Nothing counted yet. Scan an item, or type its label.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Expected' })).toHaveCount(0);

  await scanWithWedge(page, a);
  await expect(page.getByLabel(`Count of ${a}`)).toHaveValue('1');
  await scanWithWedge(page, b);
  await expect(page.getByLabel(`Count of ${b}`)).toHaveValue('1');

  await page.getByRole('button', { name: 'Show expected' }).click();
  await expect(page.getByRole('columnheader', { name: 'Expected' })).toBeVisible();
  await page.getByLabel('Operator').fill('Mara');
  await page.getByLabel('Note').fill('weekly count');
  await page.getByRole('button', { name: 'Confirm count' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`Book 1 adjustment to ${bin}?`);
  await expect(dialog.getByRole('row')).toHaveText([/Item.*Expected.*Counted.*Difference/, new RegExp(`${a}.*2 ea1 ea-1 ea`)]);
  await dialog.getByRole('button', { name: 'Book adjustments' }).click();

  await expect(page.getByRole('status')).toHaveText('Audit recorded.X');
  const summary = page.getByRole('list', { name: 'Audit summary' });
  await expect(summary.getByRole('listitem')).toHaveText(['1Matched', '0Over', '1Short', '0Unexpected']);
  await expect(page.getByRole('row').filter({ hasText: a })).toContainText('Short (-1 ea)');
  expect(await api.binContents(bin)).toEqual({ [a]: 1, [b]: 1 });

  const history = (await (await request.get(`/api/bin/${bin}/history`)).json()) as {
    state: {
      items: { kind: string; item_id: string; from_bin: string | null; quantity: number; reason: string | null; operator: string | null }[];
    };
  };
  expect(history.state.items[0]).toMatchObject({
    kind: 'adjust',
    item_id: a,
    from_bin: bin,
    quantity: 1,
    reason: 'audit',
    operator: 'Mara',
  });
});

test('typed counts replace scanned ones, and a changed bin asks for a recount', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 412/);
  const bin = await api.newBin();
  const sku = await api.newSku();
  await api.receive({ bin, item: sku, quantity: 5 });

  await page.goto('/audit');
  await page.getByLabel('Bin Label').fill(bin);
  await page.getByRole('button', { name: 'Start count' }).click();
  await page.getByLabel('Item Label').fill(sku);
  await page.getByLabel('Item Label').press('Enter');
  const count = page.getByLabel(`Count of ${sku}`);
  await count.fill('5');
  // A count the unit cannot take is said, and leaving the box shows the count booked again.
  await count.fill('5.5');
  await expect(page.getByText('Enter a whole number of ea.')).toBeVisible();
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Operator').fill('Mara');
  await expect(count).toHaveValue('5');

  await api.receive({ bin, item: sku, quantity: 1 });
  await page.getByRole('button', { name: 'Confirm count' }).click();
  // Asked against the records read when the count began (5): they match.
  await page.getByRole('dialog').getByRole('button', { name: 'Record audit' }).click();
  await expect(page.getByRole('alert')).toContainText('The bin changed while it was being counted.');
  await expect(page.getByLabel(`Count of ${sku}`)).toHaveValue('5');

  await page.getByRole('button', { name: 'Confirm count' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book adjustments' }).click();
  await expect(page.getByRole('list', { name: 'Audit summary' }).getByRole('listitem')).toHaveText([
    '0Matched',
    '0Over',
    '1Short',
    '0Unexpected',
  ]);
  expect(await api.binContents(bin)).toEqual({ [sku]: 5 });
});

test('confirming with nothing counted warns that every item will be booked as missing, and Cancel books nothing', async ({ page, api }) => {
  const bin = await api.newBin();
  const sku = await api.newSku({ name: 'Jojoba oil' });
  const batch = await api.newBatch();
  await api.receive({ bin, item: sku, quantity: 3 });
  await api.receive({ bin, item: batch, quantity: 2 });

  await page.goto('/audit');
  await page.getByLabel('Bin Label').fill(bin);
  await page.getByRole('button', { name: 'Start count' }).click();
  await page.getByLabel('Operator').fill('Mara');
  await page.getByRole('button', { name: 'Confirm count' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`Nothing was counted: every item in ${bin} will be booked as missing (2 adjustments).`);
  const rows = dialog.getByRole('table', { name: 'Adjustments' }).getByRole('row');
  await expect(rows.filter({ hasText: sku })).toContainText('Jojoba oil');
  await expect(rows.filter({ hasText: sku }).getByRole('cell')).toHaveText(['3 ea', '0 ea', '-3 ea']);
  await expect(rows.filter({ hasText: batch }).getByRole('cell')).toHaveText(['2 ea', '0 ea', '-2 ea']);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await api.binContents(bin)).toEqual({ [sku]: 3, [batch]: 2 });

  await page.getByRole('button', { name: 'Confirm count' }).click();
  await dialog.getByRole('button', { name: 'Book adjustments' }).click();
  await expect(page.getByRole('list', { name: 'Audit summary' }).getByRole('listitem')).toHaveText([
    '0Matched',
    '0Over',
    '2Short',
    '0Unexpected',
  ]);
  expect(await api.binContents(bin)).toEqual({});
});

test('a bin scanned while the Audit screen is still loading starts its count instead of opening the bin', async ({ page, api }) => {
  const bin = await api.newBin();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The Audit screen's code arrives a second after it is asked for, as on a slow phone network.
  let asked!: () => void;
  const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/audit-screen-[^/]+\.js$/, async (route) => {
    asked();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await chunkAsked;
  await scanWithWedge(page, bin);

  await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();
  await expect(page).toHaveURL('/audit');
});

test(
  'a mixture in the bin is left out of the count: named with a link, refused when scanned, never booked missing',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const { bin, batches, mix } = await newMixture(request, api, [2]);
    const [lot] = batches as [string];
    await api.receive({ bin, item: lot, quantity: 3 });

    await page.goto('/audit');
    await scanWithWedge(page, bin);
    const note = page.getByRole('note');
    await expect(note).toContainText(
      `Not part of this count, and left as they are: the mixture ${mix}. Each mixture is audited on its own page.`,
    );
    await expect(note.getByRole('link', { name: mix })).toHaveAttribute('href', `/mixture/${mix}`);

    await scanWithWedge(page, mix);
    await expect(page.locator('[data-tone="failure"]')).toContainText(
      `${mix} is a mixture: it is audited on its own page, and this count leaves it as it is.`,
    );
    await expect(page.getByLabel(`Count of ${mix}`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show expected' }).click();
    await expect(page.getByLabel(`Count of ${lot}`)).toHaveValue('');
    await expect(page.getByLabel(`Count of ${mix}`)).toHaveCount(0);

    await page.getByLabel('Operator').fill('Mara');
    await page.getByRole('button', { name: 'Confirm count' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText(
      `every item in ${bin} will be booked as missing (1 adjustment). The mixtures in ${bin} are not part of this count and stay as they are.`,
    );
    await expect(dialog.getByRole('table', { name: 'Adjustments' }).getByRole('row').filter({ hasText: mix })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Book adjustments' }).click();
    await expect(page.getByRole('list', { name: 'Audit summary' }).getByRole('listitem')).toHaveText([
      '0Matched',
      '0Over',
      '1Short',
      '0Unexpected',
    ]);
    expect(await api.binContents(bin)).toEqual({ [mix]: 2 });
  },
);
