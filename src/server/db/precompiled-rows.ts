import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { isPostgres, type DB } from './connect';
import { execute, templateOf } from './precompiled';
import type { Database } from './schema';
import type { Trx } from './transaction';

type Row = Record<string, unknown>;

/** The rows as parameters named by row and column (`2.quantity`). */
function paramsOf(rows: readonly Row[]): Row {
  const params: Row = {};
  rows.forEach((row, i) => {
    for (const column in row) params[`${i}.${column}`] = row[column];
  });
  return params;
}

/** The rows back from such parameters (the stand-ins precompiled builds with). */
function rowsOf(params: Row): Row[] {
  const rows: Row[] = [];
  for (const name in params) {
    const dot = name.indexOf('.');
    (rows[Number(name.slice(0, dot))] ??= {})[name.slice(dot + 1)] = params[name];
  }
  return rows;
}

/** Where each parameter of the statement comes from: a row's column, or a constant the builder put there. */
type Cell = { row: number; column: string } | { value: unknown };

interface RowsTemplate {
  compiled: CompiledQuery;
  cells: Cell[];
}

function cellOf(name: string): Cell {
  const dot = name.indexOf('.');
  return { row: Number(name.slice(0, dot)), column: name.slice(dot + 1) };
}

/**
 * A statement over a few rows (an insert), compiled once per dialect, number of rows and columns
 * (db/precompiled.ts): each value is a parameter named by its row and column, so the names give
 * the statement its shape and every value stays bound; a call then reads each value straight
 * from its row. Building a multi-row insert afresh costs more CPU than SQLite takes to run it.
 * Every row gives the same columns (null for none); the callers write at most a run's rows
 * (MAX_RUN_ROWS) a statement, so the shapes kept stay few. Answers what the statement returns.
 */
export function precompiledRows<R extends Row, O>(build: (db: Kysely<Database>, rows: R[]) => Compilable<O>) {
  const templates = new Map<string, RowsTemplate>();
  return async (db: DB | Trx, rows: readonly R[]): Promise<O[]> => {
    const first = rows[0];
    if (!first) return [];
    const columns = Object.keys(first);
    if (rows.some((row) => Object.keys(row).length !== columns.length)) throw new Error('precompiled rows: every row gives every column');
    const key = `${isPostgres(db) ? 'pg' : 'sqlite'} ${rows.length} ${columns.join(',')}`;
    let template = templates.get(key);
    if (!template) {
      const { compiled, slots } = templateOf(db, (q, params: Row) => build(q, rowsOf(params) as R[]), paramsOf(rows));
      template = { compiled, cells: slots.map((slot) => ('name' in slot ? cellOf(slot.name) : slot)) };
      templates.set(key, template);
    }
    const parameters = template.cells.map((cell) => {
      if (!('row' in cell)) return cell.value;
      const value = rows[cell.row]?.[cell.column];
      if (value === undefined) throw new Error(`precompiled rows: row ${cell.row} has no ${cell.column}`);
      return value;
    });
    return execute<O>(db, { ...template.compiled, parameters });
  };
}
