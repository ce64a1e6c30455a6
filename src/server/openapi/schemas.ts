import { z } from 'zod';
import * as archive from '../../shared/contract/archive';
import * as audit from '../../shared/contract/audit';
import * as batches from '../../shared/contract/batches';
import * as bins from '../../shared/contract/bins';
import * as codes from '../../shared/contract/codes';
import * as customers from '../../shared/contract/customers';
import * as envelope from '../../shared/contract/envelope';
import * as history from '../../shared/contract/history';
import * as labels from '../../shared/label-payload';
import * as lists from '../../shared/contract/lists';
import * as mixtures from '../../shared/contract/mixtures';
import * as nextId from '../../shared/contract/next-id';
import * as problem from '../../shared/contract/problem';
import * as scan from '../../shared/contract/scan';
import * as search from '../../shared/contract/search';
import * as skus from '../../shared/contract/skus';
import * as status from '../../shared/contract/status';
import * as stock from '../../shared/contract/stock';
import * as stepInstances from '../../shared/contract/step-instances';
import * as stepTemplates from '../../shared/contract/step-templates';
import * as traceability from '../../shared/contract/traceability';
import * as holds from '../../shared/contract/holds';
import * as csvImport from '../../shared/contract/import';
import * as names from '../../shared/contract/names';
import * as tls from '../../shared/contract/tls';
import * as people from '../../shared/contract/people';
import * as settings from '../../shared/contract/settings';
import * as shipments from '../../shared/contract/shipments';
import * as recalls from '../../shared/contract/recalls';
import * as webhooks from '../../shared/contract/webhooks';

export type JsonSchema = { [keyword: string]: unknown };
export type Io = 'input' | 'output';

/**
 * Contract modules whose exported objects and records become named components. Field atoms
 * (fields.ts) and other scalars stay inline: `{type: string, pattern: ^BIN[0-9]+$}` reads
 * better than a reference.
 */
const CONTRACT_MODULES: Record<string, unknown>[] = [
  envelope,
  people,
  settings,
  problem,
  codes,
  bins,
  skus,
  batches,
  customers,
  stock,
  shipments,
  audit,
  history,
  archive,
  mixtures,
  stepTemplates,
  stepInstances,
  traceability,
  holds,
  recalls,
  webhooks,
  csvImport,
  names,
  nextId,
  search,
  scan,
  status,
  labels,
  lists,
  tls,
];

export const COMPONENT_PREFIX = '#/components/schemas/';
/** Where zod puts recursive schemas that have no name (z.json()): `<uri of __shared>#/$defs/schemaN`. */
const SHARED_REF = /^#\/components\/schemas\/__shared#\/\$defs\/(.+)$/;

const OPTIONS = { unrepresentable: 'any', target: 'draft-2020-12' } as const;

function contractExports(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const module of CONTRACT_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if ((value instanceof z.ZodObject || value instanceof z.ZodRecord) && !names.has(value)) names.set(value, name);
    }
  }
  return names;
}

/** Deep map over a JSON value, children first. */
function mapJson(value: unknown, visit: (node: JsonSchema) => JsonSchema): unknown {
  if (Array.isArray(value)) return value.map((item) => mapJson(item, visit));
  if (value === null || typeof value !== 'object') return value;
  const mapped = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapJson(item, visit)]));
  return visit(mapped);
}

/** JSON Schema the way a reader wants it: no per-schema $schema/$id, no safe-integer bounds from .int(). */
export function tidy(schema: unknown): JsonSchema {
  return mapJson(schema, (node) => {
    const { $schema: _schema, $id: _id, ...rest } = node;
    if (rest.type === 'integer') {
      if (rest.minimum === Number.MIN_SAFE_INTEGER) delete rest.minimum;
      if (rest.maximum === Number.MAX_SAFE_INTEGER) delete rest.maximum;
    }
    return rest;
  }) as JsonSchema;
}

