import type { ImportKind, ImportProblem } from '../../../shared/contract/import';
import type { Unit } from '../../../shared/units';
import { Quantity } from '../../ui/quantity';
import { IMPORT_FIELDS, type ImportField } from './fields';
import { columnLabel, fieldOf, lineOf, problemsByRow } from './problems';

export const PREVIEW_ROWS = 20;

function cellText(field: ImportField, value: unknown, units: Record<string, Unit>, row: Record<string, unknown>) {
  if (value === undefined) return '';
  if (field.key === 'quantity' && typeof value === 'number') {
    const item = typeof row.item === 'string' ? row.item : '';
    return <Quantity value={value} unit={units[item] ?? null} />;
  }
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The file's first rows as they will be imported, each cell with a problem marked and every problem named under its row. */
export function PreviewTable({
  kind,
  rows,
  problems,
  units,
}: {
  kind: ImportKind;
  rows: readonly Record<string, unknown>[];
  problems: readonly ImportProblem[];
  units: Record<string, Unit>;
}) {
  const fields = IMPORT_FIELDS[kind];
  const byRow = problemsByRow(problems);
  return (
    <div className="overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">First rows of the file</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            {fields.map((field) => (
              <th key={field.key} scope="col">
                {field.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PREVIEW_ROWS).flatMap((row, index) => {
            const rowProblems = byRow.get(index) ?? [];
            const bad = new Set(rowProblems.map((problem) => fieldOf(problem.column)));
            return [
              <tr key={index} aria-invalid={rowProblems.length > 0 || undefined}>
                <th scope="row" className="font-normal text-stone-500">
                  {lineOf(index)}
                </th>
                {fields.map((field) => (
                  <td key={field.key} className={bad.has(field.key) ? 'bg-red-50 text-red-900 ring-1 ring-red-300 ring-inset' : undefined}>
                    {cellText(field, row[field.key], units, row)}
                  </td>
                ))}
              </tr>,
              ...(rowProblems.length > 0
                ? [
                    <tr key={`${index}-problems`}>
                      <td colSpan={fields.length + 1} className="bg-red-50 text-red-800">
                        <ul>
                          {rowProblems.map((problem) => (
                            <li key={problem.column + problem.reason}>
                              Line {lineOf(index)}, {columnLabel(kind, problem.column)}: {problem.reason}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>,
                  ]
                : []),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
