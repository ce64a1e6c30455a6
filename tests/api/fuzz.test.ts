import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Problem, PROBLEM_CONTENT_TYPE } from '../../src/shared/contract/problem';
import { call, newBin } from '../support/builders';
import { testDialect } from '../support/databases';
import { snapshotDatabase, type DatabaseSnapshot } from '../support/fuzz/db-snapshot';
import { changesState, requestsTo, strayRequests, type FuzzRequest, type Route } from '../support/fuzz/requests';
import { expectLedgerConsistent, startTestApp, type TestApp } from '../support/test-app';

/** Every route the app registers, as Fastify reports it through its onRoute hook. */
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) =>
  (await import('../support/route-log')).withRouteLog(await importOriginal<typeof FastifyModule>(), registered),
);

/** FUZZ_SEED and FUZZ_RUNS reproduce or widen a run; the default seed keeps CI deterministic. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_700);
/** Valid changes run after the malformed ones, as they change the database. */
const VALID_RUNS = Math.ceil(RUNS / 5);

let t: TestApp;
let routes: Route[];
let knownIds: string[];

/** A few bins, SKUs and batches with codes, props and stock, so requests naming them reach the rules. */
async function seed(): Promise<string[]> {
  const ok = async (method: string, url: string, body: unknown) => {
    const response = await call(t.app, method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  };
  const bins = [await newBin(t.app, 'BIN000001'), await newBin(t.app, 'BIN000002'), await newBin(t.app, 'BIN000003')];
  await ok('PATCH', '/api/bin/BIN000002', { props: { aisle: 'B', cost_per_case: { unit: 'USD', value: 3 } } });
  await ok('POST', '/api/skus', { id: 'SKU000001', name: 'Bolt M4', owned_codes: ['4006381333931'], props: { count_per_case: 100 } });
  await ok('POST', '/api/skus', { id: 'SKU000002', name: 'Nut M4', associated_codes: ['NUT-M4'] });
  await ok('POST', '/api/batches', { id: 'BAT000001', sku_id: 'SKU000001', name: 'Bolts lot 1', owned_codes: ['LOT-1'] });
  await ok('POST', '/api/batches', { id: 'BAT000002', name: 'Loose lot' });
  await ok('POST', '/api/bin/BIN000001/contents', { id: 'SKU000001', quantity: 40 });
  await ok('POST', '/api/bin/BIN000001/contents', { id: 'BAT000001', quantity: 12 });
  await ok('PUT', '/api/bin/BIN000001/contents/move', { id: 'SKU000001', destination: 'BIN000002', quantity: 5 });
  await ok('POST', '/api/bin/BIN000003/audit', { counts: { BAT000002: 2 }, operator: 'fuzz' });
  // Valid ids that name nothing, so 404 paths are exercised as well.
  return [...bins, 'SKU000001', 'SKU000002', 'BAT000001', 'BAT000002', 'BIN999999', 'SKU999999', 'BAT999999', 'MIX000001'];
}

/** The app's routes under /api, each with the declaration the OpenAPI document is built from. */
function fuzzedRoutes(): Route[] {
  const opPath = (url: string) => url.replace(/:([^/]+)/g, '{$1}');
  return (
    [...registered]
      .map((entry) => entry.split(' ') as [string, string])
      .filter(([method, url]) => url.startsWith('/api/') && method !== 'HEAD')
      .map(([method, url]) => {
        const op = t.app.declaredRoutes.find((o) => o.method === method.toLowerCase() && o.path === opPath(url));
        if (!op) throw new Error(`${method} ${url} has no declaration, so its contract cannot be fuzzed`);
        return { method, url, op };
      })
      // A valid body there turns accounts on, and every later request would learn only 401;
      // a failed sign-in is counted. tests/api/accounts.test.ts covers those routes.
      .filter(({ op }) => op.tag !== 'People')
  );
}

beforeAll(async () => {
  t = await startTestApp();
  routes = fuzzedRoutes();
  knownIds = await seed();
});
afterAll(() => t.close());

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 300)}\nheaders ${JSON.stringify(request.headers).slice(0, 300)}\nbody ${String(request.payload).slice(0, 300)}`;

/** A refusal is a 4xx problem document whose status is the response's. */
function expectRefusal(request: FuzzRequest, response: LightMyRequestResponse): void {
  const where = `${describeRequest(request)}\n→ ${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.headers['content-type'], where).toContain(PROBLEM_CONTENT_TYPE);
  const problem = Problem.safeParse(response.json());
  expect(problem.success, where).toBe(true);
  expect(problem.data?.status, where).toBe(response.statusCode);
  // A validation problem says what was wrong: in its detail, or field by field.
  if (problem.data?.type === 'validation-error') expect(problem.data.detail ?? problem.data['invalid-params']?.[0], where).toBeTruthy();
}

