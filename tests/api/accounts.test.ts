import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryResource } from '../../src/shared/contract/history';
import { SessionState, type NewPersonBody } from '../../src/shared/contract/people';
import { ROUTE_ACCESS, roleAllows, ROLES, type Role } from '../../src/shared/permissions';
import type { RouteName } from '../../src/shared/routes';
import { call } from '../support/builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADMIN = { username: 'Ada', password: 'correct horse', name: 'Ada Admin', pin: '2468' };

/** The cookie header that carries the session an answer set. */
function cookieOf(response: LightMyRequestResponse): string {
  const set = response.cookies.find((c) => c.name === 'lotline_session');
  expect(set, response.body).toBeDefined();
  return `lotline_session=${set!.value}`;
}

const as = (cookie: string, extra: Record<string, string> = {}) => ({ cookie, ...extra });

async function signIn(body: Record<string, string>): Promise<string> {
  const response = await call(t.app, 'POST', '/api/session', body);
  expect(response.statusCode, response.body).toBe(201);
  return cookieOf(response);
}

let counter = 0;
/** Makes a record as the caller and answers its id. */
async function made(url: string, body: Record<string, unknown>, cookie: string): Promise<string> {
  const response = await call(t.app, 'POST', url, body, as(cookie));
  expect(response.statusCode, response.body).toBe(201);
  return String(body.id);
}
const newSku = (cookie: string) => made('/api/skus', { id: `SKU7${String(++counter).padStart(5, '0')}`, unit: 'kg' }, cookie);
const newLot = (sku: string, cookie: string) =>
  made('/api/batches', { id: `BAT7${String(++counter).padStart(5, '0')}`, sku_id: sku }, cookie);
const newBin = (cookie: string) => made('/api/bins', { id: `BIN7${String(++counter).padStart(5, '0')}` }, cookie);
async function receive(bin: string, item: string, body: Record<string, unknown>, cookie: string): Promise<void> {
  const response = await call(t.app, 'POST', `/api/bin/${bin}/contents`, { id: item, quantity: 1, ...body }, as(cookie));
  expect(response.statusCode, response.body).toBe(201);
}

const people: Record<Role, { username: string; password: string; pin: string; cookie: string; id: string }> = {} as never;

