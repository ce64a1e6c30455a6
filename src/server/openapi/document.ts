import { ROUTE_ACCESS } from '../../shared/permissions';
import type { RouteName } from '../../shared/routes';
import { PROBLEM_CONTENT_TYPE, PROBLEM_STATUS, PROBLEM_TITLE, Problem, type ProblemType } from '../../shared/contract/problem';
import { VERSION } from '../../shared/version';
import { TAGS, type HttpMethod, type OperationSpec } from './operations';
import { parametersOf, type Parameter } from './parameters';
import { COMPONENT_PREFIX, contractComponents, type ContractComponents, type JsonSchema } from './schemas';

export type { Parameter };
export interface MediaType {
  schema?: JsonSchema;
}
export interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  'x-permission': string;
  'x-confirm-with-pin'?: true;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: { schemas: Record<string, JsonSchema> };
}

const DESCRIPTION = [
  'Scanner-first inventory and lot traceability. Generated from the zod contract in src/shared/contract.',
  `Every failure is an ${PROBLEM_CONTENT_TYPE} document with a type from a closed set; each type has one status.`,
  'Any route may also answer 500 internal-error; a known path with another method answers 405 method-not-allowed with an Allow header.',
].join(' ');

/** The problems an operation can answer: its own, plus those its input brings. */
function problemsOf(op: OperationSpec): ProblemType[] {
  const types = new Set<ProblemType>(op.params || op.query || op.body || op.idempotent ? ['validation-error'] : []);
  if (op.body) ['payload-too-large', 'unsupported-media-type'].forEach((t) => types.add(t as ProblemType));
  if (op.idempotent) types.add('idempotency-conflict');
  op.problems?.forEach((t) => types.add(t));
  // Once accounts are on, a route that is not public asks who calls, and a PIN where it confirms.
  const access = ROUTE_ACCESS[op.operationId as RouteName];
  if (access.permission !== 'public') ['unauthenticated', 'forbidden'].forEach((t) => types.add(t as ProblemType));
  if (access.pin) types.add('too-many-attempts');
  return [...types];
}

function problemResponses(op: OperationSpec): Record<string, Response> {
  const byStatus = new Map<number, ProblemType[]>();
  for (const type of problemsOf(op)) byStatus.set(PROBLEM_STATUS[type], [...(byStatus.get(PROBLEM_STATUS[type]) ?? []), type]);
  const problem = { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: `${COMPONENT_PREFIX}Problem` } } };
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, types]) => [
        String(status),
        { description: types.map((t) => `${t}: ${PROBLEM_TITLE[t]}`).join(' '), content: problem },
      ]),
  );
}

function successResponse(op: OperationSpec, components: ContractComponents): Response {
  const { success } = op;
  const headers: Response['headers'] = {
    ...(success.location && { Location: { description: 'Path of the created resource.', schema: { type: 'string' } } }),
    ...(op.idempotent && {
      'Idempotent-Replayed': {
        description: "'true' when this is the stored answer to an earlier request with the same key.",
        schema: { const: 'true' },
      },
    }),
  };
  const content = success.schema
    ? { 'application/json': { schema: components.refOf(success.schema, 'output') } }
    : success.mediaType && { [success.mediaType]: {} };
  return { description: success.description, ...(Object.keys(headers).length > 0 && { headers }), ...(content && { content }) };
}

function operationOf(op: OperationSpec, components: ContractComponents): Operation {
  const parameters = parametersOf(op);
  const access = ROUTE_ACCESS[op.operationId as RouteName];
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description && { description: op.description }),
    ...(parameters.length > 0 && { parameters }),
    ...(op.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: components.refOf(op.body, 'input') } },
      },
    }),
    responses: { [String(op.success.status)]: successResponse(op, components), ...problemResponses(op) },
    // What the caller's role must allow once accounts are on (src/shared/permissions.ts).
    'x-permission': access.permission,
    ...(access.pin && { 'x-confirm-with-pin': true }),
  };
}

/** Only the components the operations reach, in the order first reached. */
function reachable(paths: unknown, schemas: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const kept: Record<string, JsonSchema> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const ref = (value as JsonSchema).$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)) {
      const name = ref.slice(COMPONENT_PREFIX.length);
      const schema = schemas[name];
      if (schema && !(name in kept)) {
        kept[name] = schema;
        visit(schema);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(paths);
  return kept;
}

/** The OpenAPI 3.1 document of the API, built from the routes' declarations and the contract; tag by tag, as TAGS lists them. */
export function buildOpenApiDocument({
  bodyLimit,
  operations,
}: {
  bodyLimit: number;
  operations: readonly OperationSpec[];
}): OpenApiDocument {
  const components = contractComponents();
  components.refOf(Problem, 'output'); // the problem schema must be a named export: responses refer to it by name
  const tagOrder = Object.keys(TAGS);
  const byTag = [...operations].sort((a, b) => tagOrder.indexOf(a.tag) - tagOrder.indexOf(b.tag));
  const paths: OpenApiDocument['paths'] = {};
  for (const op of byTag) (paths[op.path] ??= {})[op.method] = operationOf(op, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lotline',
      version: VERSION,
      description: `${DESCRIPTION} Request bodies are JSON of at most ${Math.floor(bodyLimit / 1024)} KB.`,
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: { schemas: reachable(paths, components.schemas) },
  };
}
