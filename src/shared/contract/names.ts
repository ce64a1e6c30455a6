import { z } from 'zod';
import { body, expected, idOf, UnitOfMeasure } from './fields';

/** Ids one request may name: a screen that lists thousands (a recall's report) asks in pages of this many. */
export const MAX_NAMED_IDS = 1000;

/** POST /api/names: what a list of bins, SKUs, lots and mixtures are called, in one request. */
export const NamesBody = body({
  ids: z
    .array(idOf('BIN', 'SKU', 'BAT', 'MIX'), { error: expected('a list') })
    .min(1, 'must name at least one id')
    .max(MAX_NAMED_IDS, `must list at most ${MAX_NAMED_IDS} ids`),
});
export type NamesBody = z.infer<typeof NamesBody>;

/** A name and the unit its quantities are in (null for a bin). */
export const NamedItem = z.object({ name: z.string(), unit: UnitOfMeasure.nullable() });
export type NamedItem = z.infer<typeof NamedItem>;

/** By id; deleted things that have history keep their names here, and ids never used are absent. */
export const NamesAnswer = z.object({ state: z.record(z.string(), NamedItem) });
export type NamesAnswer = z.infer<typeof NamesAnswer>;
