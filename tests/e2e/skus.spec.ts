import { AFTER_RETRIES, expect, test } from './fixtures';
import {
  answerNextDialog,
  createdLabel,
  createWithSuggestion,
  holdRequests,
  itemState,
  missingId,
  problemAnswer,
  rowsOf,
  uniqueCodeWord,
  uniqueWord,
} from './support/data';
import { operationGroups } from './support/history-table';

test('New SKU: a blank label takes the suggestion, blank code rows are dropped, and the form starts over', async ({
  page,
  request,
  consoleErrors,
}) => {
  const [owned, associated] = [uniqueCodeWord('SH'), uniqueCodeWord('EAN')];
  await page.goto('/new/sku');
  const label = page.getByLabel('Sku Label');
  await expect(label).toHaveAttribute('placeholder', /^SKU\d{6}$/);
  await expect(page.getByRole('group', { name: 'Codes' })).toBeVisible();
  const sku = await createWithSuggestion(page, consoleErrors, 'SKU', async () => {
    await page.getByLabel('Name', { exact: true }).fill('Shea butter, raw, 5 kg');
    await page.getByLabel('Code 1', { exact: true }).fill(owned);
    // A row left blank in the middle is not sent.
    await page.getByRole('button', { name: 'Add code' }).click();
    await expect(page.getByLabel('Code 2', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Add code' }).click();
    await page.getByLabel('Code 3', { exact: true }).fill(associated);
    await page.getByRole('group', { name: 'Code 3 kind' }).getByRole('button', { name: 'Associated' }).click();
  });
  await expect(page.getByRole('status')).toHaveText(`Success, ${sku} created.X`);
  const saved = await itemState(request, 'sku', sku);
  expect(saved.state).toMatchObject({ id: sku, name: 'Shea butter, raw, 5 kg', owned_codes: [owned], associated_codes: [associated] });

  // Ready for the next SKU: a new suggestion, empty fields, one empty code row, the label focused.
  await expect(label).not.toHaveAttribute('placeholder', sku);
  await expect(label).toHaveAttribute('placeholder', /^SKU\d{6}$/);
  await expect(label).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Code 1', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Code 2', { exact: true })).toHaveCount(0);
});

test('New SKU: a blank label still creates when someone takes the suggested id first', async ({ page, request, consoleErrors }) => {
  // The screen's first try meets the taken id (409) and then asks for a fresh suggestion.
  consoleErrors.allow(/status of 409/);
  await page.goto('/new/sku');
  const label = page.getByLabel('Sku Label');
  await expect(label).toHaveAttribute('placeholder', /^SKU\d{6}$/);
  const suggested = (await label.getAttribute('placeholder')) ?? '';
  // Taken here, or already by a parallel worker's SKU: either way it is gone before Submit.
  const taken = await request.post('/api/skus', { data: { id: suggested, name: 'First comer' } });
  expect([201, 409]).toContain(taken.status());
  await page.getByLabel('Name', { exact: true }).fill('Second comer');
  await page.getByRole('button', { name: 'Submit' }).click();
  const toast = page.getByRole('status');
  await expect(toast).toHaveText(/^Success, SKU\d+ created\.X$/);
  expect(await createdLabel(toast)).not.toBe(suggested);
});

