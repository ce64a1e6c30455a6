import type { APIRequestContext, Page } from '@playwright/test';
import { AFTER_RETRIES, expect, test } from './fixtures';
import { answerNextDialog, holdRequests, rowsOf, uniqueWord } from './support/data';
import { freshId, posted, skuIn } from './support/fresh-records';
import { scanWithWedge } from './support/wedge';

/**
 * Step template screens: New Step Template, the list, the detail page, the edit and delete.
 * Ids made here have seven digits: suggested ones have six, so no parallel worker's
 * suggestion lands on them.
 */

interface Requirement {
  sku_id: string;
  quantity?: number;
}

async function newTemplate(
  request: APIRequestContext,
  template: { name: string; inputs: Requirement[]; outputs: Requirement[]; description?: string; metadata?: Record<string, unknown> },
): Promise<string> {
  const id = freshId('TPL');
  await posted(request, '/api/step-templates', { template_id: id, ...template });
  return id;
}

async function templateState(request: APIRequestContext, id: string): Promise<{ status: number; state: Record<string, unknown> }> {
  const response = await request.get(`/api/step-template/${id}`);
  return { status: response.status(), state: ((await response.json()) as { state?: Record<string, unknown> }).state ?? {} };
}

/** Counts the page's requests of `method` to `url`. */
function countRequests(page: Page, url: RegExp, method: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) count++;
  });
  return () => count;
}

const CREATE_URL = /\/api\/step-templates$/;

/** The success toast (a list's Loading… is a status too). */
const successToast = (page: Page) => page.getByRole('status').and(page.locator('[data-tone="success"]'));

/** Closes the toast, which on a phone sits over the form's buttons. */
async function dismissToast(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
}

