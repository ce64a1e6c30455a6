import { between, JITTERY_SCANNER, scannerGaps, seeded } from '../support/scanner-timing';
import { expect, test } from './fixtures';
import { keepBusy } from './support/busy-page';
import { ctrlKey, scanWithGaps, scanWithWedge } from './support/wedge';

const SEED = Number(process.env.WEDGE_JITTER_SEED ?? 20261124);

test('100 jittery scans on a busy audit each count the right item, and the field scanned into keeps its text', async ({ page, api }) => {
  test.setTimeout(300_000);
  const random = seeded(SEED);
  const bin = await api.newBin();
  const items = [await api.newBatch(), await api.newBatch(), await api.newSku(), await api.newSku()];

  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await scanWithWedge(page, bin);
  await expect(page.getByRole('heading', { name: `Audit ${bin}` })).toBeVisible();
  // The scans land in the Note field: a missed scan would stay there as typing, and count nothing.
  const note = page.getByLabel('Note');
  await note.fill('weekly count');
  await keepBusy(page, 30, 40);

  const counted = new Map<string, number>();
  let hiccups = 0;
  const started = Date.now();
  for (let scan = 1; scan <= 100; scan++) {
    const item = items[between(random, 0, items.length - 1)] as string;
    const gaps = scannerGaps(random, item.length, JITTERY_SCANNER);
    hiccups += gaps.filter((gap) => gap > 60).length;
    await scanWithGaps(page, item, gaps);
    counted.set(item, (counted.get(item) ?? 0) + 1);
    const where = `scan ${scan} of ${item}, gaps ${gaps.join(' ')} ms (seed ${SEED})`;
    await expect(page.getByLabel(`Count of ${item}`), where).toHaveValue(String(counted.get(item)));
    await expect(note, where).toHaveValue('weekly count');
  }
  console.log(`[wedge jitter] 100 scans (${hiccups} with a hiccup) on a busy page in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const [item, count] of counted) await expect(page.getByLabel(`Count of ${item}`)).toHaveValue(String(count));
});

test("a Bluetooth scanner's 40 ms keys fill the receive form", { tag: '@phone' }, async ({ page, api }) => {
  const random = seeded(SEED + 1);
  // About 40 ms a key, unevenly: on average slower than 40 ms.
  const bluetooth = (text: string) => Array.from({ length: text.length }, () => between(random, 30, 55));
  const bin = await api.newBin();
  const batch = await api.newBatch();
  await page.goto('/receive');
  await page.getByLabel('Bin Label').focus();
  await keepBusy(page, 30, 40);
  await scanWithGaps(page, bin, bluetooth(bin));
  await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
  await expect(page.getByLabel('Item Label')).toBeFocused();
  await scanWithGaps(page, batch, bluetooth(batch));
  await expect(page.getByLabel('Item Label')).toHaveValue(batch);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
});

test('with a prefix and suffix set, a scan at 100 ms a key fills the receive form', async ({ page, api }) => {
  const bin = await api.newBin();
  const batch = await api.newBatch();
  await page.goto('/settings');
  // The scanner sends STX (Ctrl+B) before each code and ETX (Ctrl+C) after it.
  await page.getByRole('textbox', { name: 'Prefix' }).press('Control+b');
  await page.getByLabel('Suffix', { exact: true }).selectOption('Another key');
  await page.getByRole('textbox', { name: 'Suffix key' }).press('Control+c');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Scanner settings saved.');

  await page.goto('/receive');
  await page.getByLabel('Bin Label').focus();
  const slow = (text: string) => Array.from({ length: text.length + 1 }, () => 100);
  const framing = { prefix: ctrlKey('b'), terminator: ctrlKey('c') };
  await scanWithGaps(page, bin, slow(bin), framing);
  await expect(page.getByLabel('Bin Label')).toHaveValue(bin);
  await expect(page.getByLabel('Item Label')).toBeFocused();
  await scanWithGaps(page, batch, slow(batch), framing);
  await expect(page.getByLabel('Item Label')).toHaveValue(batch);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
});
