import type { Page } from '@playwright/test';
import { sizeOf } from '../../src/shared/label-payload';
import { readLabels } from '../support/decode-barcodes';
import { between, seeded } from '../support/scanner-timing';
import { expect, test } from './fixtures';
import { accountsServer, signInWith } from './support/accounts-server';
import { scanWithGaps } from './support/wedge';

/**
 * Badges belong to people, who exist only with accounts on: these tests run on a server and
 * database of their own (one per worker), as accounts.spec.ts does, never on the suite's shared
 * server, whose other tests run with accounts off.
 */
const server = accountsServer('badges');
const apiSession = server.session;

const ADMIN = { username: 'ada', password: 'ada-password', name: 'Ada Admin', pin: '2468' };
const OLGA = { username: 'olga', password: 'olga-password', name: 'Olga Operator', role: 'operator', pin: '1111' };

/** Accounts on with an administrator and an operator, made through the API; answers the operator's id, her badge. */
async function olgaExists(): Promise<string> {
  const status = await (await fetch(`${server.url}/api/status`)).json();
  const admin = status.state.accounts
    ? await apiSession({ username: ADMIN.username, password: ADMIN.password })
    : await apiSession(ADMIN, '/api/accounts/init');
  const headers = { cookie: admin, 'content-type': 'application/json' };
  const made = await fetch(`${server.url}/api/people`, { method: 'POST', headers, body: JSON.stringify(OLGA) });
  expect([201, 409]).toContain(made.status);
  const people = (await (await fetch(`${server.url}/api/people`, { headers: { cookie: admin } })).json()) as {
    items: { id: string; username: string }[];
  };
  return people.items.find((person) => person.username === OLGA.username)!.id;
}

/** A handheld scanner's keys, 5 to 60 ms apart and never evenly, then Enter. */
async function scanBadge(page: Page, badge: string, seed: number): Promise<void> {
  const random = seeded(seed);
  await scanWithGaps(
    page,
    badge,
    Array.from({ length: badge.length }, () => between(random, 5, 60)),
  );
}

/** A person types the PIN into the focused field and presses Enter, at a person's pace: faster keys would read as a scan. */
async function typePin(page: Page): Promise<void> {
  await page.keyboard.type(OLGA.pin, { delay: 120 });
  await page.keyboard.press('Enter');
}

test(
  'an administrator prints a badge from People; scanned on another screen it opens the sign-in with the badge filled, and the PIN signs in',
  { tag: '@phone' },
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const badge = await olgaExists();

    await page.goto(`${server.url}/people`);
    await signInWith(page, ADMIN.username, ADMIN.pin);
    await page.getByRole('link', { name: `Print badge ${badge}` }).click();
    await expect(page).toHaveURL(`${server.url}/labels?ids=${badge}`);

    const preview = page.getByRole('region', { name: 'Label preview' });
    const card = preview.locator(`[data-label="${badge}"]`);
    await expect(card).toContainText(OLGA.name);
    await expect(card).toContainText(badge);
    await expect(card).toContainText(/operator/i);
    for (const image of [
      preview.getByRole('img', { name: `QR code of ${badge}` }),
      preview.getByRole('img', { name: `Code 128 of ${badge}` }),
    ]) {
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(page.getByText('1 label on 1 page')).toBeVisible();
    // Printed as the Print button's dialog would, both barcodes read back as the person's id.
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(readLabels(pdf, sizeOf('a4-3x8'), 1).reads).toEqual([[badge, badge]]);

    // Someone is on Receive with nothing in hand; Olga takes the device and scans her badge.
    await page.goto(`${server.url}/receive`);
    await expect(page.getByLabel('Operator')).toHaveValue(ADMIN.name);
    await page.getByLabel('Note').fill('half done');
    await scanBadge(page, badge, 22);
    // Work in hand is never left behind by a scan.
    await expect(page.getByText(`${badge} is a badge: save or leave this form first to switch person.`)).toBeVisible();
    await expect(page).toHaveURL(/\/receive$/);
    await page.getByLabel('Note').fill('');
    // As a handheld scanner is used: with focus on no field.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scanBadge(page, badge, 23);

    await expect(page).toHaveURL(`${server.url}/sign-in?badge=${badge}`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Username or badge')).toHaveValue(badge);
    const pin = form.getByLabel('PIN');
    await expect(pin).toBeFocused();
    await typePin(page);
    // Back on the screen the badge was scanned on, now hers.
    await expect(page).toHaveURL(/\/receive$/);
    await expect(page.getByLabel('Operator')).toHaveValue(OLGA.name);
    await expect(page.getByRole('link', { name: OLGA.name })).toBeVisible();
  },
);

test(
  'with no one signed in, a badge scanned at the sign-in fills it, and the PIN is all that is left to type',
  { tag: '@phone' },
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const badge = await olgaExists();
    await page.goto(`${server.url}/bins`);
    await expect(page.getByText('Accounts are on: sign in to use Lotline on this device.')).toBeVisible();
    // The scanner types into the username field, which has focus.
    await expect(page.getByLabel('Username or badge')).toBeFocused();
    await scanBadge(page, badge, 24);
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Username or badge')).toHaveValue(badge);
    await expect(form.getByLabel('PIN')).toBeFocused();
    await typePin(page);
    await expect(page.getByRole('heading', { name: 'Bins' })).toBeVisible();
    await expect(page.getByRole('link', { name: OLGA.name })).toBeVisible();
  },
);

test('someone who does not manage people is shown no badge on the label screen', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  const badge = await olgaExists();
  await page.goto(`${server.url}/labels?ids=${badge}`);
  await signInWith(page, OLGA.username, OLGA.pin);
  await expect(page.getByRole('alert')).toHaveText(`Only an administrator prints badges, so ${badge} cannot be printed here.`);
  await expect(page.getByRole('region', { name: 'Label preview' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeDisabled();
});

test('with accounts off, a scanned badge says so instead of looking for an item', { tag: '@phone' }, async ({ page }) => {
  // The suite's shared server, where accounts are off.
  await page.goto('/bins');
  await expect(page.getByRole('heading', { name: 'Bins' })).toBeVisible();
  await scanBadge(page, 'PER000001', 25);
  await expect(page.getByRole('alert')).toContainText('PER000001 is a badge, but accounts are off on this Lotline: no one signs in.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Settings › People' })).toHaveAttribute('href', '/people');
});
