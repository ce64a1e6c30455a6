import type { ImportKind, ImportProblem } from '../../../shared/contract/import';
import { eitherReading, readDecimal } from '../../../shared/decimal-text';
import { IMPORT_FIELDS, type ImportField } from './fields';

/** For each field key, the index of the file's column that fills it, or null for none. */
export type ColumnMapping = Record<string, number | null>;

const normalized = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Matches each field to the first header that names it (its key, label or an alias), ignoring case, spaces and punctuation. */
export function autoMap(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const names = headers.map(normalized);
  return Object.fromEntries(
    IMPORT_FIELDS[kind].map((field) => {
      const wanted = new Set([field.key, field.label, ...(field.aliases ?? [])].map(normalized));
      const index = names.findIndex((name) => wanted.has(name));
      return [field.key, index >= 0 ? index : null];
    }),
  );
}

/** Fields that must have a column before the file can be checked. */
export const unmappedRequired = (kind: ImportKind, mapping: ColumnMapping): ImportField[] =>
  IMPORT_FIELDS[kind].filter((field) => field.required && mapping[field.key] == null);

type Cell = { value: unknown } | { problem: string };

function cellValue(field: ImportField, text: string): Cell {
  switch (field.cell) {
    case 'text':
      return { value: text };
    case 'number': {
      // Read as every quantity field reads it: a decimal comma (semicolon files from much of Europe) is a point.
      const read = readDecimal(text);
      if ('value' in read) return read;
      return { problem: read.problem === 'ambiguous' ? `is ambiguous: write ${eitherReading(text)}` : 'must be a number' };
    }
    case 'codes':
      return { value: text.split(/[\s|]+/).filter(Boolean) };
    case 'json':
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return { problem: 'must be JSON, such as {"count_per_case": 12}' };
      }
  }
}

export interface MappedRows {
  rows: Record<string, unknown>[];
  /** each row's cells as the file writes them, by field: a preview shows a refused value as written, not as read */
  cells: Record<string, string>[];
  /** cells that could not be read; the server checks everything else */
  problems: ImportProblem[];
}

/** Turns the file's data rows into the API's row objects; a blank cell leaves its field out. */
export function toRows(kind: ImportKind, data: readonly (readonly string[])[], mapping: ColumnMapping): MappedRows {
  const problems: ImportProblem[] = [];
  const cells: Record<string, string>[] = [];
  const rows = data.map((line, row) => {
    const record: Record<string, unknown> = {};
    const written: Record<string, string> = {};
    for (const field of IMPORT_FIELDS[kind]) {
      const index = mapping[field.key];
      const text = index == null ? '' : (line[index] ?? '').trim();
      if (text === '') continue;
      written[field.key] = text;
      const cell = cellValue(field, text);
      if ('problem' in cell) problems.push({ row, column: field.key, reason: cell.problem });
      else record[field.key] = cell.value;
    }
    cells.push(written);
    return record;
  });
  return { rows, cells, problems };
}

/** The template: the fields' labels as headers and one example row. */
export const templateRows = (kind: ImportKind): string[][] => [
  IMPORT_FIELDS[kind].map((field) => field.label),
  IMPORT_FIELDS[kind].map((field) => field.example),
];
