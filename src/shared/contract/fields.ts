import { z } from 'zod';
import { ID_MAX_DIGITS, idPattern, type LabelPrefix } from '../labels';
import { hasAtMostDecimals, MAX_DECIMALS, UNITS } from '../units';
import { MAX_CODE_LENGTH } from './code-limits';
import { jsonBytes, jsonDepth } from './json-size';

/** Type errors name what was expected; an absent field says so instead. */
export const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required key not provided' : `expected ${what}`;

const quoted = (prefixes: readonly LabelPrefix[]) => {
  const names = prefixes.map((prefix) => `'${prefix}'`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

/** Field atoms: every payload and form schema composes these, so texts live once. */
export const idOf = (...prefixes: [LabelPrefix, ...LabelPrefix[]]) =>
  z
    .string({ error: expected('str') })
    .regex(idPattern(prefixes), `must start with ${quoted(prefixes)} followed by 1 to ${ID_MAX_DIGITS} digits`);

export const BinId = idOf('BIN');
export const SkuId = idOf('SKU');
export const BatchId = idOf('BAT');
export const MixId = idOf('MIX');
export const TemplateId = idOf('TPL');
export const InstanceId = idOf('INS');
/** A customer: a record stock is shipped to, never an item or a place that holds stock. */
export const CustomerId = idOf('CUS');

/** An item that can sit in a bin. */
export const ItemId = idOf('SKU', 'BAT', 'MIX');

/** A whole count of units; booleans and numeric strings are refused. */
export const WholeNumber = z.number({ error: expected('int') }).int('expected int');

/**
 * Largest number of units one call may receive, release, move or count. Quantities are stored
 * as integer micro-units, which stay exact only up to 2^53; this bound keeps every single
 * change far inside that.
 */
export const MAX_UNITS_PER_CHANGE = 1_000_000_000;

/** Keeps a quantity within ±MAX_UNITS_PER_CHANGE. */
export const withinChangeBound = <T extends z.ZodNumber>(quantity: T) =>
  quantity
    .min(-MAX_UNITS_PER_CHANGE, `must be at least -${MAX_UNITS_PER_CHANGE}`)
    .max(MAX_UNITS_PER_CHANGE, `must be at most ${MAX_UNITS_PER_CHANGE}`);

/**
 * An amount of stock: up to three decimal places. Whether the item's unit takes decimals at
 * all (`ea` does not) is the server's check, as only it knows the item's unit.
 */
export const Amount = z.number({ error: expected('number') }).refine(hasAtMostDecimals, `must have at most ${MAX_DECIMALS} decimal places`);

/** The unit a SKU counts its stock in. */
export const UnitOfMeasure = z.enum(UNITS, { error: `must be one of ${UNITS.join(', ')}` });

/** Signed stock change: positive receives, negative releases. */
export const SignedQuantity = withinChangeBound(Amount);

/** More than nothing (moves). */
export const Quantity = withinChangeBound(Amount.positive('must be greater than 0'));

/** Units found by a count: none or more. */
export const UnitCount = withinChangeBound(Amount.min(0, 'value must be at least 0'));

/** Text up to `max` characters. NUL is refused: PostgreSQL cannot store it in text, and no name or code needs it. */
export const text = (max: number) =>
  z
    .string({ error: expected('str') })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

export const MAX_NAME_LENGTH = 200;
export const Name = text(MAX_NAME_LENGTH);

export { MAX_CODE_LENGTH };
export const Code = text(MAX_CODE_LENGTH).min(1, 'must not be empty string').regex(/^\S*$/, 'must not contain whitespace characters');

export const CodeList = z.array(Code, { error: expected('a list') });

/** Whether 'YYYY-MM-DD' names a day that exists: Date would roll 2026-02-30 over to March. */
export function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A calendar date as ISO 8601 'YYYY-MM-DD', which sorts and compares as text. */
export const IsoDate = z
  .string({ error: expected('str') })
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, { message: 'must be a date as YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, 'must be a real calendar date');

/** Today's date in UTC as 'YYYY-MM-DD'. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Free text naming who did something; blank is refused, surrounding spaces dropped. */
export const Operator = text(200).trim().min(1, 'must not be blank');

export const Note = text(2000);

/** A request body: a JSON object with exactly these keys. */
export const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: expected('a dictionary') });

/** A dictionary of at most `max` entries. */
export const atMostEntries = <K extends z.core.$ZodRecordKey, V extends z.ZodType>(key: K, value: V, max: number, entries: string) =>
  z.record(key, value, { error: expected('a dictionary') }).refine((record) => Object.keys(record).length <= max, {
    message: `must have at most ${max} ${entries}`,
    abort: true,
  });

/** A money amount per case; only US dollars are supported, and costs are never negative. */
export const Currency = z.strictObject(
  {
    unit: z.literal('USD', { error: "must be 'USD'" }),
    value: z.number({ error: expected('number') }).min(0, 'value must be at least 0'),
  },
  { error: expected('a dictionary') },
);
export type Currency = z.infer<typeof Currency>;

const CaseCount = WholeNumber.min(0, 'value must be at least 0');

export const MAX_PROPS_KEYS = 50;
export const MAX_PROPS_DEPTH = 4;
export const MAX_PROPS_BYTES = 16 * 1024;

/**
 * Free-form JSON stays small: shallow, and short as stored text. Depth is checked before
 * anything walks the whole value, so a deeply nested one cannot exhaust the stack.
 */
const withinJsonBounds = <T extends z.ZodType>(schema: T) =>
  schema
    .refine((value) => jsonDepth(value, MAX_PROPS_DEPTH) <= MAX_PROPS_DEPTH, {
      message: `must nest at most ${MAX_PROPS_DEPTH} levels deep`,
      abort: true,
    })
    .refine((value) => jsonBytes(value) <= MAX_PROPS_BYTES, `must be at most ${MAX_PROPS_BYTES} bytes as JSON`);

/** Any JSON value (details of a log entry), within the same bounds as props. */
export const SmallJson = withinJsonBounds(z.unknown()).pipe(z.json());

const BoundedProps = withinJsonBounds(atMostEntries(z.string(), z.unknown(), MAX_PROPS_KEYS, 'keys'));

/**
 * A date property. It is tagged rather than a bare 'YYYY-MM-DD' string, so text that merely
 * looks like a date stays text, and an editor knows to offer a date input.
 */
export const DateProp = z.strictObject({ type: z.literal('date'), value: IsoDate });
export type DateProp = z.infer<typeof DateProp>;

const taggedDate = (value: unknown) => typeof value === 'object' && value !== null && 'type' in value && value.type === 'date';

/** Any JSON value; one tagged `type: 'date'` must be a whole, real date property. */
const PropValue = z.json().superRefine((value, ctx) => {
  if (!taggedDate(value)) return;
  for (const issue of DateProp.safeParse(value).error?.issues ?? []) {
    ctx.addIssue({ ...issue });
  }
});

/**
 * Props of bins, SKUs and batches: any keys are kept, the four the product knows are typed,
 * so costs and counts stay computable, and any key may hold a date property.
 */
export const Props = BoundedProps.pipe(
  z
    .object({
      cost_per_case: Currency.nullable().optional(),
      original_cost_per_case: Currency.nullable().optional(),
      count_per_case: CaseCount.nullable().optional(),
      original_count_per_case: CaseCount.nullable().optional(),
    })
    .catchall(PropValue),
);
export type Props = z.infer<typeof Props>;
