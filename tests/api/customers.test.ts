import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRecordHolder } from '../../src/server/core/record-holders';
import { ArchiveListResource, ArchivedResource, RestoreAnswer } from '../../src/shared/contract/archive';
import { CustomerAnswer, CustomerListResource, CustomerResource } from '../../src/shared/contract/customers';
import { ImportAnswer } from '../../src/shared/contract/import';
import { NextIdResource } from '../../src/shared/contract/next-id';
import { SearchResource } from '../../src/shared/contract/search';
import { call, newBin } from '../support/builders';
import { newSku } from '../support/stock-builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Shipments (a later migration) will hold customers on the record; this table stands in for them.
  await sql`create table test_shipments (customer_id text not null)`.execute(t.db);
  registerRecordHolder('CUS', { table: 'test_shipments', column: 'customer_id' });
});
afterAll(() => t.close());

const get = async (url: string) => (await call(t.app, 'GET', url)).json<unknown>();
const getCustomer = async (id: string) => CustomerResource.parse(await get(`/api/customer/${id}`)).state;
const ship = (id: string) => sql`insert into test_shipments (customer_id) values (${id})`.execute(t.db);

let counter = 0;
/** Creates a customer under a fresh id and answers the id. */
async function newCustomer(fields: Record<string, unknown> = {}): Promise<string> {
  const id = `CUS9${String(++counter).padStart(6, '0')}`; // 7 digits: the suggestion's counter is left alone
  const response = await call(t.app, 'POST', '/api/customers', { id, name: `Customer ${counter}`, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

const SPA = {
  id: 'CUS000010',
  name: 'Spa Lumière',
  contact: 'Anna Berg',
  email: 'anna@spa-lumiere.example',
  phone: '+49 30 1234-56 ext. 7',
  address: 'Lindenstraße 4\n10969 Berlin\nGermany',
  notes: 'Deliveries before 10:00.',
};

describe('POST /api/customers and GET /api/customer/{id}', () => {
  it('creates a customer and answers its status, full state and operations', async () => {
    const response = await call(t.app, 'POST', '/api/customers', SPA);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.location).toBe('/api/customer/CUS000010');
    const answer = CustomerAnswer.parse(response.json());
    expect(answer).toMatchObject({ Id: '/api/customer/CUS000010', status: 'customer created', state: SPA });
    expect(answer.operations?.map((op) => `${op.rel} ${op.method} ${op.href}`)).toEqual([
      'update PATCH /api/customer/CUS000010',
      'delete DELETE /api/customer/CUS000010',
    ]);
    expect(await getCustomer('CUS000010')).toEqual({ ...SPA, created_at: answer.state?.created_at });
  });

  it('keeps absent details as none, trims the name, contact and email', async () => {
    const id = await newCustomer({ name: '  Apotheke am Markt ', contact: ' Jonas Weber ', email: ' info@apotheke.example ' });
    expect(await getCustomer(id)).toMatchObject({
      name: 'Apotheke am Markt',
      contact: 'Jonas Weber',
      email: 'info@apotheke.example',
      phone: null,
      address: null,
      notes: null,
    });
  });

  it('refuses a second customer under one id, and answers 404 with the create operation for an unknown one', async () => {
    const id = await newCustomer();
    const again = expectProblem(await call(t.app, 'POST', '/api/customers', { id, name: 'Twice' }), 'duplicate-resource', 409);
    expect(again['invalid-params']).toEqual([{ name: 'id', reason: 'must not already exist' }]);
    const missing = await call(t.app, 'GET', '/api/customer/CUS999999');
    expect(expectProblem(missing, 'missing-resource', 404)).toMatchObject({ Id: '/api/customer/CUS999999' });
    expect(missing.json<{ operations: unknown[] }>().operations).toEqual([
      { rel: 'create', method: 'POST', href: '/api/customers', 'Expects-a': 'Customer patch' },
    ]);
  });

  it('names every invalid field in invalid-params', async () => {
    const response = await call(t.app, 'POST', '/api/customers', {
      id: 'SKU000001',
      name: '   ',
      email: 'anna at spa',
      phone: '1'.repeat(51),
      address: 7,
      shoe_size: 42,
    });
    const problem = expectProblem(response, 'validation-error', 400);
    expect(Object.fromEntries((problem['invalid-params'] ?? []).map(({ name, reason }) => [name, reason]))).toEqual({
      id: "must start with 'CUS' followed by 1 to 9 digits",
      name: 'a customer needs a name',
      email: 'must be an email address, like name@example.com',
      phone: 'must be at most 50 characters',
      address: 'expected str',
      shoe_size: 'extra keys not allowed',
    });
    expectProblem(await call(t.app, 'POST', '/api/customers', { id: 'CUS000011' }), 'validation-error', 400);
    expectProblem(await call(t.app, 'GET', '/api/customer/CUS12X'), 'validation-error', 400);
  });

  it('suggests the next customer id past those created', async () => {
    await call(t.app, 'POST', '/api/customers', { id: 'CUS000020', name: 'Shop' });
    const next = NextIdResource.parse(await get('/api/next/customer'));
    expect(next.state).toBe('CUS000021');
    expect(next.operations).toEqual([{ rel: 'create', method: 'POST', href: '/api/customers', 'Expects-a': 'Customer patch' }]);
  });
});

describe('PATCH /api/customer/{id}', () => {
  it('changes the fields given, clears a detail given null, and leaves the rest', async () => {
    const id = await newCustomer({ contact: 'Mia', phone: '030 1', notes: 'old' });
    const response = await call(t.app, 'PATCH', `/api/customer/${id}`, {
      name: 'Hautnah Online',
      phone: null,
      email: 'shop@hautnah.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(CustomerAnswer.parse(response.json())).toMatchObject({
      status: 'customer updated',
      state: { id, name: 'Hautnah Online', contact: 'Mia', phone: null, email: 'shop@hautnah.example', notes: 'old' },
    });
  });

  it('refuses another id, a blank name or a bad email, and a customer that does not exist', async () => {
    const id = await newCustomer();
    const other = expectProblem(await call(t.app, 'PATCH', `/api/customer/${id}`, { id: 'CUS123456' }), 'validation-error', 400);
    expect(other['invalid-params']).toEqual([{ name: 'id', reason: 'must match the customer in the URL' }]);
    const bad = expectProblem(await call(t.app, 'PATCH', `/api/customer/${id}`, { name: '', email: 'x@' }), 'validation-error', 400);
    expect(bad['invalid-params']?.map((param) => param.name)).toEqual(['name', 'email']);
    expectProblem(await call(t.app, 'PATCH', '/api/customer/CUS999998', { name: 'Gone' }), 'missing-resource', 404);
  });
});

describe('GET /api/customers', () => {
  it('pages customers by id or name and filters by id, name or contact words (accents aside) and email', async () => {
    const ids = [
      await newCustomer({ name: 'Zeta Crème Boutique', contact: 'Lena Vogel', email: 'lena@zeta.example' }),
      await newCustomer({ name: 'Alpha Pharmacy', contact: 'Élodie Martin', email: 'orders@alpha-pharma.example' }),
    ];
    const list = async (query: string) => CustomerListResource.parse(await get(`/api/customers?${query}`)).state;
    const idsOf = (state: { items: { state: { id: string } }[] }) => state.items.map((item) => item.state.id);

    expect(idsOf(await list('text=creme bou'))).toEqual([ids[0]]);
    expect(idsOf(await list('text=elodie'))).toEqual([ids[1]]);
    expect(idsOf(await list('text=ALPHA-PHARMA.EX'))).toEqual([ids[1]]);
    expect(idsOf(await list(`text=${ids[1]?.toLowerCase() ?? ''}`))).toEqual([ids[1]]);
    expect((await list('text=nobody-at-all')).total).toBe(0);

    const byName = await list('sort=name&order=desc&limit=1');
    expect(byName.limit).toBe(1);
    expect(byName.items[0]?.state).toMatchObject({ id: ids[0], name: 'Zeta Crème Boutique', contact: 'Lena Vogel' });
    expect(byName.total).toBeGreaterThanOrEqual(2);
    const second = await list('sort=name&order=desc&limit=1&startingFrom=1');
    expect(idsOf(second)).not.toEqual(idsOf(byName));
    expectProblem(await call(t.app, 'GET', '/api/customers?sort=email'), 'validation-error', 400);
  });
});

describe('GET /api/search', () => {
  it('finds a customer by id, by words of its name or contact, and by its email, answering its own name', async () => {
    const id = await newCustomer({ name: 'Rosé Apotheke', contact: 'Karl Öhman', email: 'karl@rose-apotheke.example' });
    const search = async (query: string) => SearchResource.parse(await get(`/api/search?query=${encodeURIComponent(query)}`)).state;
    expect((await search(id)).results[0]).toEqual({ id, name: 'Rosé Apotheke', kind: 'customer', match: 'id' });
    for (const query of ['rose apo', 'ohman', 'karl@rose-apotheke.example']) {
      const found = (await search(query)).results.find((result) => result.id === id);
      expect(found, query).toEqual({ id, name: 'Rosé Apotheke', kind: 'customer', match: 'name' });
    }
    // A change of contact reaches the index; a deleted customer is no longer found.
    await call(t.app, 'PATCH', `/api/customer/${id}`, { contact: 'Ines Ortiz' });
    expect((await search('ohman')).results.some((result) => result.id === id)).toBe(false);
    expect((await search('ines ortiz')).results.some((result) => result.id === id)).toBe(true);
    await call(t.app, 'DELETE', `/api/customer/${id}`);
    expect((await search(id)).results).toEqual([]);
  });
});

describe('DELETE /api/customer/{id} and the archive', () => {
  it('removes a customer no record names, and its id may name a new customer', async () => {
    const id = await newCustomer();
    const response = await call(t.app, 'DELETE', `/api/customer/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(CustomerAnswer.parse(response.json())).toEqual({ Id: `/api/customer/${id}`, status: 'customer deleted' });
    expectProblem(await call(t.app, 'GET', `/api/customer/${id}`), 'missing-resource', 404);
    expectProblem(await call(t.app, 'GET', `/api/archive/${id}`), 'missing-resource', 404);
    expect((await call(t.app, 'POST', '/api/customers', { id, name: 'Reused' })).statusCode).toBe(201);
    expectProblem(await call(t.app, 'DELETE', '/api/customer/CUS999997'), 'missing-resource', 404);
  });

  it('archives a customer a record holds, never gives its id again, and restores it with its details', async () => {
    const id = 'CUS000030';
    await call(t.app, 'POST', '/api/customers', { ...SPA, id });
    await ship(id);
    const response = await call(t.app, 'DELETE', `/api/customer/${id}`);
    expect(CustomerAnswer.parse(response.json())).toEqual({ Id: `/api/customer/${id}`, status: 'customer archived' });
    expectProblem(await call(t.app, 'GET', `/api/customer/${id}`), 'missing-resource', 404);
    expect(CustomerListResource.parse(await get(`/api/customers?text=${id}`)).state.total).toBe(0);

    const archived = ArchivedResource.parse(await get(`/api/archive/${id}`));
    expect(archived.state).toMatchObject({ id, kind: 'customer', name: SPA.name, owned_codes: [], props: null });
    expect(archived.operations.map((op) => op.rel)).toEqual(['restore']);
    const listed = ArchiveListResource.parse(await get('/api/archive?kind=customer')).state.items.map((item) => item.state.id);
    expect(listed).toContain(id);

    const reused = expectProblem(await call(t.app, 'POST', '/api/customers', { id, name: 'Someone else' }), 'duplicate-resource', 409);
    expect(reused['invalid-params']?.[0]?.name).toBe('id');
    expect(NextIdResource.parse(await get('/api/next/customer')).state).toBe('CUS000031');

    const restored = await call(t.app, 'POST', `/api/archive/${id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(RestoreAnswer.parse(restored.json())).toMatchObject({ Id: `/api/customer/${id}`, status: 'customer restored' });
    expect(await getCustomer(id)).toMatchObject({ ...SPA, id });
    expectProblem(await call(t.app, 'GET', `/api/archive/${id}`), 'missing-resource', 404);
  });

  it('refuses an id a record holds even when no customer was ever deleted under it', async () => {
    await ship('CUS000040');
    expectProblem(await call(t.app, 'POST', '/api/customers', { id: 'CUS000040', name: 'Shadow' }), 'duplicate-resource', 409);
  });
});

describe('POST /api/import of customers', () => {
  const importRows = (rows: unknown[], extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/import', { kind: 'customers', rows, ...extra });

  it('imports every row, giving the next free id to rows without one', async () => {
    const response = await importRows([
      { id: 'CUS000500', name: 'Spa Nord', contact: 'Pia', email: 'pia@spa-nord.example', phone: '040 11', address: 'Hafen 1\nHamburg' },
      { name: 'Online Shop Süd', notes: 'Ships weekly' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = ImportAnswer.parse(response.json());
    const suggested = NextIdResource.parse(await get('/api/next/customer')).state;
    expect(answer).toMatchObject({
      kind: 'customers',
      rows: 2,
      problems: [],
      given_ids: [{ row: 1, id: expect.stringMatching(/^CUS[0-9]{6}$/) }],
    });
    const given = answer.given_ids[0]?.id ?? '';
    expect(await getCustomer('CUS000500')).toMatchObject({ name: 'Spa Nord', address: 'Hafen 1\nHamburg', phone: '040 11' });
    expect(await getCustomer(given)).toMatchObject({ name: 'Online Shop Süd', notes: 'Ships weekly', email: null });
    // The suggestion moves past the largest id the file gave or named.
    expect(suggested).toBe('CUS000501');
  });

  it('names every bad row by row and column and writes none of them', async () => {
    const existing = await newCustomer();
    await ship('CUS000600');
    const rows = [
      { id: 'CUS000601', name: 'Fine' },
      { id: 'BIN000001', name: 'Wrong kind' },
      { id: 'CUS000602', name: '' },
      { id: 'CUS000603' },
      { id: 'CUS000604', name: 'Bad mail', email: 'not-an-email' },
      { id: 'CUS000605', name: 'Long phone', phone: '9'.repeat(60) },
      { id: 'CUS000606', name: 'Extra', fax: '123' },
      { id: 'CUS000601', name: 'Twice' },
      { id: existing, name: 'Exists' },
      { id: 'CUS000600', name: 'Used before' },
    ];
    const dry = ImportAnswer.parse((await importRows(rows, { dry_run: true })).json());
    const expected = [
      [1, 'id', "must start with 'CUS' followed by 1 to 9 digits"],
      [2, 'name', 'a customer needs a name'],
      [3, 'name', 'a customer needs a name'],
      [4, 'email', 'must be an email address, like name@example.com'],
      [5, 'phone', 'must be at most 50 characters'],
      [6, 'fax', 'is not a column this import knows'],
      [7, 'id', 'CUS000601 is already on line 2'],
      [8, 'id', `${existing} exists already`],
      [9, 'id', 'CUS000600 was used before and has stock history'],
    ];
    expect(dry.problems.map(({ row, column, reason }) => [row, column, reason])).toEqual(expected);

    const real = expectProblem(await importRows(rows), 'validation-error', 400);
    expect(real['invalid-params']?.map(({ name }) => name)).toEqual(expected.map(([row, column]) => `rows[${row}].${column}`));
    expectProblem(await call(t.app, 'GET', '/api/customer/CUS000601'), 'missing-resource', 404);
  });
});

describe('a customer holds no stock', () => {
  it('is refused by receive, release, move and audit as an item or a bin, with the field named', async () => {
    const bin = await newBin(t.app);
    const sku = await newSku(t.app);
    const customer = await newCustomer();
    const reasonOf = (problem: { 'invalid-params'?: { name: string; reason: string }[] }) => problem['invalid-params']?.[0];

    const receive = expectProblem(
      await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: customer, quantity: 1 }),
      'validation-error',
      400,
    );
    expect(reasonOf(receive)).toEqual({ name: 'id', reason: "must start with 'SKU', 'BAT' or 'MIX' followed by 1 to 9 digits" });
    const release = expectProblem(
      await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: customer, quantity: -1 }),
      'validation-error',
      400,
    );
    expect(reasonOf(release)?.name).toBe('id');
    const into = expectProblem(
      await call(t.app, 'POST', `/api/bin/${customer}/contents`, { id: sku, quantity: 1 }),
      'validation-error',
      400,
    );
    expect(reasonOf(into)).toEqual({ name: 'id', reason: "must start with 'BIN' followed by 1 to 9 digits" });
    const move = expectProblem(
      await call(t.app, 'PUT', `/api/bin/${bin}/contents/move`, { id: sku, destination: customer, quantity: 1 }),
      'validation-error',
      400,
    );
    expect(reasonOf(move)?.name).toBe('destination');
    const audit = expectProblem(
      await call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: { [customer]: 1 }, operator: 'Ann' }),
      'validation-error',
      400,
    );
    expect(reasonOf(audit)?.name).toMatch(/^counts/);
    const stock = ImportAnswer.parse(
      (await call(t.app, 'POST', '/api/import', { kind: 'stock', rows: [{ bin, item: customer, quantity: 1 }], dry_run: true })).json(),
    );
    expect(stock.problems.map(({ column }) => column)).toEqual(['item']);
    expect(await getCustomer(customer)).toMatchObject({ id: customer });
  });
});
