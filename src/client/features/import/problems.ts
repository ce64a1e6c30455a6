import type { ImportKind, ImportProblem } from '../../../shared/contract/import';
import type { InvalidParam } from '../../../shared/contract/problem';
import type { ColumnMapping } from './columns';
import { IMPORT_FIELDS } from './fields';

/** A real import refused after its check (something changed meanwhile) names problems as `rows[12].unit`. */
export function problemsOfParams(params: readonly InvalidParam[]): ImportProblem[] {
  return params.flatMap(({ name, reason }) => {
    const match = /^rows\[(\d+)\]\.(.+)$/.exec(name);
    return match ? [{ row: Number(match[1]), column: match[2] ?? '', reason }] : [];
  });
}

/** A problem's field: `owned_codes[1]` belongs to the owned codes column. */
export const fieldOf = (column: string) => column.replace(/\[\d+\]$/, '');

/** Problems grouped by row, for the preview. */
export function problemsByRow(problems: readonly ImportProblem[]): Map<number, ImportProblem[]> {
  const byRow = new Map<number, ImportProblem[]>();
  for (const problem of problems) byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  return byRow;
}

/** Where the person finds a row and a field in their file. */
export interface FilePlaces {
  kind: ImportKind;
  headers: readonly string[];
  lines: readonly number[];
  mapping: ColumnMapping;
}

/** The file line of a data row (the header is line 1). */
export const lineOf = (places: FilePlaces, row: number): number => places.lines[row] ?? row + 2;

/** A field's column as the file heads it; a field without one by the name the import gives it. */
export function columnOf(places: FilePlaces, column: string): string {
  const key = fieldOf(column);
  const index = places.mapping[key];
  if (index != null) return places.headers[index] || `${index + 1}`;
  return IMPORT_FIELDS[places.kind].find((field) => field.key === key)?.label ?? column;
}

/** "Line 3, column Name: a SKU needs a name." */
export const problemText = (places: FilePlaces, problem: ImportProblem): string =>
  `Line ${lineOf(places, problem.row)}, column ${columnOf(places, problem.column)}: ${problem.reason}.`;
