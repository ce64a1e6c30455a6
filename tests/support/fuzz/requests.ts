import fc from 'fast-check';
import type { z } from 'zod';
import type { OperationSpec } from '../../../src/server/openapi/operations';
import { parametersOf, type Parameter } from '../../../src/server/openapi/parameters';
import { inlineSchema } from '../../../src/server/openapi/schemas';
import { nearValid, type JsonSchema, type SchemaContext } from './from-schema';
import { junkRawBody, junkString, junkValue } from './junk';

/** A route as Fastify registered it (`/api/bin/:id`), with the contract row that describes it. */
export interface Route {
  method: string;
  url: string;
  op: OperationSpec;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Every part passes the contract's own schemas: only such a request may succeed. */
  accepted: boolean;
  /** The route's contract row (OPERATIONS), which says what a success answers; none for stray requests. */
  operationId?: string;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const changesState = (request: FuzzRequest) => MUTATING.has(request.method);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Content types the server may read as JSON, and ones it must refuse. */
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'application/problem+json'];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/html'];

/**
 * Path segments that are no id however they are decoded, sent as they are (not encoded). Dot
 * segments are left out: the URL parser resolves them into another, valid route.
 */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%F0%9F', 'BIN1%00', 'BIN1;x', '%2F', 'BIN1%2FBIN2', '%25', '%C0%AE'];
/** Query fragments whose keys no route reads, appended as they are. */
const RAW_QUERY = ['%', '%zz=1', '=', '&&', 'a=%E0%A4%A', '%00=%00', '[]=1', 'a[b]=1', 'x=1;y=2'];

/** What a URL can carry: lone surrogates have no UTF-8 form, so they arrive as U+FFFD. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');
const asText = (value: unknown): string => wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) return true;
  try {
    return schema.safeParse(value).success;
  } catch {
    // A schema that throws (a stack overflow) accepts nothing; the server must still answer 4xx.
    return false;
  }
}

function parseJson(text: string | undefined): { ok: boolean; value?: unknown } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A path value: near-valid (encoded, so the route sees exactly it) or raw bytes that decode to no id. */
function pathValue(parameter: Parameter, context: SchemaContext): fc.Arbitrary<{ raw: string; decoded: string | null }> {
  const encoded = nearValid(parameter.schema, context).map((value) => {
    const text = asText(value);
    return { raw: encodeURIComponent(text), decoded: text };
  });
  return fc.oneof({ weight: 8, arbitrary: encoded }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw, decoded: null })) });
}

/** A query value as text: numbers and lists written as OpenAPI says (lists comma-separated). */
function queryText(parameter: Parameter, context: SchemaContext): fc.Arbitrary<string> {
  const described = nearValid(parameter.schema, context).map((value) =>
    Array.isArray(value) && parameter.explode === false ? value.map(asText).join(',') : asText(value),
  );
  return fc.oneof({ weight: 4, arbitrary: described }, { weight: 1, arbitrary: junkString.map(wellFormed) });
}

type QueryPairs = [string, string][];

function queryPairs(parameters: Parameter[], context: SchemaContext): fc.Arbitrary<QueryPairs> {
  const perParameter = parameters.map((parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([] as string[]) },
      { weight: 5, arbitrary: queryText(parameter, context).map((text) => [text]) },
      { weight: 1, arbitrary: fc.array(queryText(parameter, context), { minLength: 2, maxLength: 3 }) },
    ).map((texts) => texts.map((text): [string, string] => [parameter.name, text])),
  );
  const extra = fc.array(fc.tuple(junkString.map(wellFormed), junkString.map(wellFormed)), { maxLength: 2 });
  return fc.tuple(fc.tuple(...perParameter), extra).map(([named, more]) => [...named.flat(), ...more]);
}

/** The query object a route receives: a repeated key becomes a list. */
function queryObject(pairs: QueryPairs): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return query;
}

const idempotencyKey = fc.option(
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 40 }).map((key) => key.replace(/[^\x20-\x7e]/g, 'k')) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t', 'k'.repeat(201), 'caf\u00e9', 'a\u007fb') },
  ),
  { freq: 2 },
);

