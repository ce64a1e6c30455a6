import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Api } from './support/api';
import { rowsOf } from './support/data';
import { freshId, posted, skuIn } from './support/fresh-records';
import { freshMixId } from './support/mixtures';

/**
 * The production run list and detail screens, over runs booked through the API. Ids have seven
 * digits: created ones have six, so no parallel worker's suggestion lands on them.
 */

async function namedBin(request: APIRequestContext, name: string): Promise<string> {
  const id = freshId('BIN');
  await posted(request, '/api/bins', { id, name });
  return id;
}

/** A lot of `sku` holding `quantity` in `bin`. */
async function lotIn(api: Api, sku: string, bin: string, quantity: number, name: string): Promise<string> {
  const batch = await api.newBatch({ sku_id: sku, name });
  await api.receive({ bin, item: batch, quantity });
  return batch;
}

interface Requirement {
  sku_id: string;
  quantity?: number;
}

async function newTemplate(request: APIRequestContext, name: string, inputs: Requirement[], outputs: Requirement[]): Promise<string> {
  const id = freshId('TPL');
  await posted(request, '/api/step-templates', { template_id: id, name, inputs, outputs });
  return id;
}

interface Run {
  template: string;
  operator?: string;
  notes?: string;
  metadata?: Record<string, unknown>;
  consumed: { resource_id: string; quantity: number; bin_id: string }[];
  produced: { batch_id?: string; sku_id: string; quantity: number; bin_id: string; name?: string }[];
}

/** Books a run; answers its id and its products' ids. */
async function newRun(request: APIRequestContext, run: Run): Promise<{ id: string; made: string[] }> {
  const id = freshId('INS');
  const produced = run.produced.map((row) => ({ ...row, batch_id: row.batch_id ?? freshId('BAT') }));
  await posted(request, '/api/step-instances', {
    instance_id: id,
    template_id: run.template,
    operator: run.operator ?? 'Ann Line',
    ...(run.notes !== undefined && { notes: run.notes }),
    ...(run.metadata !== undefined && { metadata: run.metadata }),
    consumed: run.consumed,
    produced,
  });
  return { id, made: produced.map((row) => row.batch_id) };
}

/** A plain run of its own: one lot of `sku` in, one lot of `sku` out into another bin. */
async function simpleRun(request: APIRequestContext, api: Api, template?: string) {
  const sku = await skuIn(request, 'Soap base', 'ea');
  const tpl = template ?? (await newTemplate(request, 'Cut soap', [{ sku_id: sku, quantity: 4 }], [{ sku_id: sku, quantity: 4 }]));
  const from = await api.newBin();
  const to = await api.newBin();
  const lot = await lotIn(api, sku, from, 10, 'Base lot');
  const run = await newRun(request, {
    template: tpl,
    consumed: [{ resource_id: lot, quantity: 4, bin_id: from }],
    produced: [{ sku_id: sku, quantity: 4, bin_id: to, name: 'Bars' }],
  });
  return { ...run, sku, template: tpl, from, to, lot };
}

const runsTable = (page: Page) => page.getByRole('table', { name: 'Production runs' });
/** The run ids of the list's rows, in order. */
const listedRuns = async (page: Page) =>
  (await rowsOf(runsTable(page)).locator('td:first-child').allTextContents()).map((text) => text.trim());
const detail = (page: Page, label: string) => page.getByRole('main').locator('dt', { hasText: label }).locator('+ dd');
const rowOf = (table: Locator, id: string) =>
  rowsOf(table)
    .filter({ has: table.page().getByRole('link', { name: id, exact: true }) })
    .first();
const successToast = (page: Page) => page.locator('[data-tone="success"]');
const failureToast = (page: Page) => page.locator('[data-tone="failure"]');

