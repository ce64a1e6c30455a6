import { expect } from 'vitest';
import { Problem, PROBLEM_CONTENT_TYPE, type ProblemType } from '../../src/shared/contract/problem';

export interface HttpAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A JSON request over real HTTP to a listening server (`base` is http://host:port), so
 * parallel requests overlap inside the server, or servers, as they do in production.
 */
export async function sendJson(base: string, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** Counts answers by status code, e.g. `{ 201: 100, 409: 100 }`. */
export const tally = (statuses: number[]): Record<number, number> =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

/** Asserts an answer is a problem document with its status's code and returns its type. */
export function problemTypeOf(answer: HttpAnswer): ProblemType {
  expect(answer.contentType, answer.body).toContain(PROBLEM_CONTENT_TYPE);
  const problem = Problem.parse(JSON.parse(answer.body));
  expect(problem.status, answer.body).toBe(answer.status);
  return problem.type;
}
