import fc from 'fast-check';
import { junkString, junkValue, NASTY_STRINGS, nastyCharacter } from './junk';

export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaContext {
  /** Ids that exist in the database under test: a request naming one reaches the route's rules. */
  knownIds: readonly string[];
}

/** How often a node of a value is swapped for junk. */
const JUNK_WEIGHT = 1;
const VALID_WEIGHT = 5;

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function stringOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  const maxLength = num(schema.maxLength, Infinity);
  const minLength = num(schema.minLength, 0);
  if (typeof schema.pattern !== 'string') {
    // Free text of a fitting length, often with NUL, astral, bidi or combining characters in it.
    const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
    return fc.oneof(
      fc.string({ minLength, maxLength: Math.min(maxLength, 30) }),
      fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, 30) }),
      fc.constantFrom(...NASTY_STRINGS.filter(fits)),
      fc.tuple(fc.string({ maxLength: 12 }), nastyCharacter, fc.string({ maxLength: 12 })).map((parts) => parts.join('')).filter(fits),
    );
  }
  const pattern = new RegExp(schema.pattern);
  const matching = fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= maxLength);
  const known = context.knownIds.filter((id) => pattern.test(id));
  const likely = known.length === 0 ? matching : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: matching });
  // Near misses: a matching text with its last character repeated (an id with hundreds of digits) or something stuck on.
  const nearMiss = fc.oneof(
    fc.tuple(likely, fc.integer({ min: 1, max: 400 })).map(([text, times]) => text + (text.at(-1) ?? 'x').repeat(times)),
    fc.tuple(likely, nastyCharacter, fc.boolean()).map(([text, extra, before]) => (before ? extra + text : text + extra)),
  );
  return fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: nearMiss });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = num(schema.minimum, -(2 ** 31));
  const max = num(schema.maximum, 2 ** 31);
  const huge = schema.maximum === undefined ? [1e10, 2 ** 53 + 2, 1e21] : [];
  const edges = fc.constantFrom(min, max, min - 1, max + 1, ...huge, ...(integer ? [] : [min + 0.5, max - 0.001]));
  const inside = integer ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 3, arbitrary: inside }, { weight: 1, arbitrary: edges });
}

function objectOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, nearValid(property, context)])),
    { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
  );
  const missing = required.size === 0 ? fc.constant(null) : fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...required) });
  const additional = schema.additionalProperties;
  const extra =
    additional && typeof additional === 'object'
      ? fc.dictionary(schema.propertyNames ? (nearValid(schema.propertyNames as JsonSchema, context) as fc.Arbitrary<string>) : fc.string({ maxLength: 12 }), nearValid(additional as JsonSchema, context), { maxKeys: 4 })
      : fc.constant({});
  const strayKeys = fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(junkString, junkValue, { minKeys: 1, maxKeys: 2 }) });
  return fc.tuple(fields, extra, strayKeys, missing).map(([known, more, stray, dropped]) => {
    const value: Record<string, unknown> = { ...stray, ...more, ...known };
    if (dropped !== null) delete value[dropped];
    return value;
  });
}

/** A value of the schema's shape, with nothing swapped for junk at its top. */
function shaped(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => nearValid(alternative, context)));
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => shaped({ ...schema, type }, context)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, context);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(nearValid((schema.items ?? {}) as JsonSchema, context), { maxLength: Math.min(num(schema.maxItems, 4), 4) });
    case 'object':
      return objectOf(schema, context);
    default:
      // {} or a $ref to the recursive JSON value: any JSON will do.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A value built from a contract's JSON Schema where any node may be swapped for junk: most
 * are close to valid (so requests get past the first check and into the route's rules), and
 * whether the whole is valid is left to the contract's own zod schema to judge.
 */
export function nearValid(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: VALID_WEIGHT, arbitrary: shaped(schema, context) }, { weight: JUNK_WEIGHT, arbitrary: junkValue });
}