test(
  'the run list shows runs newest first, with their template, operator and lots, and filters by template',
  { tag: '@phone' },
  async ({ page, request, api }) => {
    const first = await simpleRun(request, api);
    const other = await simpleRun(request, api);
    const third = await simpleRun(request, api, first.template);

    await page.goto('/step-instances');
    await expect(page.getByRole('heading', { level: 1, name: 'Step Instances' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Run step' })).toHaveAttribute('href', '/new/step-instance');
    await expect(rowOf(runsTable(page), third.id)).toBeVisible();
    const all = (await listedRuns(page)).filter((id) => [first.id, other.id, third.id].includes(id));
    expect(all).toEqual([third.id, other.id, first.id]);

    const row = rowOf(runsTable(page), third.id);
    await expect(row.getByRole('link', { name: first.template })).toHaveAttribute('href', `/step-template/${first.template}`);
    await expect(row).toContainText('Cut soap');
    await expect(row).toContainText('Ann Line');
    await expect(row.getByRole('list', { name: 'Inputs' }).getByRole('link', { name: third.lot })).toHaveAttribute(
      'href',
      `/batch/${third.lot}`,
    );
    await expect(row.getByRole('list', { name: 'Inputs' })).toContainText('Base lot');
    await expect(row.getByRole('list', { name: 'Outputs' }).getByRole('link', { name: third.made[0] })).toHaveAttribute(
      'href',
      `/batch/${third.made[0]}`,
    );
    await expect(row.getByRole('list', { name: 'Outputs' })).toContainText('Bars');

    await page.getByLabel('Template').selectOption(first.template);
    await expect(page).toHaveURL(new RegExp(`/step-instances\\?template=${first.template}$`));
    await expect.poll(() => listedRuns(page)).toEqual([third.id, first.id]);

    await rowOf(runsTable(page), first.id).getByRole('link', { name: first.id }).click();
    await expect(page).toHaveURL(new RegExp(`/step-instance/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.id);

    // A template without runs says so, and offers to run one.
    const unused = await newTemplate(request, 'Never run', [{ sku_id: first.sku }], [{ sku_id: first.sku }]);
    await page.goto(`/step-instances?template=${unused}`);
    await expect(page.getByText(`No production runs of ${unused} recorded yet.`)).toBeVisible();
    await expect(page.getByLabel('Template')).toHaveValue(unused);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/step-instances$/);
    await expect(runsTable(page)).toBeVisible();
  },
);

test(
  'a run shows what it consumed from which bins, a mixture’s component amounts, what it produced where, and its deviations',
  { tag: '@phone' },
  async ({ page, request, api }) => {
    const oil = await skuIn(request, 'Olive oil', 'kg');
    const wax = await skuIn(request, 'Beeswax', 'g');
    const lye = await skuIn(request, 'Lye', 'kg');
    const soap = await skuIn(request, 'Castile soap', 'ea');
    const template = await newTemplate(
      request,
      'Saponify',
      [{ sku_id: oil, quantity: 5 }, { sku_id: wax }],
      [{ sku_id: soap, quantity: 10 }],
    );
    const store = await namedBin(request, 'Oil store');
    const rack = await namedBin(request, 'Curing rack');
    const a = await lotIn(api, oil, store, 4, 'Oil lot A');
    const b = await lotIn(api, oil, store, 3, 'Oil lot B');
    const caustic = await lotIn(api, lye, store, 2, 'Lye drum');
    const [m1, m2] = [await lotIn(api, oil, store, 6, 'Oil lot M1'), await lotIn(api, oil, store, 4, 'Oil lot M2')];
    const mix = freshMixId();
    await posted(request, '/api/mixtures', {
      mix_id: mix,
      sku_id: oil,
      bin_id: store,
      components: [
        { batch_id: m1, quantity: 6 },
        { batch_id: m2, quantity: 4 },
      ],
      created_by: 'e2e',
    });
    const run = await newRun(request, {
      template,
      operator: 'Mara Okafor',
      notes: 'Morning batch',
      metadata: { shift: 2 },
      consumed: [
        { resource_id: a, quantity: 1.5, bin_id: store },
        { resource_id: b, quantity: 3, bin_id: store },
        { resource_id: mix, quantity: 5, bin_id: store },
        { resource_id: caustic, quantity: 0.5, bin_id: store },
      ],
      produced: [
        { sku_id: soap, quantity: 6, bin_id: rack, name: 'Castile bars 1' },
        { sku_id: soap, quantity: 5, bin_id: rack, name: 'Castile bars 2' },
      ],
    });

    await page.goto(`/step-instance/${run.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(run.id);
    await expect(detail(page, 'Template').getByRole('link', { name: template })).toHaveAttribute('href', `/step-template/${template}`);
    await expect(detail(page, 'Template')).toContainText('Saponify');
    await expect(detail(page, 'Operator')).toHaveText('Mara Okafor');
    await expect(detail(page, 'Notes')).toHaveText('Morning batch');
    await expect(detail(page, 'Metadata')).toContainText('"shift": 2');
    await expect(detail(page, 'Ledger').getByRole('link')).toHaveAttribute('href', /^\/operation\/\d+$/);

    const consumed = page.getByRole('table', { name: 'Consumed' });
    await expect(rowOf(consumed, a)).toContainText('Oil lot A');
    await expect(rowOf(consumed, a).getByRole('link', { name: store })).toHaveAttribute('href', `/bin/${store}`);
    await expect(rowOf(consumed, a)).toContainText('Oil store');
    await expect(rowOf(consumed, a)).toContainText('1.5 kg');
    await expect(rowOf(consumed, b)).toContainText('3 kg');
    await expect(rowOf(consumed, mix)).toContainText('Olive oil');
    await expect(rowOf(consumed, mix)).toContainText('5 kg');
    // 5 of the mixture's 10 kg: half of each lot in it.
    await expect(consumed.getByRole('row', { name: `${m1} of ${mix}` })).toContainText('Oil lot M1');
    await expect(consumed.getByRole('row', { name: `${m1} of ${mix}` })).toContainText('3 kg');
    await expect(consumed.getByRole('row', { name: `${m2} of ${mix}` })).toContainText('2 kg');
    await expect(consumed.getByRole('row', { name: `${m1} of ${mix}` }).getByRole('link', { name: m1 })).toHaveAttribute(
      'href',
      `/batch/${m1}`,
    );

    const produced = page.getByRole('table', { name: 'Produced' });
    const [made1, made2] = run.made as [string, string];
    for (const [lot, name, quantity] of [
      [made1, 'Castile bars 1', '6 ea'],
      [made2, 'Castile bars 2', '5 ea'],
    ] as const) {
      await expect(rowOf(produced, lot)).toContainText(name);
      await expect(rowOf(produced, lot).getByRole('link', { name: soap })).toBeVisible();
      await expect(rowOf(produced, lot).getByRole('link', { name: rack })).toBeVisible();
      await expect(rowOf(produced, lot)).toContainText('Curing rack');
      await expect(rowOf(produced, lot)).toContainText(quantity);
    }
    await expect(page.getByRole('link', { name: 'Print lot labels' })).toHaveAttribute('href', `/labels?ids=${made1},${made2}`);

    const deviations = page.getByRole('region', { name: /deviations from the template/ });
    await expect(deviations.getByRole('listitem')).toHaveText([
      `Input ${oil} (Olive oil): expected 5 kg, used 9.5 kg (quantity differs)`,
      `Input ${wax} (Beeswax): expected a flexible amount, none used (missing)`,
      `Input ${lye} (Lye): used 0.5 kg (not in template)`,
      `Output ${soap} (Castile soap): expected 10 ea, made 11 ea (quantity differs)`,
    ]);

    // The operator and notes can be corrected; blank notes are cleared.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('form', { name: 'Edit run' }).getByLabel('Operator').fill('Bo Chen');
    await page.getByRole('form', { name: 'Edit run' }).getByLabel('Notes').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(successToast(page)).toHaveText(/Saved!/);
    await expect(detail(page, 'Operator')).toHaveText('Bo Chen');
    await expect(detail(page, 'Notes')).toHaveText('(None)');
    await expect(page.getByRole('form', { name: 'Edit run' })).toHaveCount(0);
  },
);

test("Undo asks first and puts the stock back; the run's page stays, saying who undid it and when, and the list no longer shows it", async ({
  page,
  request,
  api,
}) => {
  const run = await simpleRun(request, api);
  expect(await api.binContents(run.from)).toEqual({ [run.lot]: 6 });

  await page.goto(`/step-instance/${run.id}`);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Undo run ${run.id}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await dialog.getByLabel('Operator').fill('Una Undoer');
  await dialog.getByLabel('Reason').fill('Wrong lot scanned');
  await dialog.getByRole('button', { name: 'Undo run' }).click();
  await expect(successToast(page)).toContainText(`Run ${run.id} undone.`);
  await expect(page).toHaveURL(`/step-instance/${run.id}`);
  await expect(page.getByRole('main')).toContainText('This run was undone by Una Undoer on');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  expect(await api.binContents(run.from)).toEqual({ [run.lot]: 10 });
  expect(await api.binContents(run.to)).toEqual({});

  await page.goto('/step-instances');
  await expect(runsTable(page).getByRole('link', { name: run.id })).toHaveCount(0);
  await page.goto(`/bin/${run.from}`);
  await expect(page.getByRole('table', { name: 'Contents' }).getByRole('row').filter({ hasText: run.lot })).toContainText('10');
});

test('Undo asks who undoes the run (the remembered name to start with) and why, neither blank; the ledger then names them', async ({
  page,
  request,
  api,
}) => {
  const run = await simpleRun(request, api);
  const who = `Una ${run.id}`;
  await page.addInitScript((name) => localStorage.setItem('lotline.operator', name), 'Remembered Name');
  await page.goto(`/step-instance/${run.id}`);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const operator = dialog.getByLabel('Operator');
  await expect(operator).toHaveValue('Remembered Name');

  await operator.fill('   ');
  await dialog.getByRole('button', { name: 'Undo run' }).click();
  await expect(dialog.getByText('must not be blank')).toBeVisible();
  await expect(operator).toHaveAttribute('aria-invalid', 'true');
  const reason = dialog.getByLabel('Reason');
  await expect(dialog.getByText('Say why the run is undone')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(await api.binContents(run.from)).toEqual({ [run.lot]: 6 });

  await operator.fill(who);
  await reason.fill('Counted twice');
  await reason.press('Enter');
  await expect(successToast(page)).toContainText(`Run ${run.id} undone.`);
  expect(await api.binContents(run.from)).toEqual({ [run.lot]: 10 });
  // The name typed is remembered for the next form, as on every other form.
  expect(await page.evaluate(() => localStorage.getItem('lotline.operator'))).toBe(who);

  // The undo is one operation in the ledger, and its page says who did it.
  const history = await request.get(`/api/history?operator=${encodeURIComponent(who)}`);
  const rows = ((await history.json()) as { state: { items: { operator: string; operation: { id: number; kind: string } }[] } }).state
    .items;
  expect(rows.map((row) => [row.operation.kind, row.operator])).toEqual([
    ['step-undo', who],
    ['step-undo', who],
  ]);
  await page.goto(`/operation/${rows[0]?.operation.id}`);
  await expect(detail(page, 'Operator')).toHaveText(who);
  await expect(detail(page, 'Note')).toHaveText(`undo of ${run.id}: Counted twice`);
});

test('once a product was moved, Undo is gone and the page says why; a refusal meanwhile is a failure toast', async ({
  page,
  request,
  api,
  consoleErrors,
}) => {
  const moved = await simpleRun(request, api);
  const elsewhere = await api.newBin();
  await api.move({ from: moved.to, to: elsewhere, item: moved.made[0] as string, quantity: 1 });
  await page.goto(`/step-instance/${moved.id}`);
  await expect(page.getByText(`This run can no longer be undone: ${moved.made[0]} has been used since the run.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);

  // The page was open before the lot moved: the server refuses, and the page then says why.
  const race = await simpleRun(request, api);
  await page.goto(`/step-instance/${race.id}`);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await api.move({ from: race.to, to: elsewhere, item: race.made[0] as string, quantity: 4 });
  consoleErrors.allow(/status of 409/);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Operator').fill('Una Undoer');
  await page.getByRole('dialog').getByLabel('Reason').fill('Wrong template');
  await page.getByRole('dialog').getByRole('button', { name: 'Undo run' }).click();
  await expect(failureToast(page)).toContainText(`${race.made[0]} has been used since the run.`);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  await expect(page.getByText(`This run can no longer be undone: ${race.made[0]} has been used since the run.`)).toBeVisible();
  expect(await api.binContents(race.from)).toEqual({ [race.lot]: 6 });
});
