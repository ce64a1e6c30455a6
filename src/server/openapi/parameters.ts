import { z } from 'zod';
import { KEY_LIFETIME_MS } from '../http/idempotency';
import type { OperationSpec } from './operations';
import { inlineSchema, tidy, type JsonSchema } from './schemas';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  /** false: a list as one comma-separated value, `ids=BIN1,SKU2` */
  explode?: false;
  schema: JsonSchema;
}

/** The schemas a query value passes through, in order: text first, then what the pipes make of it. */
function stagesOf(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) return stagesOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return [...stagesOf(schema.in as z.ZodType), ...stagesOf(schema.out as z.ZodType)];
  return [schema];
}

/**
 * Query values arrive as text, and zod in `io: 'input'` describes only that text (and drops
 * the default). A value the contract turns into a number or a list is described by what it
 * stands for, as OpenAPI serialises it: a number with its bounds, or a comma-separated array.
 */
function queryParam(schema: z.ZodType): Pick<Parameter, 'schema' | 'explode'> {
  const stages = stagesOf(schema);
  const [text] = stages;
  const { default: fallback } = inlineSchema(schema, 'output');
  const withDefault = (described: JsonSchema) => tidy({ ...described, ...(fallback !== undefined && { default: fallback }) });
  if (!(text instanceof z.ZodString)) return { schema: inlineSchema(schema, 'input') };
  const list = stages.find((s) => s instanceof z.ZodArray);
  if (list) return { explode: false, schema: withDefault(inlineSchema(list, 'output')) };
  const numbers = stages.filter((s) => s instanceof z.ZodNumber).map((s) => inlineSchema(s, 'output'));
  if (numbers.length === 0) return { schema: inlineSchema(schema, 'input') };
  // The text form decides too: a pattern of digits only admits whole numbers.
  const whole = numbers.some((n) => n.type === 'integer') || (!text.safeParse('1.5').success && text.safeParse('1').success);
  const bound = (key: 'minimum' | 'maximum', pick: (...values: number[]) => number) => {
    const values = numbers.map((n) => n[key]).filter((v): v is number => typeof v === 'number');
    return values.length > 0 ? { [key]: pick(...values) } : {};
  };
  return { schema: withDefault({ type: whole ? 'integer' : 'number', ...bound('minimum', Math.max), ...bound('maximum', Math.min) }) };
}

const IDEMPOTENCY_KEY: Parameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    `Makes a retry safe: the same key with the same request answers the stored answer and changes nothing. ` +
    `Reusing a key for a different request answers 422. Keys are kept at least ${KEY_LIFETIME_MS / 86_400_000} days.`,
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x20-\\x7e]+$' },
};

/** Path parameters, then query parameters, then the Idempotency-Key header where the route takes one. */
export function parametersOf(op: OperationSpec): Parameter[] {
  const path = Object.entries(op.params?.shape ?? {}).map(([name, schema]): Parameter => ({
    name,
    in: 'path',
    required: true,
    schema: inlineSchema(schema as z.ZodType, 'input'),
  }));
  const required = new Set((op.query ? (inlineSchema(op.query, 'input').required as string[] | undefined) : undefined) ?? []);
  const query = Object.entries(op.query?.shape ?? {}).map(([name, schema]): Parameter => ({
    name,
    in: 'query',
    required: required.has(name),
    ...queryParam(schema as z.ZodType),
  }));
  return [...path, ...query, ...(op.idempotent ? [IDEMPOTENCY_KEY] : [])];
}
