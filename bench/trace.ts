import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { openSqlite, type DB } from '../src/server/db/connect';
import { findLedgerMismatches } from '../src/server/features/stock/invariant';
import { freshDatabase } from './lib/database';
import { ensureGenealogyFile, generateGenealogy, type GeneratedGenealogy } from './lib/genealogy';
import type { GenealogySize } from './lib/genealogy-plan';
import { summarize, timed, type Latency } from './lib/latency';
import type { BenchOptions } from './lib/options';
import { seededRandom } from './lib/random';
import { verdict } from './lib/report';
import { markdownTable, writeResult, writeSummarySection } from './lib/results';

const SIZES: { size: GenealogySize; targetMs: number }[] = [
  { size: { lots: 10_000, movements: 100_000 }, targetMs: 100 },
  { size: { lots: 100_000, movements: 1_000_000 }, targetMs: 1000 },
];
const FULL = { sampled: 50, hotRounds: 20, sampleRounds: 2 };
const QUICK = { sampled: 10, hotRounds: 5, sampleRounds: 1 };
type Shape = typeof FULL;

type Direction = 'upstream' | 'downstream';
const QUERIES = [
  ['the lot that feeds 1,000 runs', 'downstream'],
  ['the lot that feeds 1,000 runs', 'upstream'],
  ['received lots (sample)', 'downstream'],
  ['final products (sample)', 'upstream'],
] as const;

interface QueryFigures {
  lots: string;
  direction: Direction;
  /** lots in the answer (downstream: reached; upstream: sources), median over the lots traced */
  answer_lots_p50: number;
  wall: Latency;
  cpu: Latency;
}

interface Run {
  database: 'sqlite' | 'postgres';
  lots: number;
  movements: number;
  generated: GeneratedGenealogy['counts'];
  /** seconds to plan, book and write the genealogy; null when a cached file was used */
  generation_s: number | null;
  ledger_mismatches: number;
  load_average_at_start: number;
  target_p95_ms: number;
  queries: QueryFigures[];
}

/** The lots each query traces: the hot lot alone, or a seeded sample. */
function lotsToTrace(generated: GeneratedGenealogy, shape: Shape): Record<(typeof QUERIES)[number][0], string[]> {
  const random = seededRandom(generated.size.lots);
  const sample = (lots: readonly string[]) => Array.from({ length: Math.min(shape.sampled, lots.length) }, () => random.pick(lots));
  return {
    'the lot that feeds 1,000 runs': [generated.hotLot],
    'received lots (sample)': sample(generated.sources.slice(1)),
    'final products (sample)': sample(generated.finals),
  };
}

/** Times POST /api/traceability through the whole HTTP stack (app.inject), one warm-up pass first. */
async function measure(db: DB, generated: GeneratedGenealogy, shape: Shape): Promise<QueryFigures[]> {
  const app = await buildApp({ db, staticDir: null });
  await app.ready();
  const traceOf = async (lot: string, direction: Direction) => {
    const response = await app.inject({ method: 'POST', url: '/api/traceability', payload: { batch_ids: [lot], step_instance_ids: [], direction } });
    if (response.statusCode !== 200) throw new Error(`trace ${direction} ${lot}: ${response.statusCode} ${response.body}`);
    const answer = response.json() as { lots?: unknown[]; inputs?: unknown[] };
    return (direction === 'downstream' ? answer.lots : answer.inputs)?.length ?? 0;
  };
  const lots = lotsToTrace(generated, shape);
  try {
    const figures: QueryFigures[] = [];
    for (const [label, direction] of QUERIES) {
      const traced = lots[label];
      const rounds = traced.length === 1 ? shape.hotRounds : shape.sampleRounds;
      const sizes: number[] = [];
      for (const lot of traced) sizes.push(await traceOf(lot, direction));
      const samples = [];
      for (let round = 0; round < rounds; round++) for (const lot of traced) samples.push(await timed(() => traceOf(lot, direction)));
      figures.push({
        lots: label,
        direction,
        answer_lots_p50: summarize(sizes).p50,
        wall: summarize(samples.map((s) => s.wallMs)),
        cpu: summarize(samples.map((s) => s.cpuMs)),
      });
    }
    return figures;
  } finally {
    await app.close();
  }
}

const loadNow = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;

