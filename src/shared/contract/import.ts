import { z } from 'zod';
import { UNITS } from '../units';
import { CreateBatchBody } from './batches';
import { CreateBinBody } from './bins';
import { CreateCustomerBody } from './customers';
import { refineCodes } from './codes';
import { BatchId, BinId, body, CustomerId, idOf, Name, Operator, Quantity, SkuId, UnitOfMeasure } from './fields';
import { CreateSkuBody } from './skus';

/**
 * CSV import (docs/decisions/019-csv-import.md, 032-import-survives-excel.md): the client parses
 * the file and maps its columns, then sends typed rows. Each row of bins, SKUs, batches and customers is its
 * create body, so an import obeys the create endpoints' rules, with what a spreadsheet needs on
 * top: a blank id gets the next free one, as the New forms give it; a SKU needs a name, as the
 * New SKU form says; a unit is read whatever its case. Opening stock is a receipt.
 */
export const IMPORT_KINDS = ['bins', 'skus', 'batches', 'customers', 'stock'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const ImportKind = z.enum(IMPORT_KINDS, { error: `must be one of ${IMPORT_KINDS.join(', ')}` });

/** A plant's sheet of lots or stock fits well within this; the bench times a full file. */
export const MAX_IMPORT_ROWS = 10_000;

/** Opening stock: units of a SKU or batch received into a bin (never a mixture). */
export const StockImportRow = body({ bin: idOf('BIN'), item: idOf('SKU', 'BAT'), quantity: Quantity });
export type StockImportRow = z.infer<typeof StockImportRow>;

/** "KG", "Kg" and "kg" are one unit; a spreadsheet's case is no mistake worth refusing. */
export const UnitAnyCase = z.preprocess(
  (value) => (typeof value === 'string' ? (UNITS.find((unit) => unit.toLowerCase() === value.toLowerCase()) ?? value) : value),
  UnitOfMeasure,
);

/** What the import says of a SKU row without a name, blank or absent. */
export const SKU_NEEDS_A_NAME = 'a SKU needs a name';

export const BinImportRow = body({ ...CreateBinBody.shape, id: BinId.optional() });
export const SkuImportRow = body({
  ...CreateSkuBody.shape,
  id: SkuId.optional(),
  name: Name.trim().min(1, SKU_NEEDS_A_NAME),
  unit: UnitAnyCase.optional(),
}).superRefine(refineCodes);
export const BatchImportRow = body({ ...CreateBatchBody.shape, id: BatchId.optional() }).superRefine(refineCodes);

/** Customers: name, contact, email, phone, address and notes, as New Customer takes them. */
export const CustomerImportRow = body({ ...CreateCustomerBody.shape, id: CustomerId.optional() });

export const ROW_SCHEMAS = {
  bins: BinImportRow,
  skus: SkuImportRow,
  batches: BatchImportRow,
  customers: CustomerImportRow,
  stock: StockImportRow,
} as const satisfies Record<ImportKind, z.ZodType>;

export type ImportRow<K extends ImportKind = ImportKind> = z.infer<(typeof ROW_SCHEMAS)[K]>;

/**
 * Rows are checked one by one (every problem named by row and column) rather than by the
 * body schema, which would stop a dry run at the shape of the first bad row.
 */
export const ImportBody = body({
  kind: ImportKind,
  rows: z
    .array(z.record(z.string(), z.unknown()), { error: 'expected a list of rows' })
    .min(1, 'must list at least one row')
    .max(MAX_IMPORT_ROWS, `must list at most ${MAX_IMPORT_ROWS} rows`),
  /**
   * The file line of each row (the header is line 1), so a message naming another row names
   * the line a person finds it on; row n is line n + 2 when absent.
   */
  lines: z.array(z.number().int().min(1), { error: 'expected a list of line numbers' }).optional(),
  /** checks every row and answers the problems without writing anything */
  dry_run: z.boolean().optional(),
  /** who imports: the opening stock's receive operation names them */
  operator: Operator.optional(),
}).refine((input) => input.lines === undefined || input.lines.length === input.rows.length, {
  path: ['lines'],
  message: 'must give one line number per row',
});
export type ImportBody = z.infer<typeof ImportBody>;

/** One problem with one cell: `row` counts from 0 in `rows`, `column` is the field's path. */
export const ImportProblem = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportProblem = z.infer<typeof ImportProblem>;

/** An id the import gave a row that had none. */
export const GivenId = z.object({ row: z.number().int(), id: z.string() });
export type GivenId = z.infer<typeof GivenId>;

export const ImportAnswer = z.object({
  kind: ImportKind,
  dry_run: z.boolean(),
  /** rows checked (and, unless a dry run, written) */
  rows: z.number().int(),
  /** empty when the import was written; a real import with problems is a 400 instead */
  problems: z.array(ImportProblem),
  /** opening stock: the unit of each item the rows name, so a preview shows every quantity with its unit */
  units: z.record(z.string(), UnitOfMeasure),
  /** the receipts' operations (opening stock only; see the decision record) */
  operation_ids: z.array(z.number().int()),
  /** the next free ids given to rows without one, in file order (a dry run's: those an import now would give) */
  given_ids: z.array(GivenId),
});
export type ImportAnswer = z.infer<typeof ImportAnswer>;

/** `rows[12].unit`: how a real import names a problem in `invalid-params`. */
export const importParamName = (problem: ImportProblem): string => `rows[${problem.row}].${problem.column}`;
