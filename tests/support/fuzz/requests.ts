import fc from 'fast-check';
import type { z } from 'zod';
import type { OperationSpec } from '../../../src/server/openapi/operations';
import { parametersOf, type Parameter } from '../../../src/server/openapi/parameters';
import { inlineSchema } from '../../../src/server/openapi/schemas';
import { nearValid, spoiled, type JsonSchema, type SchemaContext } from './from-schema';
import { junkRawBody, junkString, junkValue } from './junk';

/** A route as Fastify registered it (`/api/bin/:id`), with the declaration that describes it. */
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
  /** The route's declaration, which says what a success answers; none for stray requests. */
  operationId?: string;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const changesState = (request: FuzzRequest) => MUTATING.has(request.method);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Content types the server may read as JSON (a body sent so is judged by its schema), and ones it must refuse. */
const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/problem+json',
];
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

/** A body is accepted when it is sent as JSON, parses, and passes the schema. */
function acceptsBody(schema: z.ZodType | undefined, { payload, contentType }: BodyPart): boolean {
  if (!schema) return true;
  if (payload === undefined || !JSON_TYPES.includes(contentType ?? '')) return false;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return false;
  }
  return accepts(schema, value);
}

/** A path value: near-valid (encoded, so the route sees exactly it) or raw bytes that decode to no id. */
function pathValue(parameter: Parameter, context: SchemaContext): fc.Arbitrary<{ raw: string; decoded: string | null }> {
  // An empty segment addresses the parent path, another route (GET /api/archive/ is the archive list).
  const encoded = nearValid(parameter.schema, context)
    .map((value) => {
      const text = asText(value);
      return { raw: encodeURIComponent(text), decoded: text };
    })
    .filter(({ raw }) => raw !== '');
  return spoiled(
    context,
    encoded,
    fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw, decoded: null })),
    8,
  );
}

/** A query value as text: numbers and lists written as OpenAPI says (lists comma-separated). */
function queryText(parameter: Parameter, context: SchemaContext): fc.Arbitrary<string> {
  const described = nearValid(parameter.schema, context).map((value) =>
    Array.isArray(value) && parameter.explode === false ? value.map(asText).join(',') : asText(value),
  );
  return spoiled(context, described, junkString.map(wellFormed), 4);
}

type QueryPairs = [string, string][];

function queryPairs(parameters: Parameter[], context: SchemaContext): fc.Arbitrary<QueryPairs> {
  const perParameter = parameters.map((parameter) => {
    const once = fc.option(queryText(parameter, context), { freq: 3, nil: undefined }).map((text) => (text === undefined ? [] : [text]));
    const repeated = fc.array(queryText(parameter, context), { minLength: 2, maxLength: 3 });
    return spoiled(context, once, repeated, 7).map((texts) => texts.map((text): [string, string] => [parameter.name, text]));
  });
  const junkPair = fc.tuple(junkString.map(wellFormed), junkString.map(wellFormed));
  const extra = spoiled(context, fc.constant([]), fc.array(junkPair, { minLength: 1, maxLength: 2 }), 2);
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

const idempotencyKey = (context: SchemaContext) =>
  fc.option(
    spoiled(
      context,
      fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 40 }).map((key) => key.replace(/[^\x20-\x7e]/g, 'k')),
      fc.constantFrom('', ' ', '\t', 'k'.repeat(201), 'caf\u00e9', 'a\u007fb'),
      4,
    ),
    { freq: 2 },
  );

interface BodyPart {
  payload: string | undefined;
  contentType: string | undefined;
}

const contentType = (context: SchemaContext) =>
  spoiled(context, fc.constant('application/json'), fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES, ...OTHER_TYPES), 4);

/** A JSON body for a route that reads one; for one that does not, mostly none and sometimes junk. */
function bodyPart(schema: JsonSchema | null, context: SchemaContext): fc.Arbitrary<BodyPart> {
  const asJson = (value: unknown) => JSON.stringify(value);
  const payload = schema
    ? spoiled(context, nearValid(schema, context).map(asJson), fc.oneof(junkRawBody, fc.constant(undefined)), 8)
    : fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.oneof(junkValue.map(asJson), junkRawBody) });
  return fc
    .tuple(payload, contentType(context))
    .map(([text, type]) => ({ payload: text, contentType: text === undefined ? undefined : type }));
}

/** Mostly malformed requests to one route, each judged by the contract's own schemas. */
export function requestsTo(route: Route, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const parameters = parametersOf(route.op);
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const bodySchema = route.op.body ? inlineSchema(route.op.body, 'input') : null;
  const parts = fc.record({
    path: fc.tuple(...inPath.map((p) => pathValue(p, context))),
    query: queryPairs(inQuery, context),
    rawQuery: spoiled(context, fc.constant(null), fc.constantFrom(...RAW_QUERY), 6),
    body: bodyPart(bodySchema, context),
    key: route.op.idempotent ? idempotencyKey(context) : fc.constant(null),
  });
  return parts.map(({ path, query, rawQuery, body, key }): FuzzRequest => {
    let index = 0;
    const url = route.op.path.replace(/\{[^}]+\}/g, () => path[index++]?.raw ?? '');
    const encoded = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    const search = [...encoded, ...(rawQuery === null ? [] : [rawQuery])].join('&');
    const params = Object.fromEntries(inPath.map((p, i) => [p.name, path[i]?.decoded]));
    const pathDecodes = path.every((p) => p.decoded !== null);
    return {
      method: route.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...(body.contentType && { 'content-type': body.contentType }), ...(key !== null && { 'idempotency-key': key }) },
      ...(body.payload !== undefined && { payload: body.payload }),
      accepted:
        pathDecodes && accepts(route.op.params, params) && accepts(route.op.query, queryObject(query)) && acceptsBody(route.op.body, body),
      operationId: route.op.operationId,
    };
  });
}

/** A concrete path matches a Fastify route path with `:params`. */
const matcherOf = (url: string) => new RegExp(`^${url.replace(/:[^/]+/g, '[^/]+').replace(/\./g, '\\.')}/?$`);

/** Requests no route takes: a known path with a method it lacks, or a path under /api that names nothing. */
export function strayRequests(routes: Route[], context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const matchers = routes.map((route) => ({ method: route.method, pattern: matcherOf(route.url) }));
  const routed = (method: string, path: string) => matchers.some((m) => m.method === method && m.pattern.test(path));
  const segment = fc.oneof(
    fc.constantFrom(...context.knownIds),
    junkString.map((text) => encodeURIComponent(wellFormed(text))),
    fc.constantFrom(...RAW_SEGMENTS),
  );
  const knownPath = fc.tuple(fc.constantFrom(...routes.map((route) => route.url)), segment).map(([url, id]) => url.replace(/:[^/]+/g, id));
  const word = fc.constantFrom('bin', 'sku', 'batch', 'bins', 'contents', 'history', 'next');
  const unknownPath = fc.array(fc.oneof(segment, word), { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`);
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