function renameRefs(schema: unknown, rename: (name: string) => string): unknown {
  return mapJson(schema, (node) =>
    typeof node.$ref === 'string' && node.$ref.startsWith(COMPONENT_PREFIX)
      ? { ...node, $ref: COMPONENT_PREFIX + rename(node.$ref.slice(COMPONENT_PREFIX.length)) }
      : node,
  );
}

/** z.json() converted on its own, where its recursion refers to the root, '#'. */
const JSON_VALUE = JSON.stringify(tidy(z.toJSONSchema(z.json(), OPTIONS)));

/** One io's components: every contract export converted, recursive helpers hoisted under a stable name. */
function convertAll(names: Map<z.ZodType, string>, io: Io): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...OPTIONS, io, uri: (id) => COMPONENT_PREFIX + id });
  const { __shared: shared, ...named } = schemas;
  const hoisted: Record<string, JsonSchema> = {};
  const sharedName = new Map<string, string>();
  for (const [id, def] of Object.entries((shared?.$defs ?? {}) as Record<string, JsonSchema>)) {
    // Every z.json() is the same recursive schema: one JsonValue, whichever instance it came from.
    const selfReferring = JSON.stringify(def).replaceAll(`"${COMPONENT_PREFIX}__shared#/$defs/${id}"`, '"#"');
    const name = selfReferring === JSON_VALUE ? 'JsonValue' : `Recursive${Object.keys(hoisted).length + 1}`;
    sharedName.set(id, name);
    hoisted[name] = def;
  }
  const rehome = (schema: unknown) =>
    mapJson(schema, (node) => {
      const shared = typeof node.$ref === 'string' ? SHARED_REF.exec(node.$ref) : null;
      return shared?.[1] ? { ...node, $ref: COMPONENT_PREFIX + (sharedName.get(shared[1]) ?? shared[1]) } : node;
    });
  return Object.fromEntries(Object.entries({ ...named, ...hoisted }).map(([name, schema]) => [name, tidy(rehome(schema))]));
}

/** Names whose request (input) form differs from their answer (output) form, with whatever refers to them. */
function differingNames(input: Record<string, JsonSchema>, output: Record<string, JsonSchema>): Set<string> {
  const differing = new Set(Object.keys(input).filter((name) => JSON.stringify(input[name]) !== JSON.stringify(output[name])));
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, schema] of Object.entries(input)) {
      const text = JSON.stringify(schema);
      if (!differing.has(name) && [...differing].some((other) => text.includes(`"${COMPONENT_PREFIX}${other}"`))) {
        differing.add(name);
        grew = true;
      }
    }
  }
  return differing;
}

export interface ContractComponents {
  /** Every candidate component; unreferenced ones are pruned when the document is built. */
  schemas: Record<string, JsonSchema>;
  /** A reference to a contract export, in its request (input) or answer (output) form. */
  refOf(schema: z.ZodType, io: Io): JsonSchema;
}

/**
 * Components named after the contract's exports. Requests are described as zod reads them
 * (io 'input': defaults optional, transforms by their input) and answers as the server writes
 * them (io 'output'). A schema whose two forms differ gets an `Input` twin.
 */
export function contractComponents(): ContractComponents {
  const names = contractExports();
  const output = convertAll(names, 'output');
  const input = convertAll(names, 'input');
  const differing = differingNames(input, output);
  const inputName = (name: string) => (differing.has(name) ? `${name}Input` : name);
  const schemas: Record<string, JsonSchema> = { ...output };
  for (const name of differing) schemas[inputName(name)] = renameRefs(input[name], inputName) as JsonSchema;
  return {
    schemas,
    refOf(schema, io) {
      const name = names.get(schema);
      if (!name) throw new Error('OpenAPI: request and answer schemas must be exported from src/shared/contract');
      return { $ref: COMPONENT_PREFIX + (io === 'input' ? inputName(name) : name) };
    },
  };
}

/** A schema converted on its own (parameters), inline. */
export const inlineSchema = (schema: z.ZodType, io: Io): JsonSchema => tidy(z.toJSONSchema(schema, { ...OPTIONS, io }));
