import fc from 'fast-check';
import { junkString, junkValue, NASTY_STRINGS, nastyCharacter } from './junk';

export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaContext {
  /** Ids that exist in the database under test: a request naming one reaches the route's rules. */
  knownIds: readonly string[];
  /** Whether values may be spoiled (junk nodes, stray or missing keys), or kept to the schema's shape. */
  junk: boolean;
}

/** The valid arbitrary, or with junk on, mostly it and sometimes the spoiled one. */
export const spoiled = <T, U>(
  context: SchemaContext,
  valid: fc.Arbitrary<T>,
  junk: fc.Arbitrary<U>,
  validWeight = 5,
): fc.Arbitrary<T | U> => (context.junk ? fc.oneof({ weight: validWeight, arbitrary: valid }, { weight: 1, arbitrary: junk }) : valid);

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function stringOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  const maxLength = num(schema.maxLength, Infinity);
  const minLength = num(schema.minLength, 0);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (typeof schema.pattern !== 'string') {
    // Free text of a fitting length, often with NUL, astral, bidi or combining characters in it.
    return fc.oneof(
      fc.string({ minLength, maxLength: Math.min(maxLength, 30) }),
      fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, 30) }),
      fc.constantFrom(...NASTY_STRINGS.filter(fits)),
      fc
        .tuple(fc.string({ maxLength: 12 }), nastyCharacter, fc.string({ maxLength: 12 }))
        .map((parts) => parts.join(''))
        .filter(fits),
    );
  }
  const pattern = new RegExp(schema.pattern);
  const matching = fc.stringMatching(pattern).filter(fits);
  const known = context.knownIds.filter((id) => pattern.test(id));
  const likely =
    known.length === 0 ? matching : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: matching });
  // Near misses: a matching text with its last character repeated (an id with hundreds of digits) or something stuck on.
  const nearMiss = fc.oneof(
    fc.tuple(likely, fc.constantFrom(1, 2, 12, 400)).map(([text, times]) => text + (text.at(-1) ?? 'x').repeat(times)),
    fc.tuple(likely, nastyCharacter, fc.boolean()).map(([text, extra, before]) => (before ? extra + text : text + extra)),
  );
  // Near misses stay on for valid requests too: whether one is valid is the contract's to say.
  return fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: nearMiss });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = num(schema.minimum, -(2 ** 31));
  const max = num(schema.maximum, 2 ** 31);
  const inside = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true });
  const huge = schema.maximum === undefined ? [1e10, 2 ** 53 + 2, 1e21] : [];
  const outside = fc.constantFrom(min - 1, max + 1, ...huge, ...(integer ? [min + 0.5] : []));
  return fc.oneof({ weight: 6, arbitrary: inside }, { weight: 2, arbitrary: fc.constantFrom(min, max) }, { weight: 1, arbitrary: outside });
}

function objectOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = Object.keys(properties).filter((key) => ((schema.required ?? []) as string[]).includes(key));
  const fields = fc.record(Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, nearValid(property, context)])), {
    requiredKeys: required,
  });
  const additional = schema.additionalProperties;
  const extra =
    additional && typeof additional === 'object'
      ? fc.dictionary(
          (schema.propertyNames
            ? nearValid(schema.propertyNames as JsonSchema, context)
            : fc.string({ maxLength: 12 })) as fc.Arbitrary<string>,
          nearValid(additional as JsonSchema, context),
          { maxKeys: 4 },
        )
      : fc.constant({});
  const strayKeys = spoiled(context, fc.constant({}), fc.dictionary(junkString, junkValue, { minKeys: 1, maxKeys: 2 }), 6);
  const missing = required.length === 0 ? fc.constant(null) : spoiled(context, fc.constant(null), fc.constantFrom(...required), 6);
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
 * A value built from a contract's JSON Schema where, with junk on, any node may be swapped
 * for junk: most are close to valid (so requests get past the first check and into the
 * route's rules), and whether the whole is valid is left to the contract's zod schema to judge.
 */
export function nearValid(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  return spoiled(context, shaped(schema, context), junkValue);
}
