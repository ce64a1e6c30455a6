import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueWord } from './support/data';
import { freshId, posted, skuIn } from './support/fresh-records';
import { scanWithWedge } from './support/wedge';

/** Issue 20: every screen can finish what it starts (deletes, an undone run, an archived label). */

const successToast = (page: Page) => page.locator('[data-tone="success"]');

async function operationsBy(request: APIRequestContext, operator: string): Promise<{ kind: string; id: number }[]> {
  const response = await request.get(`/api/history?operator=${encodeURIComponent(operator)}`);
  const { items } = ((await response.json()) as { state: { items: { operation: { id: number; kind: string } }[] } }).state;
  return items.map((item) => item.operation);
}

test('deleting a SKU or a batch from its page lands on its list, not on "404 - Not found"', { tag: '@phone' }, async ({ page, api }) => {
  const sku = await api.newSku({ name: `Unused SKU ${uniqueWord()}` });
  const batch = await api.newBatch({ name: `Unused lot ${uniqueWord()}` });
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });

  for (const [path, list] of [
    [`/sku/${sku}`, '/skus'],
    [`/batch/${batch}`, '/batches'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('main').getByRole('button', { name: 'Delete?' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(list);
    await expect(successToast(page)).toContainText('Deleted');
    await expect(page.getByRole('heading', { name: '404 - Not found' })).toHaveCount(0);
  }
});

test(
  'a bin that holds stock is deleted from its page: the dialog lists what is written off and asks who, then the bin list shows',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const bin = await api.newBin();
    const oil = await skuIn(request, `Jojoba oil ${uniqueWord()}`, 'kg');
    const jars = await api.newBatch({ name: `Amber jars ${uniqueWord()}` });
    await api.receive({ bin, item: oil, quantity: 12.5 });
    await api.receive({ bin, item: jars, quantity: 3 });
    const who = `Wanda ${uniqueWord()}`;

    await page.goto(`/bin/${bin}`);
    await page.getByRole('main').getByRole('button', { name: 'Delete?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText(`Delete ${bin}? It holds stock: deleting it writes off everything below`);
    const written = dialog.getByRole('list', { name: 'Written off' }).getByRole('listitem');
    await expect(written.filter({ hasText: oil })).toContainText('12.5 kg');
    await expect(written.filter({ hasText: jars })).toContainText('3 ea');

    // The write-off names who did it: a blank operator sends nothing.
    await dialog.getByLabel('Operator').fill('  ');
    await dialog.getByRole('button', { name: 'Write off and delete' }).click();
    await expect(dialog.getByText('must not be blank')).toBeVisible();
    expect(await api.binContents(bin)).toEqual({ [oil]: 12.5, [jars]: 3 });

    await dialog.getByLabel('Operator').fill(who);
    await dialog.getByRole('button', { name: 'Write off and delete' }).click();
    await expect(page).toHaveURL('/bins');
    await expect(successToast(page)).toContainText('Deleted');
    expect((await request.get(`/api/bin/${bin}`)).status()).toBe(404);
    expect((await operationsBy(request, who)).map((operation) => operation.kind)).toEqual(['bin-delete', 'bin-delete']);
  },
);

test('an empty bin is deleted from its page without asking who', async ({ page, api, request }) => {
  const bin = await api.newBin();
  await page.goto(`/bin/${bin}`);
  await page.getByRole('main').getByRole('button', { name: 'Delete?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`Delete ${bin}? It is empty.`);
  await expect(dialog.getByLabel('Operator')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/bins');
  expect((await request.get(`/api/bin/${bin}`)).status()).toBe(404);
});

test("an undone run keeps its page: it says who undid it and when, and links the undo's operation and its lots' archive entries", async ({
  page,
  api,
  request,
}) => {
  const sku = await skuIn(request, 'Soap base', 'ea');
  const template = freshId('TPL');
  await posted(request, '/api/step-templates', {
    template_id: template,
    name: 'Cut soap',
    inputs: [{ sku_id: sku }],
    outputs: [{ sku_id: sku }],
  });
  const [from, to] = [await api.newBin(), await api.newBin()];
  const lot = await api.newBatch({ sku_id: sku, name: 'Base lot' });
  await api.receive({ bin: from, item: lot, quantity: 10 });
  const [run, made] = [freshId('INS'), freshId('BAT')];
  await posted(request, '/api/step-instances', {
    instance_id: run,
    template_id: template,
    operator: 'Ann Line',
    consumed: [{ resource_id: lot, quantity: 4, bin_id: from }],
    produced: [{ batch_id: made, sku_id: sku, quantity: 4, bin_id: to, name: 'Bars' }],
  });
  const who = `Una ${uniqueWord()}`;
  const undo = await request.delete(`/api/step-instance/${run}?${new URLSearchParams({ operator: who, note: 'Wrong lot' })}`);
  expect(undo.status()).toBe(200);
  const [undoOperation] = await operationsBy(request, who);

  await page.goto(`/step-instance/${run}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(run);
  await expect(main).toContainText(`This run was undone by ${who} on`);
  await expect(main.getByRole('table').first()).toContainText(lot);
  for (const action of ['Undo', 'Edit']) await expect(main.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  await main.getByRole('link', { name: `Operation ${undoOperation?.id}` }).click();
  await expect(page).toHaveURL(`/operation/${undoOperation?.id}`);

  // The lot it made went with the undo: its link leads to its archive entry, not to a 404.
  await page.goBack();
  await main.getByRole('link', { name: `${made} in the Archive` }).click();
  await expect(page).toHaveURL(`/archive/${made}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${made} (deleted)`);
});

test(
  'a scanned label of a deleted bin opens its archive entry, not an offer to create it',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const bin = await api.newBin();
    const sku = await api.newSku();
    // Stock history makes the deleted bin an archive entry, as any bin that was used.
    await api.receive({ bin, item: sku, quantity: 1 });
    await api.release({ bin, item: sku, quantity: 1 });
    expect((await request.delete(`/api/bin/${bin}`)).status()).toBe(200);

    await page.goto('/');
    await page.getByRole('heading', { name: 'Lotline' }).click();
    await scanWithWedge(page, bin);
    await expect(page).toHaveURL(`/archive/${bin}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${bin} (deleted)`);
    await expect(page.getByText(`${bin} is not in use: create it?`)).toHaveCount(0);

    // Typed into Home's box, the same.
    await page.goto('/');
    await page.getByRole('search').getByLabel('Scan or type a label').fill(bin);
    await page.getByRole('search').getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(`/archive/${bin}`);
  },
);