const send = (request: FuzzRequest) =>
  t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });

/** Requests to every route the app has, spoiled with junk, plus some no route takes. */
function malformedRequests(): fc.Arbitrary<FuzzRequest> {
  const context = { knownIds, junk: true };
  // Routes that read more inputs get more requests: one that reads none can only be sent junk bodies and queries.
  const inputs = (route: Route) => [route.op.params, route.op.query, route.op.body].filter(Boolean).length;
  const routed = routes.map((route) => ({ weight: 1 + 2 * inputs(route), arbitrary: requestsTo(route, context) }));
  return fc.oneof({ weight: 12, arbitrary: fc.oneof(...routed) }, { weight: 1, arbitrary: strayRequests(routes, context) });
}

/** Requests of the contract's shape to the routes that change things. */
function validChanges(): fc.Arbitrary<FuzzRequest> {
  const context = { knownIds, junk: false };
  const changing = routes.filter((route) => route.method !== 'GET');
  return fc.constantFrom(...changing).chain((route) => requestsTo(route, context));
}

/** A success is what the contract says the route answers. */
function expectAnswer(request: FuzzRequest, response: LightMyRequestResponse): void {
  const answer = t.app.declaredRoutes.find((op) => op.operationId === request.operationId)?.success.schema;
  if (!answer || response.statusCode === 204) return;
  const parsed = answer.safeParse(response.json());
  expect(parsed.error?.issues, `${describeRequest(request)}\n→ ${response.statusCode} ${response.body.slice(0, 500)}`).toBeUndefined();
}

describe(`contract fuzzing (${testDialect()})`, () => {
  it('answers every malformed request with a 4xx problem and changes nothing', async () => {
    // A change the contract accepts would change the database: only reads may be valid here.
    const requests = malformedRequests().filter((request) => !(request.accepted && changesState(request)));
    const before: DatabaseSnapshot = await snapshotDatabase(t.db);
    let sent = 0;
    let malformed = 0;
    const started = performance.now();

    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        sent++;
        if (!request.accepted) malformed++;
        const response = await send(request);
        // Only a read the contract accepts may succeed.
        if (request.accepted && response.statusCode < 400) expectAnswer(request, response);
        else expectRefusal(request, response);
        // Reads are checked by the final snapshot; checking after each change lets a failure shrink to its request.
        if (changesState(request)) expect(await snapshotDatabase(t.db), describeRequest(request)).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS },
    );

    expect(await snapshotDatabase(t.db)).toEqual(before);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${sent} requests (${malformed} malformed) to ${routes.length} routes in ${seconds} s on ${testDialect()}, seed ${SEED}`,
    );
    expect(malformed).toBeGreaterThanOrEqual(2_000);
  });

  it('answers changes the contract accepts without a 5xx, and keeps the ledger consistent', async () => {
    const requests = validChanges().filter((request) => request.accepted);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const response = await send(request);
        if (response.statusCode < 400) expectAnswer(request, response);
        else expectRefusal(request, response);
      }),
      { seed: SEED, numRuns: VALID_RUNS },
    );
    await expectLedgerConsistent(t.db);
  });
});
