import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { expectDeclaredAnswer } from './declared-answers';

/**
 * JSON request through app.inject; the body is sent as application/json when given. The test
 * fails if the answer is not what the route declares (expectDeclaredAnswer).
 */
export async function call(app: FastifyInstance, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    ...(body !== undefined && { payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
    ...(body === undefined && { headers }),
  });
  expectDeclaredAnswer(app, method, url, response);
  return response;
}

let binCounter = 0;

/** Creates a bin (the next unused test id unless one is given) and returns its id. */
export async function newBin(app: FastifyInstance, id = `BIN9${String(++binCounter).padStart(5, '0')}`): Promise<string> {
  const response = await call(app, 'POST', '/api/bins', { id });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}
