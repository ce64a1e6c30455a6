import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, buildApp } from '../../src/server/app';
import { Problem, PROBLEM_CONTENT_TYPE } from '../../src/shared/contract/problem';
import { call } from '../support/builders';
import { startServer, type ServerProcess } from '../support/server-process';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

/** Every request comes from another site, so any CORS permission would show. */
const ELSEWHERE = { origin: 'http://attacker.example' };

let t: TestApp;
let withClient: FastifyInstance;
let clientDir: string;
beforeAll(async () => {
  t = await startTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'export {};');
  withClient = await buildApp({ db: t.db, staticDir: clientDir });
  await withClient.ready();
});
afterAll(async () => {
  await withClient.close();
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const send = (app: FastifyInstance, method: string, url: string) => app.inject({ method: method as 'GET', url, headers: ELSEWHERE });

function directives(policy: unknown): Map<string, string> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

/** The headers every answer must carry, whatever produced it, and no CORS permission. */
function expectSafeHeaders(response: LightMyRequestResponse): void {
  const { headers } = response;
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
  expect([...csp].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name)).toEqual(
    csp.has('style-src-elem') ? ['style-src-elem'] : [],
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(String(headers['permissions-policy']).split(', ')).toEqual(
    expect.arrayContaining(['camera=(self)', 'microphone=()', 'geolocation=()']),
  );
  expect(Object.keys(headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
}

describe('security headers', () => {
  it('the app policy runs only its own files, refuses style attributes, shows data: barcodes and talks to itself and the label service', async () => {
    const csp = directives((await send(t.app, 'GET', '/api/status')).headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    // No looser fallback for scripts or style attributes than default-src.
    expect(['script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-attr'].filter((name) => csp.has(name))).toEqual([]);
    expect(csp.get('style-src-elem')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('connect-src')).toBe("'self' http://localhost:8899");
  });

  it.each([
    ['JSON', 'GET', '/api/status', 200],
    ['a missing-resource problem', 'GET', '/api/bin/BIN799999', 404],
    ['a validation problem', 'GET', '/api/bin/not-an-id', 400],
    ['an unknown API route', 'GET', '/api/nothing-here', 404],
    ['a wrong method', 'PUT', '/api/status', 405],
    ['the OpenAPI document', 'GET', '/api/openapi.json', 200],
    ['the docs page', 'GET', '/api/docs', 200],
  ])('are on %s', async (_kind, method, url, status) => {
    const response = await send(t.app, method, url);
    expect(response.statusCode).toBe(status);
    expectSafeHeaders(response);
  });

  it.each([
    ['the SPA shell at /', 'GET', '/', 200],
    ['a deep link answered with the shell', 'GET', '/bin/BIN000001', 200],
    ['a built asset', 'GET', '/assets/app.js', 200],
    ['a POST to a page (no JSON body, so refused first)', 'POST', '/bin/BIN000001', 415],
    ['an unknown API route beside the client', 'GET', '/api/nothing-here', 404],
  ])('are on %s when the client is served', async (_kind, method, url, status) => {
    const response = await send(withClient, method, url);
    expect(response.statusCode).toBe(status);
    expectSafeHeaders(response);
  });

  it('are on problems for paths Fastify refuses before routing', async () => {
    expectSafeHeaders(expectAnswer(await send(t.app, 'GET', '/api/bin/%E0%A4%A'), 'validation-error', 400));
    expectSafeHeaders(expectAnswer(await send(t.app, 'GET', `/api/bin/BIN${'1'.repeat(200)}`), 'validation-error', 400));
  });

  it('are on 413 and 415 problems', async () => {
    const large = await call(t.app, 'POST', '/api/bins', { id: 'BIN700001', padding: 'x'.repeat(BODY_LIMIT) }, ELSEWHERE);
    expectSafeHeaders(expectAnswer(large, 'payload-too-large', 413));
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/bins',
      payload: '{}',
      headers: { ...ELSEWHERE, 'content-type': 'text/plain' },
    });
    expectSafeHeaders(expectAnswer(text, 'unsupported-media-type', 415));
  });

  it('the docs page keeps its inline style by hash: no script, nothing loaded, no framing', async () => {
    const response = await send(t.app, 'GET', '/api/docs');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
    expect(csp.get('style-src')).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(response.body).not.toMatch(/\sstyle=/);
  });
});

/** Returns the response after checking it is the given problem, so header checks can follow. */
function expectAnswer(response: LightMyRequestResponse, type: Problem['type'], status: number): LightMyRequestResponse {
  expectProblem(response, type, status);
  return response;
}

describe('CSRF: only JSON bodies, no CORS', () => {
  // A page elsewhere can POST these three types without a preflight (a form, or a simple fetch).
  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'id=BIN700101'],
    [
      'a multipart form post',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\nBIN700101\r\n--x--\r\n',
    ],
    ['JSON sent as text/plain', 'text/plain', '{"id":"BIN700101"}'],
  ])('refuses %s to a mutating route with 415 and creates nothing', async (_kind, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bins',
      payload,
      headers: { ...ELSEWHERE, 'content-type': contentType },
    });
    expectSafeHeaders(expectAnswer(response, 'unsupported-media-type', 415));
    expectProblem(await call(t.app, 'GET', '/api/bin/BIN700101'), 'missing-resource', 404);
  });

  it('gives a preflight from another origin no permission, so a cross-site JSON POST is never sent', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bins',
      headers: { ...ELSEWHERE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expectSafeHeaders(expectAnswer(response, 'method-not-allowed', 405));
  });

  it('still takes a JSON body from the app itself', async () => {
    const response = await call(t.app, 'POST', '/api/bins', { id: 'BIN700102' });
    expect(response.statusCode).toBe(201);
    expectSafeHeaders(response);
  });
});

describe('a 16 MB body over real HTTP', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer(t.database.env);
  });
  afterAll(async () => {
    server.kill('SIGTERM');
    await server.exited;
  });

  const body = Buffer.alloc(16 * 1024 * 1024, ' ');

  /** Sends the body in 1 MB chunks with no Content-Length, so the server learns its size only by reading. */
  const postInChunks = (url: string) =>
    new Promise<{ status: number; contentType: string; text: string }>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            text: Buffer.concat(parts).toString(),
          }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      for (let offset = 0; offset < body.length; offset += 1024 * 1024) request.write(body.subarray(offset, offset + 1024 * 1024));
      request.end();
    });

  function expectTooLarge(status: number, contentType: string | null, text: string, attempt: number): void {
    expect(status, `attempt ${attempt}`).toBe(413);
    expect(contentType).toContain(PROBLEM_CONTENT_TYPE);
    expect(Problem.parse(JSON.parse(text)).type).toBe('payload-too-large');
  }

  it('gets its 413 problem read by the client every time, 20 times in a row', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await fetch(`${server.url}/api/bins`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expectTooLarge(response.status, response.headers.get('content-type'), await response.text(), attempt);
    }
  });

  it('gets its 413 problem every time when sent without a Content-Length, 20 times in a row', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const { status, contentType, text } = await postInChunks(`${server.url}/api/bins`);
      expectTooLarge(status, contentType, text, attempt);
    }
  });
});