test(
  'New Step Template: every validation text, a server refusal, then a template created and the form reset',
  { tag: '@phone' },
  async ({ page, request, consoleErrors }) => {
    // The unknown SKU's lookup answers 404 and the create refusing it 400.
    consoleErrors.allow(/status of 40[04]/);
    const word = uniqueWord('blend');
    const oil = await skuIn(request, `Olive oil ${word}`, 'kg');
    const jar = await skuIn(request, `Jar ${word}`, 'ea');
    const creates = countRequests(page, CREATE_URL, 'POST');

    await page.goto('/new/step-template');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Step Template');
    const templateId = page.getByLabel('Template ID');
    // The suggestion is the placeholder and the starting value.
    await expect(templateId).toHaveValue(/^TPL\d{6}$/);
    await expect(templateId).toHaveAttribute('placeholder', (await templateId.inputValue()) || 'none');
    await expect(page.getByLabel('Description')).toHaveAttribute('placeholder', 'Optional summary for operators');
    await expect(page.getByText('Leave the quantity blank when the amount varies per execution.')).toBeVisible();
    // Each list starts with one empty row.
    for (const side of ['Input', 'Output']) {
      await expect(page.getByLabel(`${side} 1 SKU ID`)).toHaveValue('');
      await expect(page.getByLabel(`${side} 1 Quantity`)).toHaveAttribute('min', '0');
      await expect(page.getByLabel(`${side} 1 Quantity`)).toHaveAttribute('step', 'any');
      await expect(page.getByLabel(`${side} 2 SKU ID`)).toHaveCount(0);
    }

    // Everything wrong at once: every problem is listed, and nothing is sent.
    await templateId.fill('  ');
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByLabel('Input 1 Quantity').fill('2');
    await page.getByLabel('Output 1 SKU ID').fill(jar);
    await page.getByLabel('Output 1 Quantity').fill('0');
    await page.getByLabel('Metadata (JSON)').fill('{line: 2');
    await page.getByRole('button', { name: 'Create template' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Unable to create template:' });
    await expect(failure).toHaveText(
      'Unable to create template:' +
        'Template ID is required.' +
        'Name is required.' +
        'Input Row 1: SKU is required.' +
        'Output Row 1: Quantity must be a number greater than zero.' +
        'Metadata must be valid JSON.' +
        'X',
    );
    await expect(failure.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByLabel('Input 1 SKU ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Output 1 Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toBe(0);
    await dismissToast(page);

    // A SKU the server does not know: its refusal names the row on screen (the blank row 1 is dropped).
    const id = freshId('TPL');
    const missing = freshId('SKU');
    await templateId.fill(id.toLowerCase());
    await page.getByLabel('Name', { exact: true }).fill(`  Blend ${word}  `);
    await page.getByLabel('Input 1 Quantity').fill('');
    await page.getByRole('group', { name: 'Inputs' }).getByRole('button', { name: 'Add row' }).click();
    await expect(page.getByLabel('Input 2 SKU ID')).toBeFocused();
    await page.getByLabel('Input 2 SKU ID').fill(missing);
    await expect(page.getByRole('group', { name: 'Inputs' }).getByText('No such SKU.')).toBeVisible();
    await page.getByLabel('Output 1 Quantity').fill('3');
    await page.getByLabel('Metadata (JSON)').fill('{"line": 2}');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Unable to create template:Some of what was entered is not valid.Input row 2: SKU must be an existing sku id.X',
    );
    await expect(page.getByLabel('Input 2 SKU ID')).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toBe(1);
    // The form stays filled.
    await expect(page.getByLabel('Input 2 SKU ID')).toHaveValue(missing);
    await dismissToast(page);

    // A scanned SKU label fills the chosen row and moves on to its quantity, which shows the SKU's unit.
    await page.getByRole('button', { name: 'Remove input 2' }).click();
    await page.getByLabel('Input 1 SKU ID').focus();
    await scanWithWedge(page, oil);
    await expect(page.getByLabel('Input 1 SKU ID')).toHaveValue(oil);
    await expect(page.getByLabel('Input 1 Quantity')).toBeFocused();
    await expect(page).toHaveURL(/\/new\/step-template$/);
    const inputs = page.getByRole('group', { name: 'Inputs' });
    await expect(inputs.getByText(`Olive oil ${word}`)).toBeVisible();
    await expect(inputs.getByRole('listitem').first()).toContainText('kg');
    await page.getByLabel('Input 1 Quantity').fill('2.5');
    await inputs.getByRole('button', { name: 'Add row' }).click();
    await page.getByLabel('Input 2 SKU ID').fill(jar);
    await page.getByLabel('Description').fill('Warm the oil, then fill.');

    // Saving...: disabled while the request is out.
    const held = await holdRequests(page, CREATE_URL, 'POST');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    const created = successToast(page);
    await expect(created).toHaveText(`Template ${id} created.X`);
    await expect(created.getByRole('link', { name: id })).toHaveAttribute('href', `/step-template/${id}`);
    expect(creates()).toBe(2);

    const saved = await templateState(request, id);
    expect(saved.state).toMatchObject({
      template_id: id,
      name: `Blend ${word}`,
      description: 'Warm the oil, then fill.',
      inputs: [{ sku_id: oil, quantity: 2.5 }, { sku_id: jar }],
      outputs: [{ sku_id: jar, quantity: 3 }],
      metadata: { line: 2 },
    });
    expect(saved.state.inputs).toEqual([{ sku_id: oil, quantity: 2.5 }, { sku_id: jar }]);

    // Every field is reset, each list back to one empty row, and the Template ID is the new suggestion.
    await expect(page.getByRole('button', { name: 'Create template' })).toBeEnabled();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Description')).toHaveValue('');
    await expect(page.getByLabel('Metadata (JSON)')).toHaveValue('');
    for (const side of ['Input', 'Output']) {
      await expect(page.getByLabel(`${side} 1 SKU ID`)).toHaveValue('');
      await expect(page.getByLabel(`${side} 1 Quantity`)).toHaveValue('');
      await expect(page.getByLabel(`${side} 2 SKU ID`)).toHaveCount(0);
    }
    await expect(templateId).toHaveValue(/^TPL\d{6}$/);

    await created.getByRole('link', { name: id }).click();
    await expect(page).toHaveURL(`/step-template/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(id);
  },
);

test('scans on New Step Template fill SKU rows and never leave the form', async ({ page, request, api }) => {
  const word = uniqueWord('ts');
  const oil = await skuIn(request, `Oil ${word}`, 'kg');
  const jar = await skuIn(request, `Jar ${word}`, 'ea');
  const batch = await api.newBatch({ sku_id: oil, name: `Lot ${word}` });
  await page.goto('/new/step-template');
  await expect(page.getByLabel('Template ID')).toHaveValue(/^TPL\d{6}$/);
  // With no box chosen, a scan fills the first empty SKU ID box, the next scan the next one.
  await page.getByRole('heading', { level: 1 }).click();
  await scanWithWedge(page, oil);
  await expect(page.getByLabel('Input 1 SKU ID')).toHaveValue(oil);
  await expect(page.getByLabel('Input 1 Quantity')).toBeFocused();
  await expect(page.getByRole('group', { name: 'Inputs' }).getByText('kg', { exact: true })).toBeVisible();
  await scanWithWedge(page, jar);
  await expect(page.getByLabel('Output 1 SKU ID')).toHaveValue(jar);
  await expect(page.getByRole('group', { name: 'Outputs' }).getByText('ea', { exact: true })).toBeVisible();
  // Another kind of label is refused where it is, and a SKU with no empty box left says so.
  await scanWithWedge(page, batch);
  await expect(page.getByRole('alert')).toHaveText(`${batch} is not a SKU label.X`);
  await scanWithWedge(page, oil);
  await expect(page.getByRole('alert')).toHaveText(`No empty SKU ID box for ${oil}: add a row, then scan.X`);
  // A template's label (pre-printed) becomes the Template ID.
  const label = freshId('TPL');
  await scanWithWedge(page, label);
  await expect(page.getByLabel('Template ID')).toHaveValue(label);
  await expect(page).toHaveURL(/\/new\/step-template$/);
});

test('the template list links each template with its counts, sorts by name or id, and says when there are none', async ({
  page,
  request,
}) => {
  const word = uniqueWord('tl');
  const sku = await skuIn(request, `Base ${word}`, 'g');
  // b's id is the larger, its name the smaller.
  const a = await newTemplate(request, {
    name: `${word} Bravo`,
    inputs: [{ sku_id: sku }, { sku_id: sku, quantity: 1 }],
    outputs: [{ sku_id: sku }],
  });
  let b = freshId('TPL');
  while (b <= a) b = freshId('TPL');
  await posted(request, '/api/step-templates', {
    template_id: b,
    name: `${word} Alpha`,
    inputs: [{ sku_id: sku }],
    outputs: [{ sku_id: sku }, { sku_id: sku }, { sku_id: sku }],
  });

  await page.goto('/step-templates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step Templates');
  await expect(page.getByRole('link', { name: 'Create template' })).toHaveAttribute('href', '/new/step-template');
  await page.getByLabel('Name or ID').fill(word);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(`/step-templates?text=${word}`);
  const table = page.getByRole('table', { name: 'Step templates' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name▲', 'Template ID▲', 'Inputs', 'Outputs']);
  await expect(rowsOf(table)).toHaveText([`${word} Alpha${b}13`, `${word} Bravo${a}21`]);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

  await table.getByRole('button', { name: 'Template ID' }).click();
  await expect(page).toHaveURL(`/step-templates?text=${word}&sort=id`);
  await expect(table.getByRole('columnheader', { name: 'Template ID' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowsOf(table)).toHaveText([`${word} Bravo${a}21`, `${word} Alpha${b}13`]);
  await table.getByRole('button', { name: 'Template ID' }).click();
  await expect(table.getByRole('columnheader', { name: 'Template ID' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rowsOf(table)).toHaveText([`${word} Alpha${b}13`, `${word} Bravo${a}21`]);

  await table.getByRole('link', { name: `${word} Bravo` }).click();
  await expect(page).toHaveURL(`/step-template/${a}`);

  await page.goto(`/step-templates?text=${uniqueWord('none')}`);
  await expect(page.getByText('No templates match.')).toBeVisible();
  // A database without templates: the list answers none.
  await page.route('**/api/step-templates?*', (route) =>
    route.fulfill({ json: { Id: '/api/step-templates', state: { total: 0, starting_from: 0, limit: 20, items: [] }, items: [] } }),
  );
  await page.goto('/step-templates');
  await expect(page.getByText('No templates have been created yet.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('on a phone the template list is a list of cards, sorted by buttons', { tag: '@phone-only' }, async ({ page, request }) => {
  const word = uniqueWord('tc');
  const sku = await skuIn(request, `Base ${word}`, 'g');
  const a = await newTemplate(request, { name: `${word} Bravo`, inputs: [{ sku_id: sku }, { sku_id: sku }], outputs: [{ sku_id: sku }] });
  let b = freshId('TPL');
  while (b <= a) b = freshId('TPL');
  await posted(request, '/api/step-templates', {
    template_id: b,
    name: `${word} Alpha`,
    inputs: [{ sku_id: sku }],
    outputs: [{ sku_id: sku }, { sku_id: sku }],
  });
  await page.goto(`/step-templates?text=${word}`);
  const cards = page.getByRole('list', { name: 'Step templates' }).getByRole('listitem');
  await expect(cards).toHaveText([`${word} Alpha${b}1 input2 outputs`, `${word} Bravo${a}2 inputs1 output`]);
  await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Template ID' }).click();
  await expect(cards).toHaveText([`${word} Bravo${a}2 inputs1 output`, `${word} Alpha${b}1 input2 outputs`]);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(`/step-template/${a}`);
});

test('the template list and page say why they could not load', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  await page.route('**/api/step-templates?*', (route) => route.abort('connectionrefused'));
  await page.goto('/step-templates');
  await expect(page.getByRole('alert')).toHaveText('Unable to load step templates.Connection error.', AFTER_RETRIES);
  await page.route('**/api/step-template/TPL1234567', (route) => route.abort('connectionrefused'));
  await page.goto('/step-template/TPL1234567');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connection error.', AFTER_RETRIES);
});

test(
  'the template page shows its requirements with units or flexible, and its metadata; a missing one is the 404 page',
  { tag: '@phone' },
  async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const word = uniqueWord('td');
    const oil = await skuIn(request, `Oil ${word}`, 'kg');
    const jar = await skuIn(request, `Jar ${word}`, 'ea');
    const id = await newTemplate(request, {
      name: `Fill ${word}`,
      description: 'Fill jars from the kettle.',
      inputs: [{ sku_id: oil, quantity: 2.5 }, { sku_id: jar }],
      outputs: [{ sku_id: jar, quantity: 12 }],
      metadata: { line: 2, checks: ['weight'] },
    });

    await page.goto(`/step-template/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(id);
    await expect(page.getByRole('definition').filter({ hasText: `Fill ${word}` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Fill jars from the kettle.' })).toBeVisible();
    const inputs = page.getByRole('table', { name: 'Inputs' });
    await expect(inputs.getByRole('columnheader')).toHaveText(['SKU', 'Name', 'Quantity']);
    await expect(rowsOf(inputs)).toHaveText([`${oil}Oil ${word}2.5 kg`, `${jar}Jar ${word}flexible (ea)`]);
    await expect(inputs.getByRole('link', { name: oil })).toHaveAttribute('href', `/sku/${oil}`);
    await expect(rowsOf(page.getByRole('table', { name: 'Outputs' }))).toHaveText([`${jar}Jar ${word}12 ea`]);
    await expect(page.getByRole('region', { name: 'Metadata' }).locator('pre')).toHaveText(
      JSON.stringify({ line: 2, checks: ['weight'] }, null, 2),
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Run step' })).toHaveAttribute('href', `/new/step-instance?template=${id}`);
    await expect(main.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/step-template/${id}/edit`);

    await page.goto(`/step-template/${freshId('TPL')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Not found');
  },
);

test(
  'the template edit lists row problems, drops blank rows, asks before leaving, and saves',
  { tag: '@phone' },
  async ({ page, request }) => {
    const word = uniqueWord('te');
    const oil = await skuIn(request, `Oil ${word}`, 'kg');
    const jar = await skuIn(request, `Jar ${word}`, 'ea');
    const id = await newTemplate(request, {
      name: `Fill ${word}`,
      description: 'Old text',
      inputs: [{ sku_id: oil, quantity: 2.5 }],
      outputs: [{ sku_id: jar }],
      metadata: { line: 1 },
    });

    await page.goto(`/step-template/${id}`);
    await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/step-template/${id}/edit`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Fill ${word}`);
    await expect(page.getByLabel('Input 1 SKU ID')).toHaveValue(oil);
    await expect(page.getByLabel('Input 1 Quantity')).toHaveValue('2.5');
    await expect(page.getByLabel('Output 1 Quantity')).toHaveValue('');
    await expect(page.getByLabel('Metadata (JSON)')).toHaveValue('{\n  "line": 1\n}');

    // Row problems, numbered as on screen, and the name: nothing is sent.
    const patches = countRequests(page, new RegExp(`/api/step-template/${id}$`), 'PATCH');
    await page.getByLabel('Name', { exact: true }).fill(' ');
    const inputs = page.getByRole('group', { name: 'Inputs' });
    await inputs.getByRole('button', { name: 'Add row' }).click();
    await inputs.getByRole('button', { name: 'Add row' }).click();
    await page.getByLabel('Input 3 Quantity').fill('4');
    await page.getByLabel('Input 1 Quantity').fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Unable to save template:Name is required.Row 1: Quantity must be a number greater than zero.Row 3: SKU is required.X',
    );
    expect(patches()).toBe(0);
    await dismissToast(page);

    // The unsaved prompt: staying keeps the edits.
    const stay = answerNextDialog(page, 'dismiss');
    await page.getByRole('link', { name: 'Cancel' }).click();
    expect((await stay).message()).toBe('Leave without saving changes?');
    await expect(page).toHaveURL(`/step-template/${id}/edit`);
    await expect(page.getByLabel('Input 3 Quantity')).toHaveValue('4');

    // Blank rows (row 2) are dropped; blank description and metadata become none.
    await page.getByLabel('Name', { exact: true }).fill(`Fill ${word} v2`);
    await page.getByLabel('Input 1 Quantity').fill('3');
    await page.getByLabel('Input 3 SKU ID').fill(jar);
    await page.getByLabel('Description').fill('  ');
    await page.getByLabel('Metadata (JSON)').fill('');
    await page.getByLabel('Output 1 Quantity').fill('6');
    const held = await holdRequests(page, new RegExp(`/api/step-template/${id}$`), 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    await expect(page).toHaveURL(`/step-template/${id}`);
    await expect(successToast(page)).toHaveText('Saved!X');
    expect(patches()).toBe(1);
    await expect(rowsOf(page.getByRole('table', { name: 'Inputs' }))).toHaveText([`${oil}Oil ${word}3 kg`, `${jar}Jar ${word}4 ea`]);
    await expect(rowsOf(page.getByRole('table', { name: 'Outputs' }))).toHaveText([`${jar}Jar ${word}6 ea`]);
    const saved = await templateState(request, id);
    expect(saved.state).toEqual({
      template_id: id,
      name: `Fill ${word} v2`,
      inputs: [
        { sku_id: oil, quantity: 3 },
        { sku_id: jar, quantity: 4 },
      ],
      outputs: [{ sku_id: jar, quantity: 6 }],
      skus: { [oil]: { name: `Oil ${word}`, unit: 'kg' }, [jar]: { name: `Jar ${word}`, unit: 'ea' } },
    });
  },
);

test(
  'the template edit shows the server refusing a SKU, and lays rows out in one column on a phone',
  { tag: '@phone-only' },
  async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 40[04]/);
    const word = uniqueWord('tp');
    const oil = await skuIn(request, `Oil ${word}`, 'kg');
    const id = await newTemplate(request, { name: `Pour ${word}`, inputs: [{ sku_id: oil }], outputs: [{ sku_id: oil, quantity: 1 }] });
    await page.goto(`/step-template/${id}/edit`);
    const sku = page.getByLabel('Input 1 SKU ID');
    const quantity = page.getByLabel('Input 1 Quantity');
    const remove = page.getByRole('button', { name: 'Remove input 1' });
    const [skuBox, quantityBox, removeBox] = await Promise.all([sku.boundingBox(), quantity.boundingBox(), remove.boundingBox()]);
    expect(quantityBox && skuBox && quantityBox.y > skuBox.y + skuBox.height).toBe(true);
    expect(removeBox && quantityBox && removeBox.y > quantityBox.y + quantityBox.height).toBe(true);

    await page.getByLabel('Output 1 SKU ID').fill(freshId('SKU'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Unable to save template:Some of what was entered is not valid.Output row 1: SKU must be an existing sku id.X',
    );
    await expect(page).toHaveURL(`/step-template/${id}/edit`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

    // Removing a row is an edit too: leaving asks first.
    await page.goto(`/step-template/${id}/edit`);
    await page.getByRole('button', { name: 'Remove output 1' }).click();
    await expect(page.getByLabel('Output 1 SKU ID')).toHaveCount(0);
    const leave = answerNextDialog(page, 'accept');
    await page.getByRole('link', { name: 'Cancel' }).click();
    expect((await leave).message()).toBe('Leave without saving changes?');
    await expect(page).toHaveURL(`/step-template/${id}`);
    await expect(rowsOf(page.getByRole('table', { name: 'Outputs' }))).toHaveText([`${oil}Oil ${word}1 kg`]);
  },
);

test('deleting a template goes to the list; one that was run is kept with the reason', async ({ page, request, api, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const word = uniqueWord('tx');
  const sku = await skuIn(request, `Soap ${word}`, 'ea');
  const id = await newTemplate(request, { name: `Cut ${word}`, inputs: [{ sku_id: sku }], outputs: [{ sku_id: sku }] });

  await page.goto(`/step-template/${id}`);
  await page.getByRole('button', { name: 'Delete?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await templateState(request, id)).status).toBe(200);
  await page.getByRole('button', { name: 'Delete?' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/step-templates');
  await expect(successToast(page)).toHaveText('DeletedX');
  expect((await templateState(request, id)).status).toBe(404);

  // A template a run was recorded from stays.
  const used = await newTemplate(request, { name: `Cut ${word} 2`, inputs: [{ sku_id: sku }], outputs: [{ sku_id: sku }] });
  const [from, to] = [await api.newBin(), await api.newBin()];
  const lot = await api.newBatch({ sku_id: sku, name: `Lot ${word}` });
  await api.receive({ bin: from, item: lot, quantity: 5 });
  const run = freshId('INS');
  await posted(request, '/api/step-instances', {
    instance_id: run,
    template_id: used,
    operator: 'Ann Line',
    consumed: [{ resource_id: lot, quantity: 2, bin_id: from }],
    produced: [{ batch_id: freshId('BAT'), sku_id: sku, quantity: 2, bin_id: to, name: 'Bars' }],
  });
  await page.goto(`/step-template/${used}`);
  await page.getByRole('button', { name: 'Delete?' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText(`${used} was run as ${run}.`);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/step-template/${used}`);
  expect((await templateState(request, used)).status).toBe(200);
});
