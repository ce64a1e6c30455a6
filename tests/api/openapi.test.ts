import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BODY_LIMIT } from '../../src/server/app';
import { IMPORT_BODY_LIMIT } from '../../src/server/features/import/routes';
import type { OpenApiDocument, Operation } from '../../src/server/openapi/document';
import { createCa } from '../../src/server/tls/local-ca';
import { HistoryResource } from '../../src/shared/contract/history';
import { PROBLEM_CONTENT_TYPE } from '../../src/shared/contract/problem';
import { VERSION } from '../../src/shared/version';
import { call } from '../support/builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

/** Every route the app registers, as Fastify reports it through its onRoute hook. */
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) =>
  (await import('../support/route-log')).withRouteLog(await importOriginal<typeof FastifyModule>(), registered),
);

interface Documented {
  method: string;
  path: string;
  op: Operation;
  pattern: RegExp;
}

const DOC_ID = 'lotline-openapi.json';
let t: TestApp;
let doc: OpenApiDocument;
let documented: Documented[];
let ajv: Ajv2020;

beforeAll(async () => {
  // A local CA, so the Connect routes answer their certificate.
  const ca = await createCa('openapi-test', new Date());
  t = await startTestApp({ tls: { mode: 'local-ca', port: 8443, caCert: ca.cert, names: { dns: ['lotline.test'], ips: ['192.0.2.7'] } } });
  doc = (await call(t.app, 'GET', '/api/openapi.json')).json<OpenApiDocument>();
  documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      op,
      pattern: new RegExp(
        `^${path
          .split('/')
          .map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}$`,
      ),
    })),
  );
  // Formats are not checked: every string format in the contract also carries a pattern.
  ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: DOC_ID, components: doc.components });
});
afterAll(() => t.close());

