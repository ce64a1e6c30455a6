import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { buildApp } from '../src/server/app';
import { openPostgres, openSqlite, type DB } from '../src/server/db/connect';
import { search } from '../src/server/features/search/service';
import { ensureCatalog } from './generate-data';
import { summarize, timed, type Latency, type Timing } from './lib/latency';
import { ensurePgCatalog } from './lib/pg-catalog';
import { seededRandom, type Random } from './lib/random';
import { markdownTable, writeResult, writeSummarySection } from './lib/results';

const CATEGORIES = ['exact id', 'code', 'one word prefix', 'two word prefixes', 'no hit'] as const;
type Category = (typeof CATEGORIES)[number];
interface Query {
  category: Category;
  text: string;
}

export interface SearchBenchOptions {
  sizes?: number[];
  /** Distinct queries per category; each is timed once per round. */
  queriesPerCategory?: number;
  rounds?: number;
  /** A postgres:// URL: search a copy of each catalogue on that server instead of the SQLite file. */
  postgresUrl?: string | undefined;
  /** Keep the figures in bench/results/before/ (npm run bench -- --before). */
  before?: boolean;
  log?: (line: string) => void;
}

const TARGET_P95_MS = 10;
const TARGET_RATIO = 2;

/** Letters-only words of a name, which a user would type a prefix of. */
const wordsOf = (name: string) => name.split(/[^\p{L}]+/u).filter((word) => word.length >= 2);
const prefixOf = (random: Random, word: string, shortest: number) =>
  word.slice(0, Math.min(word.length, shortest + random.int(word.length - shortest + 1)));

/** Queries drawn from the data itself, as users would type them: ids, scanned codes, name prefixes. */
function queryMix(file: string, perCategory: number): Query[] {
  const db = new SQLite(file, { readonly: true });
  const random = seededRandom(7);
  const count = (table: string) => (db.prepare(`select max(rowid) as n from ${table}`).get() as { n: number }).n;
  const rowOf = (table: string, column: string) => {
    const statement = db.prepare(`select ${column} as value from ${table} where rowid = ?`);
    const size = count(table);
    return () => (statement.get(1 + random.int(size)) as { value: string }).value;
  };
  const [skuName, batchName, skuId, batchId, binId, code] = [
    rowOf('skus', 'name'),
    rowOf('batches', 'name'),
    rowOf('skus', 'id'),
    rowOf('batches', 'id'),
    rowOf('bins', 'id'),
    rowOf('item_codes', 'code'),
  ];
  const name = () => {
    for (;;) {
      const words = wordsOf(random.chance(0.5) ? skuName() : batchName());
      if (words.length >= 2) return words;
    }
  };
  const make: Record<Category, () => string> = {
    'exact id': () => {
      const id = random.pick([skuId, batchId, batchId, binId])();
      return random.chance(0.3) ? id.toLowerCase() : id;
    },
    code: code,
    'one word prefix': () => prefixOf(random, random.pick(name()), 2),
    'two word prefixes': () => {
      const words = name();
      const at = random.int(words.length - 1);
      return `${prefixOf(random, words[at] as string, 3)} ${prefixOf(random, words[at + 1] as string, 2)}`;
    },
    'no hit': () => `qz${Array.from({ length: 4 }, () => String.fromCharCode(97 + random.int(26))).join('')}`,
  };
  const queries = CATEGORIES.flatMap((category) => Array.from({ length: perCategory }, () => ({ category, text: make[category]() })));
  db.close();
  // Shuffled, so no category runs on a cache its predecessors warmed for it.
  for (let i = queries.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [queries[i], queries[j]] = [queries[j] as Query, queries[i] as Query];
  }
  return queries;
}

type Sample = Timing & { category: Category };

/** Wall-clock and CPU-time latency of one path, overall and per query kind. */
interface PathFigures {
  wall: Latency;
  cpu: Latency;
  by_category: Record<Category, { wall: Latency; cpu: Latency }>;
}

