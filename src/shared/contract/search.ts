import { z } from 'zod';
import { KIND_OF_PREFIX, type LabelKind } from '../labels';
import { envelope } from './envelope';
import { BinId, expected, SkuId, text, UnitOfMeasure } from './fields';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_STARTING_FROM } from './search-limits';

export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_STARTING_FROM };

/**
 * A whole number from 0 to max given as a query-string parameter. It is clamped to just
 * outside the range first, so digits too many for a double still read as too large.
 */
const pagingNumber = (max: number) =>
  z
    .string({ error: expected('int') })
    .regex(/^-?[0-9]+$/, 'expected int')
    .transform((digits) => Math.min(Math.max(Number(digits), -1), max + 1))
    .pipe(z.number().min(0, 'value must be at least 0').max(max, `value must be at most ${max}`));

/** `GET /api/search` parameters. A missing or blank query is allowed: it finds nothing. */
export const SearchQuery = z.object({
  query: text(SEARCH_MAX_QUERY_LENGTH).optional(),
  startingFrom: pagingNumber(SEARCH_MAX_STARTING_FROM).default(0),
  limit: pagingNumber(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

const LABEL_KINDS = Object.values(KIND_OF_PREFIX) as [LabelKind, ...LabelKind[]];

/** Kinds whose results carry their parent SKU (null when they have none). */
export const KINDS_WITH_SKU: readonly LabelKind[] = ['batch', 'mixture'];

/** Why a result was found: its id, one of its codes, or its name. Scans trust only id and code. */
export const SEARCH_MATCHES = ['id', 'code', 'name'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** Kinds whose results say where they are held. */
export const KINDS_ON_HAND: readonly LabelKind[] = ['sku', 'batch', 'mixture'];

/** How many bins a result lists; further bins are only counted. */
export const SEARCH_ON_HAND_BINS = 3;

/** Stock of a result in one bin, in the result's unit. */
export const OnHandIn = z.object({
  bin_id: BinId,
  /** '' for a bin without a name */
  bin_name: z.string(),
  quantity: z.number(),
});
export type OnHandIn = z.infer<typeof OnHandIn>;

/** Where a SKU or batch is held; a SKU's stock includes its batches', as on its page. */
export const SearchLocations = z.object({
  /** a SKU's own unit; a batch's SKU's, `ea` without one */
  unit: UnitOfMeasure,
  /** the bins holding most of it, most first, at most SEARCH_ON_HAND_BINS; empty when none holds it */
  held: z.array(OnHandIn),
  /** how many other bins hold some */
  more: z.number().int(),
});
export type SearchLocations = z.infer<typeof SearchLocations>;

export const SearchResult = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LABEL_KINDS),
  match: z.enum(SEARCH_MATCHES),
  sku_id: SkuId.nullable().optional(),
  /** on SKUs, batches and mixtures (KINDS_ON_HAND) */
  locations: SearchLocations.optional(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchState = z.object({
  /** Unique results, counted exactly up to starting_from + 1,000; see total_is_exact. */
  total_num_results: z.number().int(),
  /** False when there are more results than were counted: show the total as "n+". */
  total_is_exact: z.boolean(),
  starting_from: z.number().int(),
  limit: z.number().int(),
  returned_num_results: z.number().int(),
  results: z.array(SearchResult),
});
export type SearchState = z.infer<typeof SearchState>;

export const SearchResource = envelope(SearchState);
export type SearchResource = z.infer<typeof SearchResource>;
