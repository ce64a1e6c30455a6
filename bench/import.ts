import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { autoMap, toRows } from '../src/client/features/import/columns';
import { parseCsvFile } from '../src/client/features/import/parse-file';
import { buildApp } from '../src/server/app';
import type { DB } from '../src/server/db/connect';
import { findLedgerMismatches } from '../src/server/features/stock/invariant';
import { ImportAnswer, MAX_IMPORT_ROWS, type ImportKind } from '../src/shared/contract/import';
import { formatId } from '../src/shared/labels';
import { freshDatabase } from './lib/database';
import { parseBenchArgs, type BenchOptions } from './lib/options';
import { machine, markdownTable, writeResult, writeSummarySection } from './lib/results';

/** The target: a 10,000-row file imports in under 10 s on SQLite. */
const TARGET_S = 10;
const ROWS = MAX_IMPORT_ROWS;
// Ids far from the ones a person or the demo would pick, so a bench database reads as one.
const FIRST = 100_001;
const BINS_FOR_STOCK = 100;

const id = (prefix: 'BIN' | 'SKU' | 'BAT' | 'CUS', n: number) => formatId(prefix, FIRST + n);

/**
 * A plant's files as a spreadsheet would save them, imported in the order a plant would:
 * bins, SKUs (half with a barcode), batches of those SKUs with expiry and props, then opening
 * stock of every batch spread over the first bins.
 */
const FILES: Record<ImportKind, () => string> = {
  bins: () => csv(['Bin id', 'Name', 'Zone'], (n) => [id('BIN', n), `Rack ${Math.floor(n / 40)} shelf ${n % 40}`, `Zone ${n % 8}`]),
  skus: () =>
    csv(['SKU id', 'Name', 'Unit', 'Owned codes'], (n) => [
      id('SKU', n),
      `Ingredient ${n}`,
      n % 3 === 0 ? 'kg' : 'ea',
      n % 2 === 0 ? `40${String(n).padStart(11, '0')}` : '',
    ]),
  batches: () =>
    csv(['Batch id', 'Parent SKU', 'Name', 'Supplier lot', 'Expiry', 'Properties (JSON)'], (n) => [
      id('BAT', n),
      id('SKU', n),
      `Lot ${n}`,
      `SUP-${n}`,
      `2027-${String((n % 12) + 1).padStart(2, '0')}-15`,
      '{"count_per_case": 12}',
    ]),
  customers: () =>
    csv(['Customer id', 'Name', 'Contact', 'Email', 'Phone', 'Address'], (n) => [
      id('CUS', n),
      `Customer ${n}`,
      `Contact ${n}`,
      `orders${n}@customer.example`,
      `+49 30 ${String(n).padStart(6, '0')}`,
      `Street ${n}\nTown ${n % 100}`,
    ]),
  stock: () =>
    csv(['Bin', 'Item (SKU or batch)', 'Quantity'], (n) => [id('BIN', n % BINS_FOR_STOCK), id('BAT', n), n % 3 === 0 ? '12,5' : '24']),
};

function csv(headers: string[], row: (n: number) => string[]): string {
  const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  // Semicolons, as a spreadsheet in much of Europe saves them.
  return [headers, ...Array.from({ length: ROWS }, (_, n) => row(n))].map((cells) => cells.map(quote).join(';')).join('\r\n');
}

interface KindTiming {
  kind: ImportKind;
  rows: number;
  file_kb: number;
  parse_ms: number;
  check_ms: number;
  import_ms: number;
  /** parse + check + import: what a supervisor waits for */
  total_ms: number;
}

