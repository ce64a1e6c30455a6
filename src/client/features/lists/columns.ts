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

const csvFields = <Row>(columns: readonly Column<Row>[]) => columns.flatMap((column) => Object.entries(column.csv));

/** The CSV header row of a table's columns. */
export const csvHeader = <Row>(columns: readonly Column<Row>[]): string[] => csvFields(columns).map(([header]) => header);

/** The CSV rows of some of a table's rows, under `csvHeader`. */
export function csvBody<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string[][] {
  const fields = csvFields(columns);
  return rows.map((row) => fields.map(([, value]) => value(row)));
}
