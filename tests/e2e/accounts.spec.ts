import { expect, test } from './fixtures';
import { accountsServer, signInWith } from './support/accounts-server';
import { installApp } from './support/offline';

const server = accountsServer('accounts');
const { session: apiSession, call: apiCall } = server;

const ADMIN = { username: 'ada', password: 'ada-password', name: 'Ada Admin', pin: '2468' };

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
  // Signed out once the header no longer names her: leaving sooner would abort the sign-out's request.
  await expect(page.getByRole('link', { name: 'Ada Admin' })).toBeHidden();
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

let made = 0;

/** A lot of a new kg SKU received into a new bin, by the supervisor through the API; answers the bin and the lot. */
async function lotOnHand(supervisor: string, quantity: number): Promise<{ bin: string; lot: string }> {
  // Ids of this worker's own: each worker has its own server, but its tests share its database.
  const n = `${test.info().workerIndex}${String(Date.now() % 10000).padStart(4, '0')}${(made += 1)}`;
  const [bin, sku, lot] = [`BIN9${n}`, `SKU9${n}`, `BAT9${n}`];
  for (const [url, body] of [
    ['/api/bins', { id: bin }],
    ['/api/skus', { id: sku, name: 'Rose water', unit: 'kg' }],
    ['/api/batches', { id: lot, sku_id: sku }],
    [`/api/bin/${bin}/contents`, { id: lot, quantity }],
  ] as const) {
    const response = await apiCall(supervisor, 'POST', url, body);
    expect(response.status, await response.clone().text()).toBe(201);
  }
  return { bin, lot };
}

test('an operator is refused the release of a recall hold from the report; a supervisor releases it with their PIN', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 40[13]/);
  await peopleExist();
  const supervisor = await apiSession({ username: 'sam', pin: '2222' });
  const { lot } = await lotOnHand(supervisor, 4);
  const hold = await apiCall(supervisor, 'POST', '/api/holds', { item_ids: [lot], reason: 'Supplier recall', operator: 'ignored' });
  expect(hold.status).toBe(200);

  await page.goto(`${server.url}/traceability?id=${lot}&scope=downstream`);
  await signInWith(page, 'olga', '1111');
  await page.getByRole('button', { name: "Release the report's holds (1)" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
  await expect(page.getByText('Your role does not allow this.').first()).toBeVisible();
  const lotState = async () => (await (await apiCall(supervisor, 'GET', `/api/batch/${lot}`)).json()).state;
  expect((await lotState()).hold).toMatchObject({ reason: 'Supplier recall', operator: 'Sam Supervisor' });

  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Olga Operator' }).click();
  await signInWith(page, 'sam', '2222');
  await page.goto(`${server.url}/traceability?id=${lot}&scope=downstream`);
  await page.getByRole('button', { name: "Release the report's holds (1)" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
  const pin = page.getByRole('dialog', { name: 'Confirm with your PIN.' });
  await pin.getByLabel('PIN').fill('2222');
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('1 lot and mixture released from hold.')).toBeVisible();
  expect((await lotState()).hold).toBeNull();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'a change kept offline is sent under the person who made it: it waits while someone else is signed in',
    { tag: '@phone' },
    async ({ page, context, consoleErrors }) => {
      consoleErrors.allow(/status of 401/);
      await peopleExist();
      const supervisor = await apiSession({ username: 'sam', pin: '2222' });
      const { bin, lot } = await lotOnHand(supervisor, 5);
      const contents = async () => (await (await apiCall(supervisor, 'GET', `/api/bin/${bin}`)).json()).state.contents;

      await page.goto(`${server.url}/sign-in`);
      await signInWith(page, 'olga', '1111');
      await installApp(page, consoleErrors, server.url);
      await context.setOffline(true);
      await page.goto(`${server.url}/release`);
      await page.getByLabel('Bin Label').fill(bin);
      await page.getByLabel('Item Label').fill(lot);
      await page.getByLabel('Quantity').fill('1.5');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Kept on this device' })).toBeVisible();

      // Olga's session ends while the phone is offline; Sam takes the phone once it is back.
      await context.clearCookies();
      await context.setOffline(false);
      await page.goto(`${server.url}/sign-in`);
      await signInWith(page, 'sam', '2222');
      await page.goto(`${server.url}/pending`);
      await expect(page.getByRole('list', { name: 'Pending changes' })).toContainText(
        'Waiting for Olga Operator to sign in on this device',
      );
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByRole('button', { name: 'Send now' })).toBeEnabled();
      expect(await contents()).toEqual({ [lot]: 5 });

      // Olga signs in again, and her release goes through under her name.
      await page.getByRole('link', { name: 'Sam Supervisor' }).click();
      await signInWith(page, 'olga', '1111');
      await expect.poll(contents).toEqual({ [lot]: 3.5 });
      const history = (await (await apiCall(supervisor, 'GET', `/api/bin/${bin}/history`)).json()).state.items;
      expect(history[0]).toMatchObject({ operator: 'Olga Operator' });
    },
  );
});

test('an administrator makes an API token, shown once, that works until it is revoked', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 40[13]/);
  await peopleExist();
  const asToken = async (token: string) =>
    (await fetch(`${server.url}/api/bins`, { headers: { authorization: `Bearer ${token}` } })).status;

  await page.goto(`${server.url}/people`);
  await signInWith(page, 'ada', ADMIN.pin);
  const form = page.getByRole('form', { name: 'Make an API token' });
  await form.getByLabel('Token name').fill('Shop sync');
  await form.getByLabel('Token role').selectOption('supervisor');
  await form.getByRole('button', { name: 'Make token' }).click();
  const secret = await page.getByLabel('New token').textContent();
  expect(secret).toMatch(/^lot_/);
  expect(await asToken(secret!)).toBe(200);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('New token')).toHaveCount(0);
  const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: 'Shop sync' });
  await expect(row).toContainText('supervisor');
  await expect(row).toContainText('Ada Admin');

  await row.getByRole('button', { name: 'Revoke Shop sync' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked');
  expect(await asToken(secret!)).toBe(401);
});