async function timeKind(app: Awaited<ReturnType<typeof buildApp>>, kind: ImportKind): Promise<KindTiming> {
  const text = FILES[kind]();
  const started = performance.now();
  const parsed = await parseCsvFile(new Blob([text]), () => undefined);
  const { rows, problems } = toRows(kind, parsed.data, autoMap(kind, parsed.headers));
  if (problems.length > 0) throw new Error(`${kind}: the generated file reads with problems: ${JSON.stringify(problems.slice(0, 3))}`);
  const parsedAt = performance.now();
  const post = async (dryRun: boolean) => {
    const response = await app.inject({ method: 'POST', url: '/api/import', payload: { kind, rows, dry_run: dryRun } });
    if (response.statusCode !== 200) throw new Error(`${kind}: ${response.statusCode} ${response.body.slice(0, 500)}`);
    const answer = ImportAnswer.parse(response.json());
    if (answer.problems.length > 0) throw new Error(`${kind}: ${JSON.stringify(answer.problems.slice(0, 3))}`);
  };
  await post(true);
  const checkedAt = performance.now();
  await post(false);
  const importedAt = performance.now();
  const ms = (value: number) => Math.round(value);
  return {
    kind,
    rows: rows.length,
    file_kb: Math.round(text.length / 1024),
    parse_ms: ms(parsedAt - started),
    check_ms: ms(checkedAt - parsedAt),
    import_ms: ms(importedAt - checkedAt),
    total_ms: ms(importedAt - started),
  };
}

/** Every row written, and contents agreeing with the ledger. */
async function checkImported(db: DB): Promise<string[]> {
  const problems: string[] = [];
  for (const table of ['bins', 'skus', 'batches', 'customers'] as const) {
    const found = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    if (Number(found.rows[0]?.n) < ROWS) problems.push(`${table}: ${found.rows[0]?.n} rows, expected ${ROWS}`);
  }
  const receipts = await sql<{ n: number | string }>`select count(*) as n from movements where reason = 'import'`.execute(db);
  if (Number(receipts.rows[0]?.n) !== ROWS) problems.push(`${receipts.rows[0]?.n} import receipts, expected ${ROWS}`);
  const mismatches = await findLedgerMismatches(db);
  if (mismatches.length > 0) problems.push(`${mismatches.length} bin entries disagree with the ledger`);
  return problems;
}

export async function runImportBench(options: BenchOptions) {
  const database = await freshDatabase('import', options.postgresUrl);
  const db = database.open();
  const app = await buildApp({ db, staticDir: null });
  try {
    // Other work on the machine slows every figure; the summary says how busy it was.
    const loadAverage = machine().load_average[0];
    const timings: KindTiming[] = [];
    for (const kind of ['bins', 'skus', 'batches', 'customers', 'stock'] as const) {
      const timing = await timeKind(app, kind);
      options.log(
        `import: ${kind} ${timing.rows} rows: parse ${timing.parse_ms} ms, check ${timing.check_ms} ms, import ${timing.import_ms} ms`,
      );
      timings.push(timing);
    }
    const checks = await checkImported(db);
    if (checks.length > 0) throw new Error(`import: ${checks.join('; ')}`);
    const slowest = Math.max(...timings.map((timing) => timing.total_ms));
    const figures = {
      database: database.kind,
      load_average_at_start: loadAverage,
      target_s: TARGET_S,
      meets_target: slowest < TARGET_S * 1000,
      described: `${ROWS.toLocaleString('en-US')}-row files of each kind, imported in order into a fresh database through POST /api/import (in process): parse (Papa Parse) and column mapping as the screen does them, a dry run, then the import.`,
      checked: 'every row written; 10,000 receipts with reason import; contents agree with the ledger',
      timings,
    };
    writeResult('import', figures);
    writeSummarySection(
      'import',
      [
        `## CSV import (${database.kind})`,
        '',
        `${figures.described} Target: each file under ${TARGET_S} s. ${figures.meets_target ? 'Met' : 'NOT met'}: slowest ${(slowest / 1000).toFixed(2)} s (load average ${loadAverage} when measuring started).`,
        '',
        markdownTable(
          ['file', 'rows', 'KB', 'parse ms', 'check ms', 'import ms', 'total ms'],
          timings.map((t) => [t.kind, t.rows, t.file_kb, t.parse_ms, t.check_ms, t.import_ms, t.total_ms]),
        ),
      ].join('\n'),
    );
    return figures;
  } finally {
    await app.close();
    await db.destroy();
    await database.drop();
  }
}

// `tsx bench/import.ts [options]`, same options as `npm run bench`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runImportBench(parseBenchArgs(process.argv.slice(2)).options);
}
