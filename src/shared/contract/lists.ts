import { z } from 'zod';
import { envelope } from './envelope';
import { BatchId, BinId, MixId, SkuId, text, UnitOfMeasure } from './fields';
import { MAX_STARTING_FROM, queryCount, SortOrder } from './query-params';

export const LIST_MAX_LIMIT = 100;
export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_TEXT = 200;

export const BIN_SORTS = ['id', 'name'] as const;
export const SKU_SORTS = ['id', 'name'] as const;
export const BATCH_SORTS = ['id', 'name', 'created'] as const;
export const MIXTURE_SORTS = ['id', 'created'] as const;

export const sortOf = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.enum(sorts, { error: `must be one of ${sorts.join(', ')}` }).default(sorts[0]);

/**
 * A text filter: part of an id, or the start of words of a name, in any case and with or
 * without accents ("creme bu" finds "Crème brûlée"); blank filters nothing.
 */
export const ListText = text(LIST_MAX_TEXT);

/** Paging, order and a text filter (on id and name): what every list takes. */
export const listQuery = <S extends readonly [string, ...string[]]>(sorts: S, defaultLimit = LIST_DEFAULT_LIMIT) =>
  z.object({
    text: ListText.optional(),
    sort: sortOf(sorts),
    order: SortOrder.default('asc'),
    startingFrom: queryCount(0, MAX_STARTING_FROM).default(0),
    limit: queryCount(1, LIST_MAX_LIMIT).default(defaultLimit),
  });

/** GET /api/bins */
export const BinListQuery = listQuery(BIN_SORTS);
export type BinListQuery = z.infer<typeof BinListQuery>;

/** GET /api/skus */
export const SkuListQuery = listQuery(SKU_SORTS);
export type SkuListQuery = z.infer<typeof SkuListQuery>;

/** GET /api/batches: also by parent SKU, its id or the words of its name as `text` matches them. */
export const BatchListQuery = listQuery(BATCH_SORTS).extend({ sku: ListText.optional() });
export type BatchListQuery = z.infer<typeof BatchListQuery>;

/** A bin as a list shows it: how many items it holds, not what. */
export const BinSummary = z.object({
  id: BinId,
  name: z.string(),
  zone: z.string().nullable(),
  /** how many different items the bin holds */
  items_held: z.number().int(),
});
export type BinSummary = z.infer<typeof BinSummary>;

export const SkuSummary = z.object({
  id: SkuId,
  name: z.string(),
  unit: UnitOfMeasure,
  /** units on hand in bins, of the SKU itself and of all its batches, in its unit */
  on_hand: z.number(),
});
export type SkuSummary = z.infer<typeof SkuSummary>;

export const BatchSummary = z.object({
  id: BatchId,
  name: z.string(),
  sku_id: SkuId.nullable(),
  sku_name: z.string().nullable(),
  /** its SKU's unit, `ea` without a SKU */
  unit: UnitOfMeasure,
  on_hand: z.number(),
  created_at: z.iso.datetime(),
});
export type BatchSummary = z.infer<typeof BatchSummary>;

/** GET /api/mixtures: `text` matches a mixture's id, or its SKU's id or name. */
export const MixtureListQuery = listQuery(MIXTURE_SORTS);
export type MixtureListQuery = z.infer<typeof MixtureListQuery>;

export const MixtureSummary = z.object({
  id: MixId,
  sku_id: SkuId,
  sku_name: z.string().nullable(),
  bin_id: BinId,
  bin_name: z.string().nullable(),
  /** its SKU's unit */
  unit: UnitOfMeasure,
  /** what its bin holds of it, in its unit */
  on_hand: z.number(),
  created_by: z.string(),
  created_at: z.iso.datetime(),
});
export type MixtureSummary = z.infer<typeof MixtureSummary>;

/** A page of a list: `total` matches in all, and the envelopes of those from `starting_from`. */
export const listResource = <S extends z.ZodType>(item: S) =>
  z.object({
    Id: z.string(),
    state: z.object({
      total: z.number().int(),
      starting_from: z.number().int(),
      limit: z.number().int(),
      items: z.array(envelope(item)),
    }),
  });

export const BinListResource = listResource(BinSummary);
export type BinListResource = z.infer<typeof BinListResource>;

export const SkuListResource = listResource(SkuSummary);
export type SkuListResource = z.infer<typeof SkuListResource>;

export const BatchListResource = listResource(BatchSummary);
export type BatchListResource = z.infer<typeof BatchListResource>;

export const MixtureListResource = listResource(MixtureSummary);
export type MixtureListResource = z.infer<typeof MixtureListResource>;
