import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewRows } from '../features/import/repo';

/** The tables that hold stock and mixture quantities, and the ledger that explains them. */
const STOCK_TABLES = ['bin_contents', 'movements', 'operations', 'mixture_components'] as const;

const SERVER = join(__dirname, '..');
const CORE = relative(SERVER, __dirname);

/** Server sources that must not write stock: all but the core, its tests and migrations (which shape tables, not stock). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const table = `(?:${STOCK_TABLES.join('|')})`;
/** A query builder call that writes a stock table, or raw SQL that does. */
const WRITES = [
  new RegExp(`\\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*['"\`]${table}(?:\\s+as\\s+\\w+)?['"\`]`),
  new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?${table}\\b`, 'i'),
];
/** A write to a table named by a variable: the scan cannot tell which table it is. */
const GENERIC_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*[A-Za-z_$]/;

/**
 * Writers to a table named by a variable, and the type that names the tables each may write:
 * the type check below holds those free of stock tables.
 */
const GENERIC_WRITERS = new Set([`features${sep}import${sep}repo.ts`]);
const importWritesNoStockTable: [Extract<keyof NewRows, (typeof STOCK_TABLES)[number]>] extends [never] ? true : false = true;

/** The lines of `text` that write a stock table (or any table a variable names, unless `generic`), numbered from 1; comments are skipped. */
function stockWrites(text: string, generic = false): number[] {
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(\*|\/\/|\/\*)/.test(line)) return [];
    if (WRITES.some((pattern) => pattern.test(line)) || (!generic && GENERIC_WRITE.test(line))) return [index + 1];
    return [];
  });
}

describe('stock and mixture quantities', () => {
  it('are written only by the stock core (src/server/stock-core)', () => {
    const outside = sources(SERVER).filter((path) => {
      const rel = relative(SERVER, path);
      return !rel.startsWith(CORE + sep) && !rel.startsWith(`db${sep}migrations${sep}`);
    });
    expect(outside.length).toBeGreaterThan(50);
    const writers = outside.flatMap((path) => {
      const rel = relative(SERVER, path);
      return stockWrites(readFileSync(path, 'utf8'), GENERIC_WRITERS.has(rel)).map((line) => `${rel}:${line}`);
    });
    expect(writers).toEqual([]);
    expect(importWritesNoStockTable).toBe(true);
  });

  it('sees every way of writing a stock table, and not a read', () => {
    expect(stockWrites(`await trx.insertInto('movements').values(row).execute();`)).toEqual([1]);
    expect(stockWrites(`trx\n  .updateTable("mixture_components")\n  .set({})`)).toEqual([2]);
    expect(stockWrites('await trx.deleteFrom(`bin_contents`).where(...)')).toEqual([1]);
    expect(stockWrites(`await sql\`update bin_contents set quantity = 0\`.execute(trx);`)).toEqual([1]);
    expect(stockWrites(`await trx.insertInto(table).values(rows).execute();`)).toEqual([1]);
    expect(stockWrites(`await trx.insertInto(table).values(rows).execute();`, true)).toEqual([]);
    expect(stockWrites(`// a comment may say: update bin_contents`)).toEqual([]);
    expect(
      stockWrites(`db.selectFrom('movements').leftJoin('bin_contents as c', 'c.item_id', 'm.item_id').select('movements.id')`),
    ).toEqual([]);
    expect(stockWrites(`trx.insertInto('mixture_events').values(row)`)).toEqual([]);
  });
});