interface BodyPart {
  payload: string | undefined;
  contentType: string | undefined;
}

const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...JSON_TYPES) }, { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES) });

function bodyPart(schema: JsonSchema | null, context: SchemaContext): fc.Arbitrary<BodyPart> {
  const json = schema ? nearValid(schema, context) : junkValue;
  const payload = fc.oneof(
    { weight: schema ? 8 : 1, arbitrary: json.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: junkRawBody },
    { weight: schema ? 1 : 6, arbitrary: fc.constant(undefined) },
  );
  return fc.tuple(payload, contentType).map(([text, type]) => ({ payload: text, contentType: text === undefined ? undefined : type }));
}

/** Mostly malformed requests to one route, each judged by the contract's own schemas. */
export function requestsTo(route: Route, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const parameters = parametersOf(route.op);
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const bodySchema = route.op.body ? inlineSchema(route.op.body, 'input') : null;
  const parts = fc.record({
    path: fc.tuple(...inPath.map((p) => pathValue(p, context))),
    query: fc.oneof({ weight: 1, arbitrary: fc.constant([] as QueryPairs) }, { weight: 2, arbitrary: queryPairs(inQuery, context) }),
    rawQuery: fc.option(fc.constantFrom(...RAW_QUERY), { freq: 6 }),
    body: bodyPart(bodySchema, context),
    key: route.op.idempotent ? idempotencyKey : fc.constant(null),
  });
  const requests = parts.map(({ path, query, rawQuery, body, key }): FuzzRequest => {
    let index = 0;
    const url = route.op.path.replace(/\{[^}]+\}/g, () => path[index++]?.raw ?? '');
    const search = [...query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`), ...(rawQuery === null ? [] : [rawQuery])].join('&');
    const params = Object.fromEntries(inPath.map((p, i) => [p.name, path[i]?.decoded]));
    const bodyAccepted = !route.op.body || (JSON_TYPES.includes(body.contentType ?? '') && acceptsJson(route.op.body, body.payload));
    return {
      method: route.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...(body.contentType && { 'content-type': body.contentType }), ...(key !== null && { 'idempotency-key': key }) },
      ...(body.payload !== undefined && { payload: body.payload }),
      accepted: path.every((p) => p.decoded !== null) && accepts(route.op.params, params) && accepts(route.op.query, queryObject(query)) && bodyAccepted,
      operationId: route.op.operationId,
    };
  });
  return requests;
}

function acceptsJson(schema: z.ZodType, payload: string | undefined): boolean {
  const parsed = parseJson(payload);
  return parsed.ok && accepts(schema, parsed.value);
}

/** A concrete path matches a Fastify route path with `:params`. */
export const matcherOf = (url: string) => new RegExp(`^${url.replace(/:[^/]+/g, '[^/]+').replace(/\./g, '\\.')}/?$`);

/** Requests no route takes: a known path with a method it lacks, or a path under /api that names nothing. */
export function strayRequests(routes: Route[], context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const matchers = routes.map((route) => ({ method: route.method, pattern: matcherOf(route.url) }));
  const routed = (method: string, path: string) => matchers.some((m) => m.method === method && m.pattern.test(path));
  const segment = fc.oneof(fc.constantFrom(...context.knownIds), junkString.map((text) => encodeURIComponent(wellFormed(text))), fc.constantFrom(...RAW_SEGMENTS));
  const knownPath = fc.tuple(fc.constantFrom(...routes.map((route) => route.url)), segment).map(([url, id]) => url.replace(/:[^/]+/g, id));
  const unknownPath = fc.array(fc.oneof(segment, fc.constantFrom('bin', 'sku', 'batch', 'bins', 'contents', 'history', 'next')), { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`);
  return fc
    .tuple(fc.constantFrom(...METHODS), fc.oneof(knownPath, unknownPath), bodyPart(null, context))
    .filter(([method, path]) => !routed(method, path))
    .map(([method, url, body]): FuzzRequest => ({
      method,
      url,
      headers: body.contentType ? { 'content-type': body.contentType } : {},
      ...(body.payload !== undefined && { payload: body.payload }),
      accepted: false,
    }));
}
