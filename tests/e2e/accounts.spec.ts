import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../support/server-process';
import { expect, test } from './fixtures';

/**
 * Accounts change how every request is answered, so these tests run on a server and database of
 * their own (one per worker), serving the built client, never on the suite's shared server.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: ServerProcess;
let dir: string;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-accounts-'));
  server = await startServer({ SQLITE_PATH: path.join(dir, 'accounts.db'), STATIC_DIR: path.join(ROOT, 'dist', 'client') });
});
test.afterAll(async () => {
  server.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dir, { recursive: true, force: true });
});

const ADMIN = { username: 'ada', password: 'ada-password', name: 'Ada Admin', pin: '2468' };

/** The API as a signed-in person, from the test: the session cookie of a sign-in. */
async function apiSession(body: Record<string, string>, url = '/api/session'): Promise<string> {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return /lotline_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
}

async function apiCall(cookie: string, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** Accounts on with an administrator, an operator (PIN 1111) and a supervisor (PIN 2222), made through the API. */
async function peopleExist(): Promise<void> {
  const status = await (await fetch(`${server.url}/api/status`)).json();
  const admin = status.state.accounts
    ? await apiSession({ username: ADMIN.username, password: ADMIN.password })
    : await apiSession(ADMIN, '/api/accounts/init');
  for (const [username, name, role, pin] of [
    ['olga', 'Olga Operator', 'operator', '1111'],
    ['sam', 'Sam Supervisor', 'supervisor', '2222'],
  ]) {
    const response = await apiCall(admin, 'POST', '/api/people', { username, name, role, pin, password: `${username}-password` });
    expect([201, 409]).toContain(response.status);
  }
}

async function signInWith(page: Page, who: string, pin: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or badge').fill(who);
  await form.locator('input[type=password]').fill(pin);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the form has gone: the gate opens, or the switch screen goes home.
  await expect(form).toBeHidden();
}

test('an administrator turns accounts on in Settings › People, adds a person, and signs in again on a desktop', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  await page.goto(`${server.url}/people`);
  await page.getByLabel('Name', { exact: true }).fill(ADMIN.name);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('PIN (optional)').fill(ADMIN.pin);
  await page.getByRole('button', { name: 'Turn on accounts' }).click();
  await expect(page.getByRole('link', { name: 'Ada Admin' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Olga Operator');
  await page.getByLabel('Username', { exact: true }).fill('olga');
  await page.getByLabel('Password', { exact: true }).fill('olga-password');
  await page.getByLabel('PIN (optional)').fill('1111');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: /Olga Operator/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role of Olga Operator' })).toHaveValue('operator');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(`${server.url}/bins`);
  await expect(page.getByText('Accounts are on: sign in to use Lotline on this device.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or badge').fill('ADA');
  await form.getByLabel('Password', { exact: true }).check();
  await form.locator('input[type=password]').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Bins' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ada Admin' })).toBeVisible();
});

test(
  'on a shared phone a person switches in by badge and PIN, and the records name them',
  { tag: '@phone' },
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    await peopleExist();
    const supervisor = await apiSession({ username: 'sam', pin: '2222' });
    const made = async (url: string, body: unknown) => expect((await apiCall(supervisor, 'POST', url, body)).status).toBe(201);
    const bin = `BIN8${String(Date.now() % 100000).padStart(5, '0')}`;
    await made('/api/bins', { id: bin });
    await made('/api/skus', { id: 'SKU800001', name: 'Glycerin', unit: 'kg' });

    await page.goto(`${server.url}/receive`);
    await signInWith(page, 'PER000002', '1111');
    const operator = page.getByLabel('Operator');
    await expect(operator).toHaveValue('Olga Operator');
    await expect(operator).toHaveAttribute('readonly', '');

    // Switching: the next person takes the device with their own PIN.
    await page.getByRole('link', { name: 'Olga Operator' }).click();
    await expect(page.getByText('Signed in as Olga Operator (operator).')).toBeVisible();
    await signInWith(page, 'sam', '2222');
    await page.goto(`${server.url}/receive`);
    await expect(page.getByLabel('Operator')).toHaveValue('Sam Supervisor');
    await page.getByLabel('Bin Label').fill(bin);
    await page.getByLabel('Item Label').fill('SKU800001');
    await page.getByLabel('Quantity').fill('2.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(async () => (await (await apiCall(supervisor, 'GET', `/api/bin/${bin}/history`)).json()).state.items[0]?.operator)
      .toBe('Sam Supervisor');
  },
);

test('a delete asks the supervisor’s PIN, and an operator is refused', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 40[13]/);
  await peopleExist();
  const supervisor = await apiSession({ username: 'sam', pin: '2222' });
  for (const id of ['BIN800101', 'BIN800102']) expect((await apiCall(supervisor, 'POST', '/api/bins', { id })).status).toBe(201);

  await page.goto(`${server.url}/bin/BIN800101`);
  await signInWith(page, 'olga', '1111');
  await page.getByRole('button', { name: 'Delete?' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your role does not allow this.').first()).toBeVisible();

  await page.getByRole('link', { name: 'Olga Operator' }).click();
  await signInWith(page, 'sam', '2222');
  await page.goto(`${server.url}/bin/BIN800102`);
  await page.getByRole('button', { name: 'Delete?' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const pin = page.getByRole('dialog', { name: 'Confirm with your PIN.' });
  await pin.getByLabel('PIN').fill('2222');
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(async () => (await apiCall(supervisor, 'GET', '/api/bin/BIN800102')).status).toBe(404);
});