interface Run {
  rows: number;
  /** the SQLite file, or the PostgreSQL database copied from it */
  data_file: string;
  /** 1-minute load average when this size started: above the CPU count, other work shared the cores. */
  load_average_at_start: number;
  service: PathFigures;
  http_inject: PathFigures;
}

const PATHS = [
  ['service function', 'service'],
  ['HTTP (app.inject)', 'http_inject'],
] as const;
type PathKey = (typeof PATHS)[number][1];

function figures(samples: Sample[]): PathFigures {
  const of = (some: Sample[]) => ({ wall: summarize(some.map((s) => s.wallMs)), cpu: summarize(some.map((s) => s.cpuMs)) });
  return {
    ...of(samples),
    by_category: Object.fromEntries(CATEGORIES.map((c) => [c, of(samples.filter((s) => s.category === c))])) as PathFigures['by_category'],
  };
}

/** Times every query through the service function and through the HTTP stack (app.inject). */
async function measure(db: DB, queries: Query[], rounds: number): Promise<Record<PathKey, PathFigures>> {
  const app = await buildApp({ db, staticDir: null });
  await app.ready();
  const viaService = (text: string) => search(db, { query: text, startingFrom: 0, limit: 20 });
  const viaHttp = async (text: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/search?query=${encodeURIComponent(text)}` });
    if (response.statusCode !== 200) throw new Error(`search ${text}: ${response.statusCode} ${response.body}`);
  };
  try {
    // One untimed pass through both paths loads the pages the queries touch and warms the JIT, as a running server would have.
    for (const q of queries) await viaService(q.text);
    for (const q of queries) await viaHttp(q.text);
    const samples: Record<PathKey, Sample[]> = { service: [], http_inject: [] };
    for (let round = 0; round < rounds; round++) {
      for (const q of queries) samples.service.push({ category: q.category, ...(await timed(() => viaService(q.text))) });
      for (const q of queries) samples.http_inject.push({ category: q.category, ...(await timed(() => viaHttp(q.text))) });
    }
    return { service: figures(samples.service), http_inject: figures(samples.http_inject) };
  } finally {
    await app.close();
    await db.destroy();
  }
}

type Ratios = Record<PathKey, { wall: number; cpu: number } | null>;

export async function runSearchBench({
  sizes = [10_000, 1_000_000],
  queriesPerCategory = 200,
  rounds = 2,
  postgresUrl,
  before = false,
  log = console.log,
}: SearchBenchOptions = {}) {
  const runs: Run[] = [];
  const database = postgresUrl ? 'postgresql' : 'sqlite (embedded)';
  for (const rows of sizes) {
    const file = await ensureCatalog(rows, log);
    // The PostgreSQL copy holds the same rows, so the queries drawn from the file find the same things there.
    const pgName = `lotline_bench_${path.basename(file, '.db').replace(/\W/g, '_')}`;
    const url = postgresUrl ? await ensurePgCatalog(file, pgName, postgresUrl, log) : null;
    const queries = queryMix(file, queriesPerCategory);
    const load = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
    log(`search: ${database}, ${rows.toLocaleString('en')} rows, ${queries.length} queries x ${rounds} rounds (load ${load})`);
    const db = url ? openPostgres(url) : openSqlite(file);
    runs.push({
      rows,
      data_file: url ? `postgresql database ${pgName}` : path.relative(process.cwd(), file),
      load_average_at_start: load,
      ...(await measure(db, queries, rounds)),
    });
  }
  const [smallest, largest] = [runs[0], runs.at(-1)];
  const ratio = (key: PathKey) => {
    if (!smallest || !largest || smallest === largest) return null;
    const of = (kind: 'wall' | 'cpu') => Math.round((largest[key][kind].p95 / smallest[key][kind].p95) * 100) / 100;
    return { wall: of('wall'), cpu: of('cpu') };
  };
  const ratios: Ratios = { service: ratio('service'), http_inject: ratio('http_inject') };
  const name = postgresUrl ? 'search-pg' : 'search';
  const result = {
    database,
    query_mix: { categories: CATEGORIES, queries_per_category: queriesPerCategory, rounds, limit: 20 },
    runs,
    p95_ratio_largest_to_smallest: ratios,
    targets: { p95_ms_at_largest: TARGET_P95_MS, p95_ratio: TARGET_RATIO },
  };
  const json = writeResult(name, result, before);
  const summary = writeSummarySection(name, summaryOf(database, runs, ratios), before);
  log(`search: wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), summary)}`);
  return result;
}

function summaryOf(database: string, runs: Run[], ratios: Ratios): string {
  const rowsOf = (run: Run) => run.rows.toLocaleString('en');
  const overall = markdownTable(
    ['SKUs+batches', 'path', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'CPU p50 ms', 'CPU p95 ms'],
    runs.flatMap((run) =>
      PATHS.map(([label, key]) => {
        const { wall, cpu } = run[key];
        return [rowsOf(run), label, wall.p50, wall.p95, wall.p99, wall.max, cpu.p50, cpu.p95];
      }),
    ),
  );
  const byCategory = markdownTable(
    ['query', ...runs.flatMap((run) => [`p50 @ ${rowsOf(run)}`, `p95 @ ${rowsOf(run)}`, `CPU p95 @ ${rowsOf(run)}`])],
    CATEGORIES.map((c) => [
      c,
      ...runs.flatMap((run) => {
        const { wall, cpu } = run.http_inject.by_category[c];
        return [wall.p50, wall.p95, cpu.p95];
      }),
    ]),
  );
  const largest = runs.at(-1);
  const verdict = (met: boolean) => (met ? 'met' : '**not met**');
  const ratioLine = (key: PathKey) => {
    const r = ratios[key];
    return r ? `${r.wall} (CPU ${r.cpu})` : 'n/a';
  };
  const targets = largest
    ? [
        `- p95 ≤ ${TARGET_P95_MS} ms at ${rowsOf(largest)}, HTTP: ${largest.http_inject.wall.p95} ms (CPU ${largest.http_inject.cpu.p95} ms), ${verdict(largest.http_inject.wall.p95 <= TARGET_P95_MS)}`,
        `- p95 at ${rowsOf(largest)} / p95 at ${runs[0] ? rowsOf(runs[0]) : ''} ≤ ${TARGET_RATIO}: service ${ratioLine('service')}, HTTP ${ratioLine('http_inject')}; wall-clock ${verdict(PATHS.every(([, key]) => (ratios[key]?.wall ?? Infinity) <= TARGET_RATIO))}, CPU time ${verdict(PATHS.every(([, key]) => (ratios[key]?.cpu ?? Infinity) <= TARGET_RATIO))}`,
      ].join('\n')
    : '';
  return [
    `## Search (\`GET /api/search\`), ${database === 'postgresql' ? 'PostgreSQL' : 'SQLite'}`,
    '',
    `${database === 'postgresql' ? 'PostgreSQL, a copy of the SQLite catalogue (`bench/lib/pg-catalog.ts`)' : 'Embedded SQLite'}, data from \`bench/generate-data.ts\`. Query mix: exact ids, scanned codes, one-word and two-word name prefixes taken from the data, and words that match nothing; first page of 20.`,
    `Latencies are wall-clock; CPU columns are this process's CPU time per call, which other work on the machine does not inflate. Load average (1 min) at the start of each size, on ${os.cpus().length} CPUs: ${runs.map((run) => `${rowsOf(run)}: ${run.load_average_at_start}`).join(', ')}.`,
    '',
    overall,
    '',
    'By query kind, HTTP (app.inject):',
    '',
    byCategory,
    '',
    targets,
  ].join('\n');
}

// `tsx bench/search.ts [rows ...]`: default 10,000 and 1,000,000 rows; on PostgreSQL with DATABASE_URL.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.argv.slice(2).map(Number);
  await runSearchBench({ ...(sizes.length > 0 && { sizes }), postgresUrl: process.env.DATABASE_URL?.trim() || undefined });
}
