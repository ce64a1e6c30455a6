import type { FastifyInstance } from 'fastify';
import { MAX_BODY_DEPTH } from '../../shared/contract/json-size';
import { AppError } from './app-error';
import { fieldName } from './parse';

declare module 'fastify' {
  interface FastifyRequest {
    /** the JSON body's text as sent: what an Idempotency-Key is bound to */
    rawBody: string | null;
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');
/** A lone surrogate half: text that is not Unicode, from a JSON escape or from bytes that were not UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NOT_UTF8 = '\uDFFF';
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
/** A bad key as the problem names it: its text, each broken character shown as U+FFFD. */
const shown = (name: string) => name.replace(LONE_SURROGATES, '\uFFFD');

/**
 * Bytes that are not UTF-8 become a lone surrogate rather than U+FFFD, so the field they sit
 * in is refused by name instead of being stored with a replacement character.
 */
function decode(buffer: Buffer): string {
  try {
    return strictUtf8.decode(buffer);
  } catch {
    return lenientUtf8.decode(buffer).replaceAll('\uFFFD', NOT_UTF8);
  }
}

/** A value met in the walk, with the member that holds it: the path is built only for a fault. */
interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
  depth: number;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The first place a body breaks the rules every route shares: nested deeper than
 * MAX_BODY_DEPTH, or a key or string that is not Unicode text (looked for only when the text
 * may hold one: bytes that were not UTF-8, or a \u escape). Walked with a stack, not by
 * recursion, so no depth of body can exhaust the server's stack.
 */
export function bodyFault(body: unknown, mayHoldLoneSurrogates = true): { name: string; reason: string } | undefined {
  const stack: Visit[] = [{ value: body, key: null, parent: null, depth: 0 }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (mayHoldLoneSurrogates && LONE_SURROGATE.test(value)) {
        return { name: fieldName(pathOf(visit)) || 'body', reason: 'must be valid UTF-8 text' };
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { name: 'body', reason: `must not nest objects and lists more than ${MAX_BODY_DEPTH} deep` };
    const list = Array.isArray(value);
    for (const [key, member] of Object.entries(value)) {
      const child: Visit = { value: member, key: list ? Number(key) : key, parent: visit, depth: depth + 1 };
      if (mayHoldLoneSurrogates && LONE_SURROGATE.test(key)) {
        return { name: shown(fieldName(pathOf(child))), reason: 'must be a valid UTF-8 key' };
      }
      stack.push(child);
    }
  }
  return undefined;
}

/**
 * JSON bodies through Fastify's own parser (which refuses __proto__ and constructor keys),
 * kept as sent and checked against the rules every route shares before any route reads them.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('rawBody', null);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, buffer: Buffer, done) => {
    const text = decode(buffer);
    request.rawBody = text;
    // Fastify's parser answers through `done`; it returns nothing to wait for.
    void parseJson(request, text, (error, body) => {
      if (error) return done(error);
      // A DELETE's body is no part of what it asks; its route ignores it.
      const fault = request.method === 'DELETE' ? undefined : bodyFault(body, text.includes('\\u') || text.includes(NOT_UTF8));
      if (fault) return done(new AppError('validation-error', { invalidParams: [fault] }));
      done(null, body);
    });
  });
}
