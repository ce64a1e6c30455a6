import type { GivenId, ImportProblem } from '../../../shared/contract/import';
import type { Unit } from '../../../shared/units';
import { Quantity } from '../../ui/quantity';
import { IMPORT_FIELDS, type ImportField } from './fields';
import { fieldOf, lineOf, problemsByRow, problemText, type FilePlaces } from './problems';

export const PREVIEW_ROWS = 20;

/** Identifiers, units and quantities stay whole on a phone, as in every data table; names may break. */
const WHOLE = new Set(['id', 'sku_id', 'bin', 'item', 'unit', 'quantity']);

const cellClass = (key: string, bad: boolean) =>
  [WHOLE.has(key) && 'whitespace-nowrap', bad && 'bg-red-50 text-red-900 ring-1 ring-red-300 ring-inset'].filter(Boolean).join(' ') ||
  undefined;

interface RowView {
  value: Record<string, unknown>;
  written: Record<string, string>;
  given: string | undefined;
  bad: Set<string>;
}

/** A cell as it will be imported; a refused one exactly as the file writes it (1.2345, not a rounded 1.235). */
function cellText(field: ImportField, row: RowView, units: Record<string, Unit>) {
  const value = row.value[field.key];
  if (row.bad.has(field.key)) return row.written[field.key] ?? '';
  if (field.key === 'id' && row.given !== undefined) {
    return (
      <>
        {row.given} <span className="block text-xs text-stone-500">(next free id)</span>
      </>
    );
  }
  if (value === undefined) return '';
  if (field.key === 'quantity' && typeof value === 'number') {
    const item = typeof row.value.item === 'string' ? row.value.item : '';
    return <Quantity value={value} unit={units[item] ?? null} />;
  }
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The file's first rows as they will be imported, each cell with a problem marked and every problem named under its row. */
export function PreviewTable({
  places,
  rows,
  cells,
  given,
  problems,
  units,
}: {
  places: FilePlaces;
  rows: readonly Record<string, unknown>[];
  cells: readonly Record<string, string>[];
  given: readonly GivenId[];
  problems: readonly ImportProblem[];
  units: Record<string, Unit>;
}) {
  const fields = IMPORT_FIELDS[places.kind];
  const byRow = problemsByRow(problems);
  const givenByRow = new Map(given.map(({ row, id }) => [row, id]));
  return (
    // A container, so a row's problems can be as wide as what shows of the table (cqw), not the whole table.
    <div className="@container overflow-x-auto">
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
          {rows.slice(0, PREVIEW_ROWS).flatMap((value, index) => {
            const rowProblems = byRow.get(index) ?? [];
            const row = {
              value,
              written: cells[index] ?? {},
              given: givenByRow.get(index),
              bad: new Set(rowProblems.map((problem) => fieldOf(problem.column))),
            };
            return [
              <tr key={index} aria-invalid={rowProblems.length > 0 || undefined}>
                <th scope="row" className="font-normal text-stone-500">
                  {lineOf(places, index)}
                </th>
                {fields.map((field) => (
                  <td key={field.key} className={cellClass(field.key, row.bad.has(field.key))}>
                    {cellText(field, row, units)}
                  </td>
                ))}
              </tr>,
              ...(rowProblems.length > 0
                ? [
                    <tr key={`${index}-problems`}>
                      <td colSpan={fields.length + 1} className="bg-red-50 text-red-800">
                        {/* Held at the left of the visible part, so a phone shows the whole message however wide the table. */}
                        <ul className="sticky left-2 max-w-[calc(100cqw-1rem)]">
                          {rowProblems.map((problem) => (
                            <li key={problem.column + problem.reason}>{problemText(places, problem)}</li>
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
