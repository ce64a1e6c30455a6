import { HistoryResource } from '../../src/shared/contract/history';
import { expect, test } from './fixtures';
import { accountsServer } from './support/accounts-server';

/**
 * With accounts on, the ledger filters by person: two people of one name are told apart. Accounts
 * change how every request is answered, so this runs on a server and database of its own.
 */
const server = accountsServer('history-person');

const sessionOf = (response: Response) => /lotline_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;

async function api(session: string, method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: `lotline_session=${session}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response;
}

async function post(url: string, body: unknown): Promise<Response> {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response;
}

test('the operation links its operator to their records, and the ledger tells two people of one name apart', async ({ page }) => {
  const admin = sessionOf(await post('/api/accounts/init', { username: 'ada', password: 'ada-password', name: 'Ada Admin' }));
  const sams: string[] = [];
  for (const username of ['sam.one', 'sam.two']) {
    await api(admin, 'POST', '/api/people', { username, name: 'Sam Same', role: 'operator', password: `${username}-password` });
    sams.push(sessionOf(await post('/api/session', { username, password: `${username}-password` })));
  }
  await api(admin, 'POST', '/api/bins', { id: 'BIN500001' });
  await api(admin, 'POST', '/api/skus', { id: 'SKU500001', name: 'Glycerin', unit: 'kg' });
  const operations: number[] = [];
  for (const [sam, quantity] of [
    [sams[0]!, 1],
    [sams[1]!, 2],
    [sams[0]!, 3],
  ] as const) {
    await api(sam, 'POST', '/api/bin/BIN500001/contents', { id: 'SKU500001', quantity, operator: 'ignored' });
    const history = HistoryResource.parse(await (await api(sam, 'GET', '/api/history?limit=1')).json());
    operations.push(history.state.items[0]!.operation.id);
  }

  await page.context().addCookies([{ name: 'lotline_session', value: admin, url: server.url }]);
  await page.goto(`${server.url}/operation/${operations[0]}`);
  await page.getByRole('link', { name: 'Sam Same' }).click();
  await expect(page).toHaveURL(/\/ledger\?person=PER000002$/);

  const person = page.getByRole('combobox', { name: 'Person' });
  await expect(person).toHaveValue('PER000002');
  await expect(person.getByRole('option', { name: 'Sam Same (sam.two)' })).toBeAttached();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('cell', { name: /^[123] kg$/ })).toHaveText(['3 kg', '1 kg']);

  // The other Sam, from the keyboard: the choice applies at once and goes into the URL.
  await person.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/ledger\?person=PER000003$/);
  await expect(ledger.getByRole('cell', { name: /^[123] kg$/ })).toHaveText(['2 kg']);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(person).toHaveValue('');
  await expect(ledger.getByRole('cell', { name: /^[123] kg$/ })).toHaveText(['3 kg', '2 kg', '1 kg']);
});
