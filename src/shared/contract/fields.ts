import { z } from 'zod';
import type { LabelPrefix } from '../labels';

/** Type errors name what was expected; an absent field says so instead. */
export const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required key not provided' : `expected ${what}`;

/** Field atoms: every payload and form schema composes these, so texts live once. */
export const idOf = (prefix: LabelPrefix) =>
  z
    .string({ error: expected('str') })
    .regex(new RegExp(`^${prefix}[0-9]+$`), `must start with '${prefix}' followed by digits`);

export const BinId = idOf('BIN');
export const SkuId = idOf('SKU');
export const BatchId = idOf('BAT');
export const MixId = idOf('MIX');
export const TemplateId = idOf('TPL');
export const InstanceId = idOf('INS');

/** An item that can sit in a bin. */
export const ItemId = z
  .string({ error: expected('str') })
  .regex(/^(SKU|BAT|MIX)[0-9]+$/, "must start with 'SKU', 'BAT' or 'MIX' followed by digits");

/** A whole count of units; booleans and numeric strings are refused. */
export const WholeNumber = z.number({ error: expected('int') }).int('expected int');

/** Signed stock change: positive receives, negative releases. */
export const SignedQuantity = WholeNumber;

/** At least one whole unit (moves). */
export const Quantity = WholeNumber.min(1, 'must be greater than or equal to 1');

export const Code = z
  .string({ error: expected('str') })
  .min(1, 'must not be empty string')
  .regex(/^\S*$/, 'must not contain whitespace characters');

export const CodeList = z.array(Code, { error: expected('a list') });

/** Free text naming who did something; blank is refused, surrounding spaces dropped. */
export const Operator = z
  .string({ error: expected('str') })
  .trim()
  .min(1, 'must not be blank')
  .max(200, 'must be at most 200 characters');

export const Note = z.string({ error: expected('str') }).max(2000, 'must be at most 2000 characters');

/** A request body: a JSON object with exactly these keys. */
export const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: expected('a dictionary') });

/** Free-form properties: any keys, JSON values. */
export const Props = z.record(z.string(), z.json(), { error: expected('a dictionary') });