const validators = new Map<string, ValidateFunction>();
function expectMatches(schema: object, value: unknown, what: string): void {
  const rebased = JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`);
  const validate = validators.get(rebased) ?? ajv.compile(JSON.parse(rebased) as object);
  validators.set(rebased, validate);
  expect(validate(value), `${what}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value)}`).toBe(true);
}

function operationFor(method: string, url: string): Documented {
  const pathname = url.split('?')[0] ?? url;
  const found = documented.find((d) => d.method === method && d.pattern.test(pathname));
  if (!found) throw new Error(`${method} ${pathname} is not in the document`);
  return found;
}

/** Operation and status of every real answer checked against the document. */
const checked = new Set<string>();

/** Calls the app and checks the answer is one the document lists, with its media type and schema. */
async function conform(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return checkAnswer(method, url, await call(t.app, method, url, body, headers));
}

/** The same on an app of its own, for calls that would change how the shared app answers. */
async function conformOn(app: FastifyInstance, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return checkAnswer(method, url, await call(app, method, url, body, headers));
}

function checkAnswer(method: string, url: string, response: LightMyRequestResponse): LightMyRequestResponse {
  const { op } = operationFor(method, url);
  const what = `${method} ${url} answered ${response.statusCode}`;
  const answer = op.responses[String(response.statusCode)];
  expect(answer, `${what}, which ${op.operationId} does not document: ${response.body}`).toBeDefined();
  if (answer?.headers?.Location) expect(response.headers.location, `${what} without its Location`).toMatch(/^\/api\//);
  const [mediaType, media] = Object.entries(answer?.content ?? {})[0] ?? [];
  if (mediaType === undefined) expect(response.body, what).toBe('');
  else {
    expect(response.headers['content-type'], what).toContain(mediaType);
    if (media?.schema) expectMatches(media.schema, response.json(), what);
  }
  checked.add(`${op.operationId} ${response.statusCode}`);
  return response;
}

/** A URL for a path template with every parameter set to the same value. */
const urlOf = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document about Lotline as JSON', async () => {
    const response = await call(t.app, 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(doc).toMatchObject({ openapi: '3.1.0', info: { title: 'Lotline', version: VERSION } });
  });

  it('documents exactly the /api routes the app registers, with the same methods', () => {
    const routes = [...registered]
      .map((route) => route.split(' ') as [string, string])
      .filter(([method, url]) => method !== 'HEAD' && url.startsWith('/api/'))
      .map(([method, url]) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes).toContain('GET /api/bin/{id}'); // the hook saw the app's routes
    expect(documented.map((d) => `${d.method} ${d.path}`).sort()).toEqual([...new Set(routes)].sort());
  });

  it('is well formed: unique operation ids, known tags, resolvable references, path parameters declared', () => {
    const ids = documented.map((d) => d.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = doc.tags.map((tag) => tag.name);
    for (const { method, path, op } of documented) {
      const where = `${method} ${path}`;
      expect(
        op.tags.every((tag) => tags.includes(tag)),
        where,
      ).toBe(true);
      expect(op.summary, where).not.toBe('');
      const statuses = Object.keys(op.responses);
      expect(
        statuses.filter((s) => s.startsWith('2')),
        where,
      ).toHaveLength(1);
      const problem = { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } };
      for (const status of statuses.filter((s) => s.startsWith('4')))
        expect(op.responses[status]?.content, `${where} ${status}`).toEqual(problem);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(
        declared.map((p) => p.name),
        where,
      ).toEqual(templated);
      for (const p of declared) expect(p.required && (p.schema.pattern ?? p.schema.enum), `${where} ${p.name}`).toBeTruthy();
      if (op.requestBody) expect(Object.keys(op.requestBody.content), where).toEqual(['application/json']);
    }
    for (const ref of refsIn(doc)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\/\w+$/);
      expect(doc.components.schemas, ref).toHaveProperty(ref.slice('#/components/schemas/'.length));
    }
    expect(JSON.stringify(doc)).not.toMatch(/"\$id"|"\$schema"|__shared/);
  });

  it('names components after the contract exports, and each is a schema a validator compiles', () => {
    const names = Object.keys(doc.components.schemas);
    const expected = ['Problem', 'BinResource', 'CreateBinBodyInput', 'BinAnswer', 'ContentsChangeBody', 'HistoryResource'];
    expect(names).toEqual(expect.arrayContaining(expected));
    for (const name of names) expect(() => ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` }), name).not.toThrow();
  });

  it('documents query parameters by the numbers they stand for, with their defaults and bounds', () => {
    const search = operationFor('GET', '/api/search').op.parameters;
    expect(search).toEqual([
      { name: 'query', in: 'query', required: false, schema: { type: 'string', maxLength: 500 } },
      { name: 'startingFrom', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 } },
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: 100, default: 20 } },
    ]);
    expect(operationFor('GET', '/api/history').op.parameters).toContainEqual({
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
    });
  });

  it('documents a comma-separated list in the query as an array that is not exploded', () => {
    const [ids] = operationFor('GET', '/api/labels').op.parameters ?? [];
    expect(ids).toMatchObject({ name: 'ids', in: 'query', required: true, explode: false, schema: { type: 'array', minItems: 1 } });
  });

  it('documents Idempotency-Key and its 422 on the stock, mixture, run, hold, recall and import changes, and only there', () => {
    const withKey = documented.filter((d) => d.op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'));
    expect(withKey.map((d) => d.op.operationId).sort()).toEqual([
      'appendMixtureAudit',
      'auditBin',
      'changeContents',
      'closeRecall',
      'createMixture',
      'createShipment',
      'createStepInstance',
      'drawMixture',
      'holdItems',
      'importRows',
      'moveContents',
      'notifyRecallCustomer',
      'releaseHolds',
      'splitMixture',
      'startRecall',
      'undoStepInstance',
    ]);
    for (const { op } of withKey) expect(op.responses).toHaveProperty('422');
  });
});

