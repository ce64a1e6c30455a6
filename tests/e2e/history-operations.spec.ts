import { expect, test } from './fixtures';
import { uniqueWord } from './support/data';
import { binHistory } from './support/history';
import { movementRows, operationGroups } from './support/history-table';

test(
  'an audit of three lines reads as one operation in the bin’s history and on its own page',
  { tag: '@phone' },
  async ({ page, api, request }) => {
    const word = uniqueWord();
    const bin = await api.newBin();
    const sku = await api.newSku({ name: `Almond oil ${word}` });
    const first = await api.newBatch({ name: `Almond lot 1 ${word}` });
    const second = await api.newBatch({ name: `Almond lot 2 ${word}` });
    for (const item of [sku, first, second]) await api.receive({ bin, item, quantity: 5, operator: 'Ben' });
    const audit = await request.post(`/api/bin/${bin}/audit`, {
      data: { counts: { [sku]: 6, [first]: 4, [second]: 2 }, operator: 'Ann', note: 'quarterly count' },
    });
    expect(audit.ok()).toBe(true);
    const [line] = await binHistory(request, bin);
    const operation = line?.operation.id;

    await page.goto(`/bin/${bin}`);
    const history = page.getByRole('table', { name: 'Stock history' });
    await expect(operationGroups(history)).toHaveCount(4);
    const auditGroup = operationGroups(history).first();
    await expect(auditGroup.getByRole('rowheader')).toContainText(`Audit of ${bin} · Ann · `);
    await expect(auditGroup.getByRole('rowheader')).toContainText('quarterly count');
    const lines = movementRows(auditGroup);
    await expect(lines).toHaveCount(3);
    await expect(lines.filter({ hasText: `Almond oil ${word}` }).getByRole('cell')).toHaveText([
      `${sku}Almond oil ${word}`,
      '—',
      bin,
      '1 ea',
    ]);
    await expect(lines.filter({ hasText: `Almond lot 1 ${word}` }).getByRole('cell')).toHaveText([
      `${first}Almond lot 1 ${word}`,
      bin,
      '—',
      '1 ea',
    ]);
    await expect(lines.filter({ hasText: `Almond lot 2 ${word}` }).getByRole('cell')).toHaveText([
      `${second}Almond lot 2 ${word}`,
      bin,
      '—',
      '3 ea',
    ]);
    await expect(page.getByText('1–6 of 6')).toBeVisible();
    // On a phone the rows stack into cards rather than run off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await auditGroup.getByRole('link', { name: `Audit (operation ${operation})` }).click();
    await expect(page).toHaveURL(`/operation/${operation}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Audit of ${bin}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('definition')).toHaveText([/\d/, 'Ann', 'quarterly count']);
    const movements = page.getByRole('table', { name: 'Movements' });
    await expect(page.getByRole('heading', { name: '3 movements' })).toBeVisible();
    // In the order the audit wrote them: by item id.
    await expect(movementRows(movements).getByRole('cell')).toHaveText([
      ...[`${first}Almond lot 1 ${word}`, bin, '—', '1 ea'],
      ...[`${second}Almond lot 2 ${word}`, bin, '—', '3 ea'],
      ...[`${sku}Almond oil ${word}`, '—', bin, '1 ea'],
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: bin }).click();
    await expect(page).toHaveURL(`/bin/${bin}`);
  },
);

test('a history the server stopped counting shows its total as "n+" and offers older rows', async ({ page, api }) => {
  const bin = await api.newBin();
  const item = await api.newSku();
  await api.receive({ bin, item, quantity: 2 });
  await api.release({ bin, item, quantity: 1 });
  // Over a thousand rows would take a long while to make; the answer is the server's own, with its count cut short.
  await page.route(`**/api/bin/${bin}/history?*`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { state: { total: number; total_is_exact: boolean } };
    await route.fulfill({ response: answer, json: { ...body, state: { ...body.state, total: 1020, total_is_exact: false } } });
  });

  await page.goto(`/bin/${bin}`);
  await expect(page.getByText('1–2 of 1,020+')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Older' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
});
