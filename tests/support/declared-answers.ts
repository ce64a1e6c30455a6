import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OperationSpec } from '../../src/server/openapi/operations';
import { Problem, PROBLEM_CONTENT_TYPE } from '../../src/shared/contract/problem';

interface Matcher {
  op: OperationSpec;
  pattern: RegExp;
}

const matchersOf = new WeakMap<FastifyInstance, Matcher[]>();

/** The declaration of the route a request reaches: `/api/bin/{id}` matches `/api/bin/BIN000001`. */
function declarationOf(app: FastifyInstance, method: string, url: string): OperationSpec | undefined {
  let matchers = matchersOf.get(app);
  if (!matchers) {
    matchers = app.declaredRoutes.map((op) => ({
      op,
      pattern: new RegExp(
        `^${op.path
          .split('/')
          .map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
    }));
    matchersOf.set(app, matchers);
  }
  const pathname = url.split('?')[0] ?? url;
  return matchers.find((m) => m.op.method === method.toLowerCase() && m.pattern.test(pathname))?.op;
}

/**
 * Fails the test unless an answer is what the route declares: a problem document, or its
 * success status with a body its success schema accepts (what the client parses it with).
 */
export function expectDeclaredAnswer(app: FastifyInstance, method: string, url: string, response: LightMyRequestResponse): void {
  if (method.toUpperCase() === 'HEAD') return;
  const what = `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`;
  if (String(response.headers['content-type']).includes(PROBLEM_CONTENT_TYPE)) {
    expect(Problem.safeParse(response.json()).error?.issues, `${what}\nnot a problem document`).toBeUndefined();
    return;
  }
  const op = declarationOf(app, method, url);
  if (!op || response.statusCode >= 300) return;
  expect(response.statusCode, `${what}\n${op.operationId} declares ${op.success.status}`).toBe(op.success.status);
  if (op.success.schema)
    expect(op.success.schema.safeParse(response.json()).error?.issues, `${what}\nnot a ${op.operationId} answer`).toBeUndefined();
}
