import type { ReactNode } from 'react';

/** One column of a list: its header, the sort its header sets, its cell, and what it puts in a CSV. */
export interface Column<Row, S extends string = string> {
  header: string;
  sort?: S;
  /** right-aligned, for quantities */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
  /** CSV header to the field's text, as the cell shows it; a quantity exports its number and unit apart */
  csv: Record<string, (row: Row) => string>;
}

/** The CSV rows of what a table shows: its columns' headers, then one row per row. */
export function csvRows<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string[][] {
  const fields = columns.flatMap((column) => Object.entries(column.csv));
  return [fields.map(([header]) => header), ...rows.map((row) => fields.map(([, value]) => value(row)))];
}