test('New SKU: codes are checked in the form, and a code another item owns is refused on its row', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const taken = uniqueCodeWord('TAKEN');
  const owner = await api.newSku({ owned_codes: [taken] });
  await page.goto('/new/sku');
  await page.getByLabel('Name', { exact: true }).fill('Cocoa butter');
  await page.getByLabel('Code 1', { exact: true }).fill('has space');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('must not contain whitespace characters')).toBeVisible();

  await page.getByLabel('Code 1', { exact: true }).fill(taken);
  await page.getByRole('button', { name: 'Add code' }).click();
  await page.getByLabel('Code 2', { exact: true }).fill(taken);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This code is already listed.')).toBeVisible();

  await page.getByRole('button', { name: 'Remove code 2' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code is already owned by another SKU or batch.X');
  await expect(page.getByText(`code ${taken} is already owned by ${owner}`)).toBeVisible();
  await expect(page.getByLabel('Code 1', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The form stays filled.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Cocoa butter');
  await expect(page.getByLabel('Code 1', { exact: true })).toHaveValue(taken);
});

test('New SKU says API Error when the next id cannot be loaded', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await page.route('**/api/next/sku', (route) => route.fulfill(problemAnswer(500, 'internal-error', 'Internal server error.')));
  await page.goto('/new/sku');
  await expect(page.getByText('API Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('New SKU refuses a blank name on its field and sends nothing', { tag: '@phone' }, async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/skus')) posts.push(request.url());
  });
  await page.goto('/new/sku');
  await page.getByLabel('Name', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('the SKU page shows its batches, locations, codes and history, and its actions lead on', { tag: '@phone' }, async ({ page, api }) => {
  const word = uniqueWord('argan');
  const [owned, associated] = [uniqueCodeWord('AR'), uniqueCodeWord('UPC')];
  const bin = await api.newBin();
  const sku = await api.newSku({ name: `Argan oil ${word}`, owned_codes: [owned], associated_codes: [associated] });
  const batch = await api.newBatch({ sku_id: sku, name: `Argan lot ${word}` });
  await api.receive({ bin, item: batch, quantity: 2, operator: 'Mina' });
  await api.receive({ bin, item: sku, quantity: 4, operator: 'Mina' });

  await page.goto(`/sku/${sku}`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sku);
  // The name is the page's own; the history names the item in its rows too, the SKU's and its batches'.
  await expect(main.getByRole('definition').filter({ hasText: `Argan oil ${word}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Batches' }).getByRole('listitem')).toHaveText([`${batch}Argan lot ${word}`]);
  const locations = page.getByRole('table', { name: 'Locations' });
  await expect(locations.getByRole('columnheader')).toHaveText(['Bin', 'Identifier', 'Quantity']);
  await expect(rowsOf(locations).getByRole('cell')).toHaveText([
    bin,
    `${batch}Argan lot ${word}`,
    '2 ea',
    bin,
    `${sku}Argan oil ${word}`,
    '4 ea',
  ]);
  await expect(page.getByRole('region', { name: 'Codes' }).getByRole('listitem')).toHaveText([`${owned}Owned`, `${associated}Associated`]);
  const history = operationGroups(page.getByRole('table', { name: 'Stock history' }));
  await expect(history.getByRole('rowheader')).toHaveText([/^Receive · Mina · /, /^Receive · Mina · /]);
  await expect(history.getByRole('cell')).toHaveText([
    `${sku}Argan oil ${word}`,
    '—',
    bin,
    '4 ea',
    `${batch}Argan lot ${word}`,
    '—',
    bin,
    '2 ea',
  ]);

  await expect(main.getByRole('link', { name: 'Release', exact: true })).toHaveAttribute('href', `/release?item=${sku}`);
  await main.getByRole('link', { name: 'Receive', exact: true }).click();
  await expect(page).toHaveURL(`/receive?item=${sku}`);
  await expect(page.getByLabel('Item Label')).toHaveValue(sku);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
});

test('a SKU whose batches alone moved shows their stock, total and history on its page', { tag: '@phone' }, async ({ page, api }) => {
  const word = uniqueWord('cocoa');
  const [from, to] = [await api.newBin(), await api.newBin()];
  const sku = await api.newSku({ name: `Cocoa butter ${word}` });
  const [lot, otherLot] = [
    await api.newBatch({ sku_id: sku, name: `Cocoa lot A ${word}` }),
    await api.newBatch({ sku_id: sku, name: `Cocoa lot B ${word}` }),
  ];
  await api.receive({ bin: from, item: lot, quantity: 5 });
  await api.receive({ bin: from, item: otherLot, quantity: 2 });
  await api.move({ from, to, item: lot, quantity: 3 });

  await page.goto(`/sku/${sku}`);
  const onHand = page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: /^On hand$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(onHand).toHaveText('7 ea');
  const locations = rowsOf(page.getByRole('table', { name: 'Locations' }));
  await expect(locations).toHaveCount(3);
  await expect(locations.filter({ hasText: to }).getByRole('cell')).toHaveText([new RegExp(to), new RegExp(lot), '3 ea']);
  await expect(locations.filter({ hasText: otherLot }).getByRole('cell')).toHaveText([new RegExp(from), new RegExp(otherLot), '2 ea']);
  const history = page.getByRole('table', { name: 'Stock history' });
  await expect(history.getByRole('rowheader')).toHaveText([/^Move · /, /^Receive · /, /^Receive · /]);
  await expect(history.getByRole('cell').filter({ hasText: / ea$/ })).toHaveText(['3 ea', '2 ea', '5 ea']);
  await expect(history.getByRole('cell').filter({ hasText: `Cocoa lot A ${word}` })).toHaveCount(2);
});

test(
  'editing a SKU asks before leaving unsaved changes, shows Saving..., then Saved! on its page',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord('shea');
    const [first, second] = [uniqueCodeWord('SB'), uniqueCodeWord('GTIN')];
    const sku = await api.newSku({ name: `Shea butter ${word}`, owned_codes: [first] });
    await page.goto(`/sku/${sku}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(`/sku/${sku}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${sku}`);
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue(`Shea butter ${word}`);
    await expect(page.getByLabel('Code 1', { exact: true })).toHaveValue(first);

    await name.fill(`Shea butter, refined ${word}`);
    // In-app navigation asks; staying keeps the edit.
    const leaving = answerNextDialog(page, 'dismiss');
    await main.getByRole('link', { name: 'Cancel' }).click();
    const asked = await leaving;
    expect([asked.type(), asked.message()]).toEqual(['confirm', 'Leave without saving changes?']);
    await expect(page).toHaveURL(`/sku/${sku}/edit`);
    await expect(name).toHaveValue(`Shea butter, refined ${word}`);

    // Reload or close asks too, with the browser's own prompt.
    const unloading = answerNextDialog(page, 'dismiss');
    await page.close({ runBeforeUnload: true });
    expect((await unloading).type()).toBe('beforeunload');
    await expect(name).toHaveValue(`Shea butter, refined ${word}`);

    // Swap the code for an associated one, then save while the server is held back.
    await page.getByRole('button', { name: 'Add code' }).click();
    await page.getByLabel('Code 2', { exact: true }).fill(second);
    await page.getByRole('group', { name: 'Code 2 kind' }).getByRole('button', { name: 'Associated' }).click();
    await page.getByRole('button', { name: 'Remove code 1' }).click();
    const held = await holdRequests(page, `**/api/sku/${sku}`, 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(name).toBeDisabled();
    held.release();

    await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toHaveText('Saved!X');
    await expect(page).toHaveURL(`/sku/${sku}`);
    await expect(main.getByText(`Shea butter, refined ${word}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Codes' }).getByRole('listitem')).toHaveText([`${second}Associated`]);
    expect((await itemState(request, 'sku', sku)).state).toMatchObject({ owned_codes: [], associated_codes: [second] });

    // Leaving with unsaved edits and saying yes drops them.
    await main.getByRole('link', { name: 'Edit', exact: true }).click();
    await name.fill('Dropped name');
    const confirmed = answerNextDialog(page, 'accept');
    await page.getByRole('link', { name: 'Lotline home' }).click();
    expect((await confirmed).message()).toBe('Leave without saving changes?');
    await expect(page).toHaveURL('/');
    expect((await itemState(request, 'sku', sku)).state).toMatchObject({ name: `Shea butter, refined ${word}` });
  },
);

test('a refused SKU save stays unsaved, with the problem on its field', async ({ page, api, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const taken = uniqueCodeWord('TAKEN');
  const owner = await api.newSku({ owned_codes: [taken] });
  const sku = await api.newSku({ name: 'Mango butter' });
  await page.goto(`/sku/${sku}/edit`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mango butter');
  await page.getByRole('button', { name: 'Add code' }).click();
  await page.getByLabel('Code 1', { exact: true }).fill(taken);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code is already owned by another SKU or batch.X');
  await expect(page.getByText(`code ${taken} is already owned by ${owner}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page).toHaveURL(`/sku/${sku}/edit`);

  // Still unsaved: leaving asks.
  const leaving = answerNextDialog(page, 'dismiss');
  await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
  expect((await leaving).message()).toBe('Leave without saving changes?');
  await expect(page.getByLabel('Code 1', { exact: true })).toHaveValue(taken);
});

test(
  'Delete? asks Are you sure?; Cancel keeps the SKU, Delete removes it and shows the SKU list',
  { tag: '@phone' },
  async ({ page, api, request, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const sku = await api.newSku({ name: `Unused SKU ${uniqueWord()}` });
    await page.goto(`/sku/${sku}`);
    const main = page.getByRole('main');
    const modal = page.getByRole('dialog', { name: 'Are you sure?' });

    await main.getByRole('button', { name: 'Delete?' }).click();
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(`Delete ${sku}? If it ever had stock, it stays in the Archive with its history and can be restored.`);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sku);
    expect((await itemState(request, 'sku', sku)).status).toBe(200);

    await main.getByRole('button', { name: 'Delete?' }).click();
    await modal.getByRole('button', { name: 'Delete', exact: true }).click();
    // The list it lands on may be loading, which is a status too.
    await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText('DeletedX');
    await expect(page).toHaveURL('/skus');
    expect((await itemState(request, 'sku', sku)).status).toBe(404);
  },
);

test('a SKU that holds stock is not deleted: the toast says why and the page stays', async ({ page, api, request, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const bin = await api.newBin();
  const sku = await api.newSku();
  await api.receive({ bin, item: sku, quantity: 2 });
  await page.goto(`/sku/${sku}`);
  await page.getByRole('main').getByRole('button', { name: 'Delete?' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Can not delete sku that is being used. Release its stock and delete or re-parent its batches first. ${sku} is held in ${bin}.X`,
  );
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sku);
  expect((await itemState(request, 'sku', sku)).status).toBe(200);
});

test('a missing SKU shows the 404 page; another kind of id is an unknown resource', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await page.goto(`/sku/${missingId('SKU')}`);
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');

  await page.goto(`/sku/${missingId('BAT')}`);
  await expect(page.getByRole('heading', { name: 'Unknown resource' })).toBeVisible();
  await page.goto(`/sku/${missingId('SKU')}/edit`);
  await expect(page.getByRole('heading', { name: '404 - Not found' })).toBeVisible();
});

test('a SKU that cannot be reached shows Connection Error; failing locations say so in their place', async ({
  page,
  api,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource/);
  const [unreachable, sku] = [await api.newSku(), await api.newSku({ name: 'Kokum butter' })];
  await page.route(`**/api/sku/${unreachable}`, (route) => route.abort('connectionrefused'));
  await page.route(`**/api/sku/${sku}/bins`, (route) => route.fulfill(problemAnswer(500, 'internal-error', 'Internal server error.')));

  await page.goto(`/sku/${sku}`);
  await expect(page.getByRole('region', { name: 'Locations' })).toContainText('Problem loading locations.');
  await expect(page.getByRole('main').getByText('Kokum butter')).toBeVisible();

  // A dropped connection is tried again twice before the screen gives up.
  await page.goto(`/sku/${unreachable}`);
  await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible(AFTER_RETRIES);
});
