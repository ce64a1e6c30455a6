import type { z } from 'zod';
import { ROW_SCHEMAS, type ImportKind, type ImportProblem, type ImportRow } from '../../../shared/contract/import';
import { invalidParamsOf } from '../../http/parse';
import { plainReason } from './reasons';

/** The file line a person finds a row on (the header is line 1). */
export type LineOf = (row: number) => number;

/** Without the client's line numbers, each row is the line after the one before, under a header. */
export const lineAfterHeader: LineOf = (row) => row + 2;

/** A row that passed its schema, with its place in the file. */
export interface Entry<K extends ImportKind = ImportKind> {
  row: number;
  value: ImportRow<K>;
}

/** What the database is asked about a row: all of a valid row, the valid fields of another. */
export interface Lookup<K extends ImportKind = ImportKind> {
  row: number;
  value: Partial<ImportRow<K>>;
}

export interface CheckedRows<K extends ImportKind> {
  entries: Entry<K>[];
  lookups: Lookup<K>[];
  problems: ImportProblem[];
}

/** The fields of a refused row that pass on their own, so its id or codes are still looked up. */
function validFields<K extends ImportKind>(kind: K, raw: Record<string, unknown>): Partial<ImportRow<K>> {
  const shape: Record<string, z.ZodType | undefined> = ROW_SCHEMAS[kind].shape;
  return Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) => {
      // Own keys only: a column named "constructor" is no field, and must not reach Object's prototype.
      const parsed = Object.hasOwn(shape, key) ? shape[key]?.safeParse(value) : undefined;
      return parsed?.success ? [[key, parsed.data]] : [];
    }),
  ) as Partial<ImportRow<K>>;
}

/**
 * Checks each row against its create body (the same rules as the create endpoints), then what
 * only the whole file shows: an id listed twice, or a code owned by two rows. Every problem is
 * named, not just the first, so a preview can show them all.
 */
export function checkRows<K extends ImportKind>(
  kind: K,
  rows: readonly Record<string, unknown>[],
  lineOf: LineOf = lineAfterHeader,
): CheckedRows<K> {
  const schema = ROW_SCHEMAS[kind];
  const entries: Entry<K>[] = [];
  const lookups: Lookup<K>[] = [];
  const problems: ImportProblem[] = [];
  rows.forEach((raw, row) => {
    const result = schema.safeParse(raw);
    if (result.success) {
      const value = result.data as ImportRow<K>;
      entries.push({ row, value });
      lookups.push({ row, value });
    } else {
      for (const { name, reason } of invalidParamsOf(result.error))
        problems.push({ row, column: name, reason: plainReason(kind, name, reason) });
      lookups.push({ row, value: validFields(kind, raw) });
    }
  });
  problems.push(...repeatsAcrossRows(lookups, lineOf));
  return { entries, lookups, problems: sortProblems(problems) };
}

/** Ids and owned codes must be unique across the file, as they are across the database. */
export function repeatsAcrossRows(entries: readonly Lookup[], lineOf: LineOf): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const idRows = new Map<string, number>();
  const codeRows = new Map<string, number>();
  for (const { row, value } of entries) {
    if ('id' in value && value.id !== undefined) {
      const first = idRows.get(value.id);
      if (first === undefined) idRows.set(value.id, row);
      else problems.push({ row, column: 'id', reason: `${value.id} is already on line ${lineOf(first)}` });
    }
    const owned = 'owned_codes' in value ? (value.owned_codes ?? []) : [];
    owned.forEach((code, index) => {
      const owner = codeRows.get(code);
      if (owner === undefined) codeRows.set(code, row);
      // A code twice in one row is that row's own problem, named by its schema.
      else if (owner !== row)
        problems.push({ row, column: `owned_codes[${index}]`, reason: `code ${code} is already on line ${lineOf(owner)}` });
    });
  }
  return problems;
}

/** Problems in file order, so a preview and an API answer list them the same way. */
export const sortProblems = (problems: ImportProblem[]): ImportProblem[] =>
  problems.sort((a, b) => a.row - b.row || (a.column < b.column ? -1 : a.column > b.column ? 1 : 0));
