import type { z } from 'zod';
import type { Operation } from '../../shared/contract/envelope';
import { Problem, PROBLEM_STATUS, PROBLEM_TITLE } from '../../shared/contract/problem';
import { PIN_HEADER } from '../../shared/permissions';
import { ApiError } from './api-error';
import { notifySignedOut, pinFromPerson } from './session/session-events';

export interface RequestOptions {
  method?: Operation['method'];
  body?: unknown;
  /** Makes a retried mutation safe: the server answers a repeat with the first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** the signed-in person's PIN, when the server asked them to confirm */
  pin?: string;
}

/** The titles of the server's 403 that asks a person to confirm with their PIN or password. */
const CONFIRM = /^Confirm with your (PIN|password)\.$/;

async function problemOf(response: Response): Promise<Problem> {
  const parsed = Problem.safeParse(await response.json().catch(() => null));
  if (parsed.success) return parsed.data;
  // A proxy or a crash may answer without a problem document; keep its status honest.
  const type = response.status >= 500 ? 'internal-error' : 'validation-error';
  return { type, title: `${PROBLEM_TITLE[type]} (HTTP ${response.status})`, status: response.status || PROBLEM_STATUS[type] };
}

/** Calls the API and parses the answer with its contract schema; failures throw ApiError. */
export async function apiRequest<S extends z.ZodType>(schema: S, href: string, options: RequestOptions = {}): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.pin !== undefined) headers[PIN_HEADER] = options.pin;
  let response: Response;
  try {
    response = await fetch(href, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('connection', null, 'Connection Error');
  }
  if (!response.ok) {
    const problem = await problemOf(response);
    if (problem.type === 'unauthenticated') notifySignedOut();
    // Releasing a hold or deleting asks the signed-in person to confirm: once asked, sent again.
    if (CONFIRM.test(problem.title) && options.pin === undefined) {
      const pin = await pinFromPerson(problem.title);
      if (pin !== null) return apiRequest(schema, href, { ...options, pin });
    }
    throw new ApiError('problem', problem, problem.title);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('bad-response', null, `Unexpected answer from ${href}`);
  return parsed.data;
}

/** Follows one of a resource's operations, as the contract asks clients to. */
export function follow<S extends z.ZodType>(
  schema: S,
  operation: Operation | undefined,
  options: Omit<RequestOptions, 'method'> = {},
): Promise<z.output<S>> {
  if (!operation) return Promise.reject(new Error('The resource does not offer this operation.'));
  return apiRequest(schema, operation.href, { ...options, method: operation.method });
}

/** A fresh key for one user action; getRandomValues works on plain-http LAN installs too. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
