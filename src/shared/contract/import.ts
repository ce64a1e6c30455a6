import { z } from 'zod';
import { CreateBatchBody } from './batches';
import { CreateBinBody } from './bins';
import { body, idOf, Operator, Quantity, UnitOfMeasure } from './fields';
import { CreateSkuBody } from './skus';

/**
 * CSV import (docs/decisions/019-csv-import.md): the client parses the file and maps its
 * columns, then sends typed rows. Each row of bins, SKUs and batches is exactly its create
 * body, so an import obeys the create endpoints' rules; opening stock is a receipt.
 */
export const IMPORT_KINDS = ['bins', 'skus', 'batches', 'stock'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const ImportKind = z.enum(IMPORT_KINDS, { error: `must be one of ${IMPORT_KINDS.join(', ')}` });

/** A plant's sheet of lots or stock fits well within this; the bench times a full file. */
export const MAX_IMPORT_ROWS = 10_000;

/** Opening stock: units of a SKU or batch received into a bin (never a mixture). */
export const StockImportRow = body({ bin: idOf('BIN'), item: idOf('SKU', 'BAT'), quantity: Quantity });
export type StockImportRow = z.infer<typeof StockImportRow>;

export const ROW_SCHEMAS = {
  bins: CreateBinBody,
  skus: CreateSkuBody,
  batches: CreateBatchBody,
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
  /** checks every row and answers the problems without writing anything */
  dry_run: z.boolean().optional(),
  /** who imports: the opening stock's receive operation names them */
  operator: Operator.optional(),
});
export type ImportBody = z.infer<typeof ImportBody>;

/** One problem with one cell: `row` counts from 0 in `rows`, `column` is the field's path. */
export const ImportProblem = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportProblem = z.infer<typeof ImportProblem>;

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
});
export type ImportAnswer = z.infer<typeof ImportAnswer>;

/** `rows[12].unit`: how a real import names a problem in `invalid-params`. */
export const importParamName = (problem: ImportProblem): string => `rows[${problem.row}].${problem.column}`;