async function runOnSqlite(size: GenealogySize, targetMs: number, shape: Shape, log: (line: string) => void): Promise<Run> {
  const { file, generated, fresh } = await ensureGenealogyFile(size, log);
  const db = openSqlite(file);
  try {
    const mismatches = (await findLedgerMismatches(db)).length;
    log(`trace: sqlite, ${size.lots.toLocaleString('en')} lots (load ${loadNow()})`);
    return runOf('sqlite', generated, fresh ? generated.seconds : null, mismatches, targetMs, await measure(db, generated, shape));
  } finally {
    await db.destroy();
  }
}

async function runOnPostgres(url: string, size: GenealogySize, targetMs: number, shape: Shape, log: (line: string) => void): Promise<Run> {
  const database = await freshDatabase('trace', url);
  try {
    log(`trace: generating ${size.lots.toLocaleString('en')} lots on PostgreSQL ...`);
    const writing = database.open();
    const generated = await generateGenealogy(writing, size).finally(() => writing.destroy());
    log(`trace: generated in ${generated.seconds} s`);
    const db = database.open();
    try {
      // Fresh tables: the planner needs their statistics, as autovacuum would give a live database.
      await sql`analyze`.execute(db);
      const mismatches = (await findLedgerMismatches(db)).length;
      log(`trace: postgres, ${size.lots.toLocaleString('en')} lots (load ${loadNow()})`);
      return runOf('postgres', generated, generated.seconds, mismatches, targetMs, await measure(db, generated, shape));
    } finally {
      await db.destroy();
    }
  } finally {
    await database.drop();
  }
}

const runOf = (database: Run['database'], generated: GeneratedGenealogy, seconds: number | null, mismatches: number, targetMs: number, queries: QueryFigures[]): Run => ({
  database,
  lots: generated.size.lots,
  movements: generated.size.movements,
  generated: generated.counts,
  generation_s: seconds,
  ledger_mismatches: mismatches,
  load_average_at_start: loadNow(),
  target_p95_ms: targetMs,
  queries,
});

/** The slowest p95 of a direction in a run. */
const worstP95 = (run: Run, direction: Direction) => Math.max(...run.queries.filter((q) => q.direction === direction).map((q) => q.wall.p95));

export async function runTraceBench(options: BenchOptions) {
  const { log } = options;
  const shape = options.quick ? QUICK : FULL;
  const sizes = options.quick ? SIZES.slice(0, 1) : SIZES;
  const runs: Run[] = [];
  for (const { size, targetMs } of sizes) {
    runs.push(await runOnSqlite(size, targetMs, shape, log));
    if (options.postgresUrl) runs.push(await runOnPostgres(options.postgresUrl, size, targetMs, shape, log));
  }
  const result = { quick: options.quick, shape, runs };
  const json = writeResult('trace', result);
  const summary = writeSummarySection('trace', summaryOf(runs, options.quick));
  log(`trace: wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), summary)}`);
  return result;
}

function summaryOf(runs: Run[], quick: boolean): string {
  const sizeOf = (run: Run) => `${run.lots.toLocaleString('en')} / ${run.movements.toLocaleString('en')}`;
  const table = markdownTable(
    ['database', 'lots / movements', 'lots traced', 'direction', 'answer lots (p50)', 'n', 'p50 ms', 'p95 ms', 'max ms', 'CPU p95 ms'],
    runs.flatMap((run) =>
      run.queries.map((q) => [run.database, sizeOf(run), q.lots, q.direction, q.answer_lots_p50, q.wall.n, q.wall.p50, q.wall.p95, q.wall.max, q.cpu.p95]),
    ),
  );
  const targets = runs.map((run) => {
    const [up, down] = [worstP95(run, 'upstream'), worstP95(run, 'downstream')];
    const generation = run.generation_s === null ? 'cached file' : `generated in ${run.generation_s} s`;
    return `- ${run.database}, ${sizeOf(run)} (${generation}; ${run.ledger_mismatches} ledger mismatches): p95 ≤ ${run.target_p95_ms} ms — upstream ${up} ms, downstream ${down} ms: ${verdict(up <= run.target_p95_ms && down <= run.target_p95_ms)}`;
  });
  return [
    '## Traceability (`POST /api/traceability`)',
    '',
    `${quick ? '**quick smoke run** (figures not for comparison); ' : ''}a generated genealogy (\`bench/lib/genealogy*.ts\`): lots received, moved, blended into mixtures, consumed and made by runs over four generations, released; one received lot feeds 1,000 runs. Each trace through the HTTP stack (app.inject), after one untimed pass; ${os.cpus().length} CPUs, Node ${process.version}, ${new Date().toISOString()}.`,
    '',
    table,
    '',
    ...targets,
  ].join('\n');
}
