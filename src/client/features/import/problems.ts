import type { ImportKind, ImportProblem } from '../../../shared/contract/import';
import { IMPORT_FIELDS } from './fields';
import type { InvalidParam } from '../../../shared/contract/problem';

/** The file line of a data row: the header is line 1. */
export const lineOf = (row: number) => row + 2;

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

/** A problem's column as the mapping screen names it. */
export const columnLabel = (kind: ImportKind, column: string) =>
  IMPORT_FIELDS[kind].find((field) => field.key === fieldOf(column))?.label ?? column;
