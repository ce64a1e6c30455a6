import { z } from 'zod';
import type { Gs1Fields as ParsedGs1 } from '../gs1/parse';
import { KIND_OF_PREFIX, type LabelKind } from '../labels';
import { envelope } from './envelope';
import { SkuId, text } from './fields';

/** Room for a GS1 DataMatrix's element string or a Digital Link URI with its query, far beyond any label or code. */
export const MAX_SCAN_LENGTH = 512;

/** `GET /api/scan` parameters: the text exactly as the scanner typed it. */
export const ScanQuery = z.object({
  code: text(MAX_SCAN_LENGTH).refine((code) => code.trim() !== '', 'must not be blank'),
});
export type ScanQuery = z.infer<typeof ScanQuery>;

const LABEL_KINDS = Object.values(KIND_OF_PREFIX) as [LabelKind, ...LabelKind[]];

/** A thing a scan names, as search lists it. */
export const ScanItem = z.object({
  id: z.string(),
  kind: z.enum(LABEL_KINDS),
  name: z.string(),
  /** a batch's or mixture's SKU; null for other kinds and for a batch without one */
  sku_id: SkuId.nullable(),
});
export type ScanItem = z.infer<typeof ScanItem>;

const GS1_UNITS = ['kg', 'm', 'm2', 'L', 'm3', 'lb'] as const;
const IsoDate = z.string().nullable();

/** What a GS1 code says (src/shared/gs1/fields.ts documents each field); dates are YYYY-MM-DD. */
export const Gs1Fields = z.object({
  gtin: z.string().nullable(),
  content: z.string().nullable(),
  sscc: z.string().nullable(),
  lot: z.string().nullable(),
  serial: z.string().nullable(),
  expiry: IsoDate,
  best_before: IsoDate,
  production: IsoDate,
  packaging: IsoDate,
  quantity: z.object({ value: z.number(), unit: z.enum(GS1_UNITS) }).nullable(),
  measures: z.array(z.object({ ai: z.string(), value: z.number(), unit: z.enum(GS1_UNITS) })),
  count: z.number().int().nullable(),
  elements: z.array(z.object({ ai: z.string(), value: z.string() })),
  // The parser keeps zod out of the scan layer's first paint, so it states its type itself; this holds the two together.
}) satisfies z.ZodType<ParsedGs1>;

/** Where a scanned code is held: one of an item's codes, or a batch's supplier lot. */
export const CODE_KINDS = ['owned', 'associated', 'supplier_lot'] as const;

/** What a scanned text names; see docs/decisions/046-gs1-scan.md for the order it is read in. */
export const ScanState = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('label'),
    id: z.string(),
    /** null when nothing has that id */
    item: ScanItem.nullable(),
  }),
  z.object({
    kind: z.literal('code'),
    code_kind: z.enum(CODE_KINDS),
    /** the code's owner; of items sharing an associated code or lot, the first by id */
    item: ScanItem,
  }),
  z.object({
    kind: z.literal('gs1'),
    gs1: Gs1Fields,
    /** the SKU holding the GTIN (any of its forms) as a code, owned before associated */
    sku: ScanItem.nullable(),
    /** that SKU's batch whose supplier lot is the code's lot */
    batch: ScanItem.nullable(),
  }),
  z.object({
    kind: z.literal('unknown'),
    /** why: a GS1 code that cannot be read says what is wrong with it */
    reason: z.string(),
  }),
]);
export type ScanState = z.infer<typeof ScanState>;

export const ScanResource = envelope(ScanState);
export type ScanResource = z.infer<typeof ScanResource>;
