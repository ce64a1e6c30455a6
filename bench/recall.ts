import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { openSqlite, type DB } from '../src/server/db/connect';
import { ensureGenealogyFile } from './lib/genealogy';
import { summarize, timed, type Latency } from './lib/latency';
import type { BenchOptions } from './lib/options';
import { markdownTable, writeResult, writeSummarySection } from './lib/results';

/**
 * "Start a recall" on the trace bench's hot lot (10,000 lots, 100,000 movements, one lot feeding
 * 1,000 runs): the time from POST /api/recalls to its answer, which lists the customers to tell.
 * Drills repeat (they hold nothing); one real recall holds everything on hand, once.
 */
const SIZE = { lots: 10_000, movements: 100_000 };
const FULL = { drills: 20 };
const QUICK = { drills: 5 };
const CUSTOMERS = 200;

/** The generated releases become shipments to customers, round robin, so the recall has people to tell. */
async function shipReleasesToCustomers(db: DB): Promise<number> {
  const now = Date.now();
  const ids = Array.from({ length: CUSTOMERS }, (_, i) => `CUS${String(i + 1).padStart(6, '0')}`);
  await db
    .insertInto('customers')
    .values(
      ids.map((id, i) => ({ id, name: `Customer ${i + 1}`, email: `buyer${i + 1}@example.com`, phone: '+1 555 0100', created_at: now })),
    )
    .execute();
  const releases = await db.selectFrom('operations').select('id').where('kind', '=', 'release').execute();
  for (let start = 0; start < releases.length; start += 1000) {
    const rows = releases
      .slice(start, start + 1000)
      .map(({ id }, i) => ({ operation_id: id, customer_id: ids[(start + i) % CUSTOMERS]!, reference: null }));
    await db.insertInto('shipments').values(rows).execute();
  }
  return releases.length;
}

interface Figures {
  kind: 'drill' | 'recall';
  customers: number;
  held: number;
  answer_kb: number;
  wall: Latency;
}

export async function runRecallBench(options: BenchOptions) {
  const { log } = options;
  const shape = options.quick ? QUICK : FULL;
  const { file, generated } = await ensureGenealogyFile(SIZE, log);
  // A copy: the real recall holds lots, and the trace bench's file must stay as generated.
  const copy = path.join(os.tmpdir(), `lotline-recall-bench-${process.pid}.db`);
  fs.copyFileSync(file, copy);
  const db = openSqlite(copy);
  try {
    const shipments = await shipReleasesToCustomers(db);
    log(`recall: ${shipments.toLocaleString('en')} releases shipped to ${CUSTOMERS} customers; hot lot ${generated.hotLot}`);
    const app = await buildApp({ db, staticDir: null });
    await app.ready();
    const start = async (drill: boolean) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/recalls',
        payload: { item_ids: [generated.hotLot], reason: 'Bench', drill, operator: 'Bench' },
      });
      if (response.statusCode !== 201) throw new Error(`recall: ${response.statusCode} ${response.body}`);
      return response;
    };
    const figuresOf = async (kind: Figures['kind'], rounds: number): Promise<Figures> => {
      let last = null as Awaited<ReturnType<typeof start>> | null;
      const samples = [];
      for (let round = 0; round < rounds; round++) samples.push(await timed(async () => (last = await start(kind === 'drill'))));
      const state = last!.json<{ state: { customers: unknown[]; held: number } }>().state;
      return {
        kind,
        customers: state.customers.length,
        held: state.held,
        answer_kb: Math.round(last!.body.length / 1024),
        wall: summarize(samples.map((s) => s.wallMs)),
      };
    };
    try {
      await start(true); // untimed: the first call pays for compiling and warming caches
      const figures = [await figuresOf('drill', shape.drills), await figuresOf('recall', 1)];
      const result = { quick: options.quick, size: SIZE, hot_lot: generated.hotLot, customers: CUSTOMERS, figures };
      writeResult('recall', result);
      writeSummarySection('recall', summaryOf(figures, options.quick));
      for (const f of figures)
        log(`recall: ${f.kind}: n ${f.wall.n}, p50 ${f.wall.p50} ms, p95 ${f.wall.p95} ms, ${f.customers} customers, ${f.held} held`);
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(copy + suffix, { force: true });
  }
}

function summaryOf(figures: Figures[], quick: boolean): string {
  return [
    '## Recall (`POST /api/recalls`)',
    '',
    `${quick ? '**quick smoke run** (figures not for comparison); ' : ''}"Start a recall" on the trace bench's hot lot (10,000 lots / 100,000 movements, the lot feeding 1,000 runs), its releases shipped to ${CUSTOMERS} customers: from the request to the answer listing the customers to tell, through the HTTP stack (app.inject), SQLite, after one untimed drill. Drills hold nothing and repeat; the real recall holds everything on hand in one operation, once. ${os.cpus().length} CPUs, Node ${process.version}, ${new Date().toISOString()}.`,
    '',
    markdownTable(
      ['kind', 'n', 'p50 ms', 'p95 ms', 'max ms', 'customers', 'held', 'answer kB'],
      figures.map((f) => [f.kind, f.wall.n, f.wall.p50, f.wall.p95, f.wall.max, f.customers, f.held, f.answer_kb]),
    ),
  ].join('\n');
}
