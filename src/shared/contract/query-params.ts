import { z } from 'zod';
import { expected } from './fields';

/** Deepest offset a paged list answers; beyond it, narrow the list with a filter instead. */
export const MAX_STARTING_FROM = 1_000_000;

/** A whole number given in a query string, where every value arrives as text. */
export const queryCount = (min: number, max: number) =>
  z
    .string({ error: expected('a whole number') })
    .regex(/^[0-9]{1,15}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** Which way a sorted list runs. */
export const SortOrder = z.enum(['asc', 'desc'], { error: "must be 'asc' or 'desc'" });
export type SortOrder = z.infer<typeof SortOrder>;
