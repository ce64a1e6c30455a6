import { ROW_SCHEMAS, type ImportKind, type ImportProblem, type ImportRow } from '../../../shared/contract/import';
import { invalidParamsOf } from '../../http/parse';

/** A row that passed its schema, with its place in the file. */
export interface Entry<K extends ImportKind = ImportKind> {
  row: number;
  value: ImportRow<K>;
}

export interface CheckedRows<K extends ImportKind> {
  entries: Entry<K>[];
  problems: ImportProblem[];
}

/**
 * Checks each row against its create body (the same rules as the create endpoints), then what
 * only the whole file shows: an id listed twice, or a code owned by two rows. Every problem is
 * named, not just the first, so a preview can show them all.
 */
export function checkRows<K extends ImportKind>(kind: K, rows: readonly unknown[]): CheckedRows<K> {
  const schema = ROW_SCHEMAS[kind];
  const entries: Entry<K>[] = [];
  const problems: ImportProblem[] = [];
  rows.forEach((raw, row) => {
    const result = schema.safeParse(raw);
    if (result.success) entries.push({ row, value: result.data as ImportRow<K> });
    else for (const { name, reason } of invalidParamsOf(result.error)) problems.push({ row, column: name, reason });
  });
  problems.push(...repeatsAcrossRows(entries));
  return { entries, problems: sortProblems(problems) };
}

/** Ids and owned codes must be unique across the file, as they are across the database. */
export function repeatsAcrossRows(entries: readonly Entry[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const idRows = new Map<string, number>();
  const codeRows = new Map<string, number>();
  for (const { row, value } of entries) {
    if (!('id' in value)) continue;
    const first = idRows.get(value.id);
    if (first === undefined) idRows.set(value.id, row);
    else problems.push({ row, column: 'id', reason: `${value.id} is listed already in rows[${first}]` });
    const owned = 'owned_codes' in value ? (value.owned_codes ?? []) : [];
    owned.forEach((code, index) => {
      const owner = codeRows.get(code);
      if (owner === undefined) codeRows.set(code, row);
      else problems.push({ row, column: `owned_codes[${index}]`, reason: `code ${code} is owned already by rows[${owner}]` });
    });
  }
  return problems;
}

/** Problems in file order, so a preview and an API answer list them the same way. */
export const sortProblems = (problems: ImportProblem[]): ImportProblem[] =>
  problems.sort((a, b) => a.row - b.row || (a.column < b.column ? -1 : a.column > b.column ? 1 : 0));
