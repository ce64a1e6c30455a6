import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueWord } from './support/data';
import { movementRows, operationGroups } from './support/history-table';

/** A whole-page screenshot for a person to look at, named by the page and the screen size. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });

/** A hold's row: the item, no bins (left out of a phone's card), and what it did where a quantity goes. */
const holdCells = (item: string, did: string) => (test.info().project.name === 'phone' ? [item, did] : [item, '—', '—', did]);

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test(
  "a hold and its release are on the record: the lot's history, the hold's own page, the ledger",
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord();
    const bin = await api.newBin();
    const lot = await api.newBatch({ name: `Rose water ${word}` });
    await api.receive({ bin, item: lot, quantity: 5, operator: 'Ben' });

    await page.goto(`/batch/${lot}`);
    await page.getByRole('button', { name: 'Put on hold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill(`Supplier recall ${word}`);
    await dialog.getByLabel('Operator').fill('Quality');
    await dialog.getByRole('button', { name: 'Put on hold' }).click();
    await expect(page.getByText(`${lot} put on hold.`)).toBeVisible();

    // Pressed again from elsewhere (the recall report, say): nothing new is held, so nothing is recorded.
    const again = await request.post('/api/holds', { data: { item_ids: [lot], reason: 'again', operator: 'Quality' } });
    expect(await again.json()).toMatchObject({ status: 'no change', state: { operation_id: null } });

    // The lot's history: the hold above the receive, saying what it did where a quantity goes.
    const history = page.getByRole('table', { name: 'Stock history' });
    await expect(operationGroups(history)).toHaveCount(2);
    const holdGroup = operationGroups(history).first();
    await expect(holdGroup.getByRole('rowheader')).toContainText('Hold · Quality · ');
    await expect(holdGroup.getByRole('rowheader')).toContainText(`Supplier recall ${word}`);
    await expect(movementRows(holdGroup).getByRole('cell')).toHaveText(holdCells(`${lot}Rose water ${word}`, 'On hold'));

    // The hold's page lists what it held instead of "0 movements".
    await holdGroup.getByRole('link', { name: /^Hold \(operation \d+\)$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hold');
    await expect(page.getByRole('heading', { name: '1 item put on hold' })).toBeVisible();
    await expect(page.getByText('This operation moved no stock.')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Items held' }).getByRole('cell')).toHaveText([
      `${lot}Rose water ${word}`,
      `Supplier recall ${word}`,
    ]);
    expect(await fitsTheScreen(page)).toBe(true);
    await shot(page, 'hold-operation');

    // Released from the lot's page, with a note: the history shows the release above the hold.
    await page.getByRole('table', { name: 'Items held' }).getByRole('link', { name: lot }).click();
    await expect(page).toHaveURL(`/batch/${lot}`);
    await page.getByRole('button', { name: 'Release hold' }).click();
    await page.getByRole('dialog').getByLabel('Note').fill('lab cleared it');
    await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
    await expect(page.getByText(`${lot} released from hold.`)).toBeVisible();
    await expect(operationGroups(history)).toHaveCount(3);
    const releaseGroup = operationGroups(history).first();
    await expect(releaseGroup.getByRole('rowheader')).toContainText('Hold release · Quality · ');
    await expect(releaseGroup.getByRole('rowheader')).toContainText('lab cleared it');
    await expect(movementRows(releaseGroup).getByRole('cell')).toHaveText(
      holdCells(`${lot}Rose water ${word}Held: Supplier recall ${word}`, 'Hold released'),
    );
    await expect(movementRows(operationGroups(history).last()).getByRole('cell').last()).toHaveText('5 ea');
    expect(await fitsTheScreen(page)).toBe(true);
    await shot(page, 'lot-history');

    // The ledger filters by holds; the release's page lists what it released and the hold it ended.
    await page.goto(`/ledger?kind=hold&item=${lot}`);
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await expect(ledger.getByRole('row').nth(1)).toContainText('On hold');
    await expect(ledger.getByRole('row').nth(1)).toContainText(`Supplier recall ${word}`);
    expect(await fitsTheScreen(page)).toBe(true);
    await shot(page, 'ledger-holds');
    await page.goto(`/ledger?kind=hold-release&item=${lot}`);
    await expect(ledger.getByRole('row')).toHaveCount(2);
    await ledger.getByRole('link', { name: 'Hold release' }).click();
    await expect(page.getByRole('heading', { name: '1 item released from hold' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items released' })).toContainText(`Supplier recall ${word}`);
    await expect(page.getByRole('table', { name: 'Items released' }).getByRole('link', { name: /^Hold \(operation \d+\)$/ })).toBeVisible();
  },
);