describe('accounts off', () => {
  it('work as before: anyone may change stock, and the status says accounts are off', async () => {
    const status = await call(t.app, 'GET', '/api/status');
    expect(status.json().state.accounts).toBe(false);
    expect((await call(t.app, 'POST', '/api/bins', { id: 'BIN700001' })).statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/session')).json()).toEqual({ accounts: false, person: null, via: null, token: null });
  });

  it('let no one add people or tokens before the first administrator', async () => {
    const person: NewPersonBody = { username: 'sneaky', name: 'Sneaky', role: 'administrator', password: 'password1' };
    expectProblem(await call(t.app, 'POST', '/api/people', person), 'missing-resource', 404);
    expectProblem(await call(t.app, 'POST', '/api/session', { username: 'sneaky', password: 'password1' }), 'missing-resource', 404);
  });
});

describe('turning accounts on', () => {
  it('creates the first administrator, signed in at once, and refuses a second time', async () => {
    const response = await call(t.app, 'POST', '/api/accounts/init', ADMIN);
    expect(response.statusCode, response.body).toBe(201);
    const session = SessionState.parse(response.json());
    expect(session.person).toMatchObject({ id: 'PER000001', username: 'ada', name: 'Ada Admin', role: 'administrator', has_pin: true });
    const cookie = response.cookies.find((c) => c.name === 'lotline_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    people.administrator = { username: 'ada', password: ADMIN.password, pin: ADMIN.pin, cookie: cookieOf(response), id: 'PER000001' };

    expectProblem(await call(t.app, 'POST', '/api/accounts/init', { ...ADMIN, username: 'other' }), 'duplicate-resource', 409);
    expect((await call(t.app, 'GET', '/api/status')).json().state.accounts).toBe(true);
  });

  it('then refuses anonymous calls with 401, except the status, signing in and the certificate', async () => {
    expectProblem(await call(t.app, 'GET', '/api/bins'), 'unauthenticated', 401);
    expectProblem(await call(t.app, 'POST', '/api/bins', { id: 'BIN700002' }), 'unauthenticated', 401);
    expect((await call(t.app, 'GET', '/api/status')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/tls')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/session')).json()).toEqual({ accounts: true, person: null, via: null, token: null });
  });

  it('lets the administrator add an operator and a supervisor', async () => {
    for (const [role, username] of [
      ['operator', 'olga'],
      ['supervisor', 'sam'],
    ] as const) {
      const body = {
        username,
        name: `${username} ${role}`,
        role,
        password: `${username}-password`,
        pin: role === 'operator' ? '1111' : '2222',
      };
      const response = await call(t.app, 'POST', '/api/people', body, as(people.administrator.cookie));
      expect(response.statusCode, response.body).toBe(201);
      people[role] = { username, password: body.password, pin: body.pin, id: response.json().id, cookie: '' };
      people[role].cookie = await signIn({ username, password: body.password });
    }
    expect(people.operator.id).toBe('PER000002');
    expectProblem(
      await call(
        t.app,
        'POST',
        '/api/people',
        { username: 'OLGA', name: 'Other Olga', role: 'operator', password: 'password1' },
        as(people.administrator.cookie),
      ),
      'duplicate-resource',
      409,
    );
  });
});

describe('signing in', () => {
  it('takes a username and PIN, or a scanned badge and PIN, and says how', async () => {
    const byPin = await call(t.app, 'POST', '/api/session', { username: 'Olga', pin: '1111' });
    expect(byPin.statusCode, byPin.body).toBe(201);
    expect(byPin.json().via).toBe('pin');
    const byBadge = await call(t.app, 'POST', '/api/session', { badge: people.operator.id, pin: '1111' });
    expect(byBadge.json()).toMatchObject({ via: 'badge', person: { id: people.operator.id } });
    const session = await call(t.app, 'GET', '/api/session', undefined, as(cookieOf(byBadge)));
    expect(session.json()).toMatchObject({ accounts: true, via: 'badge', person: { username: 'olga' } });
  });

  it('answers a wrong password and an unknown person alike', async () => {
    const wrong = expectProblem(
      await call(t.app, 'POST', '/api/session', { username: 'sam', password: 'not-his-password' }),
      'unauthenticated',
      401,
    );
    const nobody = expectProblem(
      await call(t.app, 'POST', '/api/session', { username: 'nobody', password: 'not-his-password' }),
      'unauthenticated',
      401,
    );
    expect(wrong.title).toBe(nobody.title);
  });

  const signInFrom = (remoteAddress: string, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/session', payload: body, remoteAddress });

  it('locks an account for 15 minutes after 5 failures, even for the right password and from elsewhere', async () => {
    await call(
      t.app,
      'POST',
      '/api/people',
      { username: 'guessed', name: 'Guessed', role: 'operator', password: 'right-password' },
      as(people.administrator.cookie),
    );
    for (let i = 0; i < 5; i++) {
      expectProblem(await signInFrom(`10.0.1.${i}`, { username: 'guessed', password: `wrong-${i}-password` }), 'unauthenticated', 401);
    }
    const locked = await signInFrom('10.0.1.99', { username: 'guessed', password: 'right-password' });
    const problem = expectProblem(locked, 'too-many-attempts', 429);
    expect(problem.detail).toMatch(/Try again after \d{4}-\d\d-\d\dT/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('locks an address after 5 failures, whichever accounts it tried', async () => {
    for (let i = 0; i < 5; i++) {
      expectProblem(await signInFrom('10.0.2.1', { username: `nobody${i}`, pin: '0000' }), 'unauthenticated', 401);
    }
    expectProblem(await signInFrom('10.0.2.1', { username: 'sam', password: people.supervisor.password }), 'too-many-attempts', 429);
    expect((await signInFrom('10.0.2.2', { username: 'sam', password: people.supervisor.password })).statusCode).toBe(201);
  });

  it('ends the session on sign-out', async () => {
    const cookie = await signIn({ username: 'sam', pin: '2222' });
    expect((await call(t.app, 'GET', '/api/bins', undefined, as(cookie))).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', '/api/session', undefined, as(cookie))).statusCode).toBe(204);
    expectProblem(await call(t.app, 'GET', '/api/bins', undefined, as(cookie)), 'unauthenticated', 401);
  });

  it('ends a session left idle longer than the setting', async () => {
    const cookie = await signIn({ username: 'sam', pin: '2222' });
    const settings = await call(t.app, 'PATCH', '/api/settings', { session_idle_hours: 2 }, as(people.administrator.cookie));
    expect(settings.json()).toEqual({ session_idle_hours: 2 });
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 3 * 3_600_000 })
      .where('person_id', '=', people.supervisor.id)
      .execute();
    expectProblem(await call(t.app, 'GET', '/api/bins', undefined, as(cookie)), 'unauthenticated', 401);
    await call(t.app, 'PATCH', '/api/settings', { session_idle_hours: 12 }, as(people.administrator.cookie));
  });
});

describe('roles', () => {
  it('records the signed-in person on every operation, whatever the body names', async () => {
    const sku = await newSku(people.supervisor.cookie);
    const bin = await newBin(people.supervisor.cookie);
    const lot = await newLot(sku, people.operator.cookie);
    await receive(bin, lot, { operator: 'Someone Else' }, people.operator.cookie);
    const history = HistoryResource.parse(
      (await call(t.app, 'GET', `/api/batch/${lot}/history`, undefined, as(people.operator.cookie))).json(),
    );
    expect(history.state.items.map((m) => m.operator)).toEqual(['olga operator']);
  });

  it('refuses an operator a hold and its release with a 403 naming the permission', async () => {
    const problem = expectProblem(
      await call(t.app, 'POST', '/api/holds/release', { item_ids: ['BAT000001'], operator: 'x' }, as(people.operator.cookie)),
      'forbidden',
      403,
    );
    expect(problem.permission).toBe('holds.release');
    expect(problem.detail).toContain('operator');
  });

  it("asks a supervisor's PIN again to release a hold, and counts a wrong one", async () => {
    const lot = await newLot(await newSku(people.supervisor.cookie), people.supervisor.cookie);
    const cookie = people.supervisor.cookie;
    const hold = await call(t.app, 'POST', '/api/holds', { item_ids: [lot], reason: 'recall', operator: 'x' }, as(cookie));
    expect(hold.statusCode, hold.body).toBe(200);
    const release = { item_ids: [lot], operator: 'x' };
    expect(expectProblem(await call(t.app, 'POST', '/api/holds/release', release, as(cookie)), 'forbidden', 403).title).toBe(
      'Confirm with your PIN.',
    );
    expect(
      expectProblem(await call(t.app, 'POST', '/api/holds/release', release, as(cookie, { 'lotline-pin': '9999' })), 'forbidden', 403)
        .title,
    ).toBe('Wrong PIN.');
    const released = await call(t.app, 'POST', '/api/holds/release', release, as(cookie, { 'lotline-pin': '2222' }));
    expect(released.statusCode, released.body).toBe(200);
  });

  it('keeps one active administrator: the last cannot be deactivated or demoted', async () => {
    const cookie = people.administrator.cookie;
    expectProblem(
      await call(t.app, 'PATCH', `/api/person/${people.administrator.id}`, { active: false }, as(cookie)),
      'resource-in-use',
      409,
    );
    expectProblem(
      await call(t.app, 'PATCH', `/api/person/${people.administrator.id}`, { role: 'operator' }, as(cookie)),
      'resource-in-use',
      409,
    );
  });

  it('ends a deactivated person’s sessions and refuses their sign-in, keeping their name on the record', async () => {
    const body = { username: 'leaver', name: 'Lee Leaver', role: 'operator', password: 'leaver-password' };
    const created = await call(t.app, 'POST', '/api/people', body, as(people.administrator.cookie));
    const cookie = await signIn({ username: 'leaver', password: body.password });
    const bin = await newBin(people.supervisor.cookie);
    const sku = await newSku(people.supervisor.cookie);
    await receive(bin, sku, {}, cookie);
    const off = await call(t.app, 'PATCH', `/api/person/${created.json().id}`, { active: false }, as(people.administrator.cookie));
    expect(off.json()).toMatchObject({ active: false, name: 'Lee Leaver' });
    expectProblem(await call(t.app, 'GET', '/api/bins', undefined, as(cookie)), 'unauthenticated', 401);
    expectProblem(await call(t.app, 'POST', '/api/session', { username: 'leaver', password: body.password }), 'unauthenticated', 401);
    const history = HistoryResource.parse(
      (await call(t.app, 'GET', `/api/bin/${bin}/history`, undefined, as(people.supervisor.cookie))).json(),
    );
    expect(history.state.items[0]?.operator).toBe('Lee Leaver');
  });
});

describe('API tokens', () => {
  it('are shown once, act with their role under their name, and stop when revoked', async () => {
    const made = await call(t.app, 'POST', '/api/tokens', { name: 'ERP link', role: 'operator' }, as(people.administrator.cookie));
    expect(made.statusCode, made.body).toBe(201);
    const { token, id } = made.json();
    expect(token).toMatch(/^lot_/);
    const listed = await call(t.app, 'GET', '/api/tokens', undefined, as(people.administrator.cookie));
    expect(JSON.stringify(listed.json())).not.toContain(token);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call(t.app, 'GET', '/api/bins', undefined, bearer)).statusCode).toBe(200);
    expectProblem(await call(t.app, 'POST', '/api/bins', { id: 'BIN700030' }, bearer), 'forbidden', 403);
    expect((await call(t.app, 'GET', '/api/session', undefined, bearer)).json()).toMatchObject({ token: 'ERP link', person: null });
    expect((await call(t.app, 'DELETE', `/api/token/${id}`, undefined, as(people.administrator.cookie))).json().revoked_at).not.toBeNull();
    expectProblem(await call(t.app, 'GET', '/api/bins', undefined, bearer), 'unauthenticated', 401);
  });
});

/** A path of the route with each parameter filled in: the guard answers before parameters are read. */
const pathOf = (path: string) => path.replace(/\{(\w+)\}/g, 'X1');

describe('the permission table, over every route', () => {
  it('answers each route as its permission says, for anonymous callers, each role and a token', async () => {
    const tokens: Partial<Record<Role, string>> = {};
    for (const role of ROLES) {
      const made = await call(t.app, 'POST', '/api/tokens', { name: `${role} token`, role }, as(people.administrator.cookie));
      tokens[role] = made.json().token;
    }
    const callers: { who: string; role: Role | null; headers: Record<string, string> }[] = [
      { who: 'anonymous', role: null, headers: {} },
      ...ROLES.map((role) => ({ who: role, role, headers: as(people[role].cookie, { 'lotline-pin': people[role].pin }) })),
      ...ROLES.map((role) => ({ who: `${role} token`, role, headers: { authorization: `Bearer ${tokens[role]}` } })),
    ];
    const wrong: string[] = [];
    for (const route of t.app.declaredRoutes) {
      const access = ROUTE_ACCESS[route.operationId as RouteName];
      // Signing out would end the session the rest of the table uses.
      if (route.operationId === 'signOut') continue;
      for (const caller of callers) {
        const method = route.method.toUpperCase() as 'GET';
        // A JSON body, so the route's own refusal of a missing one does not answer first.
        const json = method !== 'GET' && method !== 'DELETE';
        const headers = json ? { ...caller.headers, 'content-type': 'application/json' } : caller.headers;
        const response = await t.app.inject({ method, url: pathOf(route.path), headers, ...(json && { payload: '{}' }) });
        const expected =
          access.permission === 'public'
            ? 'answered'
            : caller.role === null
              ? 401
              : roleAllows(caller.role, access.permission)
                ? 'answered'
                : 403;
        const got = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 'answered';
        if (got !== expected) wrong.push(`${route.operationId} as ${caller.who}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