describe('real answers match the document', () => {
  const bin = 'BIN700001';
  const other = 'BIN700002';
  const sku = 'SKU700001';
  const batch = 'BAT700001';

  it('answers every operation successfully with a body its schema accepts', async () => {
    await conform('GET', '/api/status');
    await conform('GET', '/api/next/bin');
    await conform('POST', '/api/bins', { id: bin, props: { aisle: 'A', shelf: { level: 2, tags: ['cold', null] } } });
    await conform('POST', '/api/bins', { id: other });
    await conform('GET', `/api/bin/${bin}`);
    await conform('PATCH', `/api/bin/${bin}`, { props: { aisle: 'B' } });
    await conform('POST', '/api/skus', {
      id: sku,
      name: 'Widget',
      owned_codes: ['W-1'],
      props: { cost_per_case: { unit: 'USD', value: 2.5 }, count_per_case: 12, colour: 'red' },
    });
    await conform('GET', `/api/sku/${sku}`);
    await conform('PATCH', `/api/sku/${sku}`, { name: 'Widget two' });
    await conform('POST', '/api/batches', { id: batch, sku_id: sku, name: 'Lot 1' });
    await conform('GET', `/api/batch/${batch}`);
    await conform('PATCH', `/api/batch/${batch}`, { id: batch, name: 'Lot 1b' });
    const customer = { id: 'CUS700001', name: 'Spa', contact: 'Ann', email: 'ann@spa.example', address: 'Street 1\nTown' };
    await conform('POST', '/api/customers', customer);
    await conform('GET', '/api/customer/CUS700001');
    await conform('PATCH', '/api/customer/CUS700001', { phone: '+1 555 0100', notes: null });
    await conform('GET', '/api/customers?text=spa&sort=name');
    await conform('POST', '/api/customers', { id: 'CUS700002', name: 'Gone soon' });
    await conform('DELETE', '/api/customer/CUS700002');

    const receive = { id: sku, quantity: 10, operator: 'Ann', note: 'first delivery' };
    await conform('POST', `/api/bin/${bin}/contents`, receive, { 'idempotency-key': 'openapi-1' });
    const replay = await conform('POST', `/api/bin/${bin}/contents`, receive, { 'idempotency-key': 'openapi-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await conform('PUT', `/api/bin/${bin}/contents/move`, { id: sku, destination: other, quantity: 3 });
    await conform('POST', `/api/bin/${bin}/audit`, { counts: { [sku]: 6 }, operator: 'Ann' });

    await conform('POST', `/api/bin/${bin}/contents`, { id: batch, quantity: 4 });
    const blend = { mix_id: 'MIX700001', sku_id: sku, bin_id: bin, components: [{ batch_id: batch, quantity: 4 }], created_by: 'Ann' };
    await conform('POST', '/api/mixtures', blend, { 'idempotency-key': 'openapi-mix' });
    await conform('GET', '/api/mixture/MIX700001');
    await conform('POST', '/api/mixture/MIX700001/draw', { quantity: 1.5, created_by: 'Ann', note: 'sample' });
    await conform('POST', '/api/mixture/MIX700001/split', {
      quantity: 2.5,
      destination_bin: other,
      new_mix_id: 'MIX700002',
      created_by: 'Ann',
    });
    await conform('POST', '/api/mixture/MIX700001/audit', { event: 'checked', created_by: 'Ann', details: { ok: true } });
    await conform('GET', '/api/mixture/MIX700001/audit?before=2');
    // A run that draws from the split-off mixture and is undone, so it holds nothing afterwards.
    await conform('POST', '/api/skus', { id: 'SKU700003', name: 'Gift box' });
    const template = {
      template_id: 'TPL700001',
      name: 'Pack',
      inputs: [{ sku_id: 'SKU700003', quantity: 2 }],
      outputs: [{ sku_id: 'SKU700003' }],
    };
    await conform('POST', '/api/step-templates', template);
    await conform('GET', '/api/step-templates?sort=id');
    await conform('GET', '/api/step-template/TPL700001');
    await conform('PATCH', '/api/step-template/TPL700001', { template_id: 'TPL700001', description: 'Boxes of 6' });
    const production = {
      template_id: 'TPL700001',
      operator: 'Ann',
      consumed: [{ resource_id: 'MIX700002', quantity: 0.5, bin_id: other }],
    };
    const made = [{ batch_id: 'BAT700009', sku_id: 'SKU700003', quantity: 2, bin_id: other, name: 'Packed' }];
    await conform(
      'POST',
      '/api/step-instances',
      { ...production, instance_id: 'INS700001', produced: made },
      { 'idempotency-key': 'openapi-run' },
    );
    await conform('GET', '/api/step-instances?template=TPL700001');
    await conform('GET', '/api/step-instance/INS700001');
    await conform('PATCH', '/api/step-instance/INS700001', { instance_id: 'INS700001', notes: 'checked' });
    await conform('POST', '/api/traceability', { batch_ids: ['BAT700009'] });
    await conform('POST', '/api/traceability', { step_instance_ids: ['INS700001'], direction: 'downstream' });
    await conform('POST', '/api/names', { ids: ['BAT700009', 'MIX700002', 'SKU700003', other, 'BIN799999'] });
    await conform(
      'POST',
      '/api/holds',
      { item_ids: ['BAT700009', 'MIX700002'], reason: 'Recall check', operator: 'Ann' },
      { 'idempotency-key': 'openapi-hold' },
    );
    await conform('POST', '/api/holds/release', { item_ids: ['BAT700009', 'MIX700002'], operator: 'Ann' });
    await conform('POST', '/api/import', { kind: 'bins', rows: [{ id: 'BIN700030' }, { id: bin }], dry_run: true });
    await conform(
      'POST',
      '/api/import',
      { kind: 'bins', rows: [{ id: 'BIN700030', name: 'Imported' }] },
      { 'idempotency-key': 'openapi-import' },
    );
    await conform('DELETE', '/api/step-instance/INS700001');
    expectProblem(await conform('DELETE', '/api/step-template/TPL700001'), 'resource-in-use', 409);
    await conform('POST', '/api/step-templates', { ...template, template_id: 'TPL700002' });
    await conform('DELETE', '/api/step-template/TPL700002');

    // Empties the split-off mixture, so nothing holds the batch when it is deleted below.
    await conform('POST', `/api/bin/${other}/contents`, { id: 'MIX700002', quantity: -2.5 });

    const shipment = await conform(
      'POST',
      '/api/shipments',
      { customer_id: 'CUS700001', reference: 'PO-1', lines: [{ bin_id: other, item_id: sku, quantity: 1 }], operator: 'Ann' },
      { 'idempotency-key': 'openapi-ship' },
    );
    await conform('GET', shipment.headers.location as string);
    await conform('GET', `${shipment.headers.location as string}/packing-slip.pdf`);
    await conform('GET', '/api/shipments?customer=CUS700001&limit=5');
    // A drill over a lot shipped to the customer: its whole course, leaving the lot as it was but for the shipment.
    await conform('POST', '/api/skus', { id: 'SKU700031', name: 'Recalled' });
    await conform('POST', '/api/batches', { id: 'BAT700031', sku_id: 'SKU700031' });
    await conform('POST', `/api/bin/${bin}/contents`, { id: 'BAT700031', quantity: 1 });
    await conform('POST', `/api/bin/${bin}/contents`, { id: 'BAT700031', quantity: -1, customer_id: 'CUS700001' });
    const drill = { item_ids: ['BAT700031'], reason: 'Mock recall', drill: true, operator: 'Ann' };
    const recall = await conform('POST', '/api/recalls', drill, { 'idempotency-key': 'openapi-recall' });
    const recallUrl = recall.headers.location as string;
    await conform('GET', recallUrl);
    await conform('GET', '/api/recalls');
    const told = { customer_id: 'CUS700001', method: 'phone', operator: 'Ann' };
    await conform('POST', `${recallUrl}/notifications`, told, { 'idempotency-key': 'openapi-notify' });
    await conform('POST', `${recallUrl}/close`, { operator: 'Ann' }, { 'idempotency-key': 'openapi-close' });
    await conform('GET', `/api/sku/${sku}/bins`);
    await conform('GET', `/api/sku/${sku}/batches`);
    await conform('GET', `/api/batch/${batch}/bins`);
    const ledger = HistoryResource.parse((await conform('GET', '/api/history?limit=5')).json());
    await conform('GET', '/api/history?kind=receive&operator=ann&from=2020-01-01&to=2099-12-31T23:59:59Z');
    await conform('GET', '/api/bins?sort=name&order=desc&text=bin');
    await conform('GET', '/api/skus?text=widget&limit=100');
    await conform('GET', `/api/batches?sku=${sku}&sort=created`);
    await conform('GET', '/api/mixtures?text=mix&sort=created&order=desc');
    await conform('GET', `/api/operation/${ledger.state.items[0]?.operation.id}`);
    await conform('GET', `/api/bin/${bin}/history`);
    await conform('GET', `/api/sku/${sku}/history?startingFrom=1`);
    await conform('GET', `/api/batch/${batch}/history`);
    await conform('GET', '/api/search?query=widget');
    await conform('GET', `/api/scan?code=${encodeURIComponent('(01)09501101020917(17)270508(10)AB-1234(3102)000250')}`);
    for (const labels of ['labels', 'labels.pdf', 'labels.zpl']) await conform('GET', `/api/${labels}?ids=${bin},${sku},${batch}`);
    await conform('GET', '/api/openapi.json');
    await conform('GET', '/api/docs');
    for (const tls of ['tls', 'tls/ca.pem', 'tls/ca.mobileconfig']) await conform('GET', `/api/${tls}`);

    await conform('DELETE', `/api/batch/${batch}`);
    await conform('DELETE', `/api/bin/${other}?force=true`);
    await conform('GET', '/api/archive?kind=bin');
    await conform('GET', `/api/archive/${other}`);
    await conform('POST', `/api/archive/${other}/restore`, {});
    expectProblem(await conform('DELETE', `/api/sku/${sku}`), 'resource-in-use', 409);
    await conform('POST', `/api/bin/${bin}/contents`, { id: sku, quantity: -6 });
    await conform('DELETE', `/api/sku/${sku}`);

    // Accounts on an app of their own: once on, every call needs a session.
    const accounts = await startTestApp();
    try {
      const on = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
        conformOn(accounts.app, method, url, body, headers);
      await on('GET', '/api/settings');
      await on('PATCH', '/api/settings', { session_idle_hours: 10 });
      const init = await on('POST', '/api/accounts/init', { username: 'ann', password: 'ann-password', name: 'Ann', pin: '1234' });
      const session = { cookie: `lotline_session=${init.cookies.find((c) => c.name === 'lotline_session')?.value}` };
      const signedIn = (method: string, url: string, body?: unknown) => on(method, url, body, session);
      await signedIn('GET', '/api/session');
      const person = await signedIn('POST', '/api/people', { username: 'bob', name: 'Bob', role: 'operator', password: 'bob-password' });
      await signedIn('GET', '/api/people');
      await signedIn('GET', `/api/person/${person.json().id}`);
      await signedIn('PATCH', `/api/person/${person.json().id}`, { pin: '4321' });
      const token = await signedIn('POST', '/api/tokens', { name: 'ERP', role: 'operator' });
      await signedIn('GET', '/api/tokens');
      await signedIn('DELETE', `/api/token/${token.json().id}`);
      const webhook = await signedIn('POST', '/api/webhooks', { url: 'https://erp.example/hook', events: ['hold.placed'] });
      await signedIn('GET', '/api/webhooks');
      await signedIn('POST', `/api/webhook/${webhook.json().id}/test`, {});
      await signedIn('GET', `/api/webhook/${webhook.json().id}/deliveries`);
      await signedIn('DELETE', `/api/webhook/${webhook.json().id}`);
      await on('POST', '/api/session', { username: 'bob', pin: '4321' });
      await signedIn('DELETE', '/api/session');
    } finally {
      await accounts.close();
    }

    const unchecked = documented
      .map(({ op }) => `${op.operationId} ${Object.keys(op.responses).find((s) => s.startsWith('2'))}`)
      .filter((success) => !checked.has(success));
    expect(unchecked, 'operations whose success answer no test here has checked').toEqual([]);
  });

  it('answers the problems the rules give with statuses the document lists', async () => {
    await conform('POST', '/api/bins', { id: 'BIN700010' });
    await conform('POST', '/api/skus', { id: 'SKU700010' });
    expectProblem(await conform('POST', '/api/bins', { id: 'BIN700010' }), 'duplicate-resource', 409);
    expectProblem(await conform('GET', '/api/bin/BIN799999'), 'missing-resource', 404);
    expectProblem(await conform('GET', '/api/sku/SKU799999/history'), 'missing-resource', 404);
    expectProblem(await conform('GET', '/api/search?limit=101'), 'validation-error', 400);
    expectProblem(await conform('GET', '/api/history?limit=0'), 'validation-error', 400);
    const release = { id: 'SKU700010', quantity: -1 };
    expectProblem(await conform('POST', '/api/bin/BIN700010/contents', release), 'insufficient-quantity', 409);
    await conform('POST', '/api/bin/BIN700010/contents', { id: 'SKU700010', quantity: 2 }, { 'idempotency-key': 'openapi-2' });
    const reused = await conform(
      'POST',
      '/api/bin/BIN700010/contents',
      { id: 'SKU700010', quantity: 3 },
      { 'idempotency-key': 'openapi-2' },
    );
    expectProblem(reused, 'idempotency-conflict', 422);
    expectProblem(await conform('DELETE', '/api/bin/BIN700010'), 'dangerous-operation', 409);
    const stale = { counts: { SKU700010: 2 }, operator: 'Ann', as_of: { SKU700010: 5 } };
    expectProblem(await conform('POST', '/api/bin/BIN700010/audit', stale), 'precondition-failed', 412);
  });

  it('answers a malformed path parameter on every operation with a documented 400', async () => {
    for (const { method, path } of documented.filter((d) => d.path.includes('{'))) {
      const needsBody = operationFor(method, path).op.requestBody !== undefined;
      expectProblem(await conform(method, urlOf(path, 'not-an-id'), needsBody ? {} : undefined), 'validation-error', 400);
    }
  });

  it('answers every operation that takes a body with a documented 415 for text and 413 for too much', async () => {
    for (const { method, path, op } of documented.filter((d) => d.op.requestBody)) {
      const url = urlOf(path, path.includes('/batch/') ? 'BAT700001' : path.includes('/sku/') ? 'SKU700001' : 'BIN700001');
      const text = await t.app.inject({ method: method as 'POST', url, payload: 'hello', headers: { 'content-type': 'text/plain' } });
      expectProblem(checkAnswer(method, url, text), 'unsupported-media-type', 415);
      const limit = path === '/api/import' ? IMPORT_BODY_LIMIT : BODY_LIMIT;
      const large = await call(t.app, method, url, { id: op.operationId, padding: 'x'.repeat(limit) });
      expectProblem(checkAnswer(method, url, large), 'payload-too-large', 413);
    }
  });
});

describe('GET /api/docs', () => {
  it('renders every operation and schema in one self-contained HTML page', async () => {
    const response = await call(t.app, 'GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    for (const { method, path, op } of documented) {
      expect(page).toContain(`id="op-${op.operationId}"`);
      expect(page).toContain(`<span class="method ${method.toLowerCase()}">${method}</span> <code>${path}</code>`);
    }
    for (const name of Object.keys(doc.components.schemas)) expect(page).toContain(`id="schema-${name}"`);
    expect(page).toContain('<a href="openapi.json">');
    expect(page).not.toMatch(/<script|<link|(src|href)="(https?:)?\/\//i);
  });
});

describe('paths beside the documentation', () => {
  it.each(['/api/openapi.yaml', '/api/docs/extra', '/api/openapi.json/x'])('GET %s stays a not-found problem', async (url) => {
    expectProblem(await call(t.app, 'GET', url), 'not-found', 404);
  });

  it.each(['/api/docs', '/api/openapi.json'])('POST %s is a method-not-allowed problem naming GET', async (url) => {
    const response = await call(t.app, 'POST', url, {});
    expectProblem(response, 'method-not-allowed', 405);
    expect(response.headers.allow).toBe('GET');
  });
});
