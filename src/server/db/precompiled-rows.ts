import type { Compilable, Kysely } from 'kysely';
import type { DB } from './connect';
import { precompiled } from './precompiled';
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

/** The rows back from such parameters (the stand-ins precompiled builds with, or the values). */
function rowsOf(params: Row): Row[] {
  const rows: Row[] = [];
  for (const name in params) {
    const dot = name.indexOf('.');
    (rows[Number(name.slice(0, dot))] ??= {})[name.slice(dot + 1)] = params[name];
  }
  return rows;
}

/**
 * A statement over a few rows (an insert), compiled once per dialect, number of rows and columns
 * (db/precompiled.ts): each value is a parameter named by its row and column, so the names give
 * the statement its shape and every value stays bound. Building a multi-row insert afresh costs
 * more CPU than SQLite takes to run it. Every row gives every column (null for none); the
 * callers write at most a run's rows (MAX_RUN_ROWS) a statement, so the shapes kept stay few.
 * Answers what the statement returns.
 */
export function precompiledRows<R extends Row, O>(build: (db: Kysely<Database>, rows: R[]) => Compilable<O>) {
  const statement = precompiled((db, params: Row) => build(db, rowsOf(params) as R[]));
  return async (trx: DB | Trx, rows: readonly R[]): Promise<O[]> => (rows.length > 0 ? statement(trx, paramsOf(rows)) : []);
}
