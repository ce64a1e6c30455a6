import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { findLedgerMismatches } from '../src/server/features/stock/invariant';
import { bareSqliteLoop, barePostgresLoop, type BareDbRun } from './lib/bare-db';
import { measureBareRoute } from './lib/bare-route';
import { freshDatabase, type BenchDatabase } from './lib/database';
import { measureHttp, succeeded, type HttpRun } from './lib/http-run';
import type { LoadRequest } from './lib/load';
import { parseBenchArgs, type BenchOptions } from './lib/options';
import { beforeAfterTable, conditions, httpTable, ratio, verdict, type BesideBare } from './lib/report';
import { machine, markdownTable, readBefore, writeResult, writeSummarySection } from './lib/results';
import { seedStockroom, type Stockroom } from './lib/seed';
import { startServer } from './lib/server-process';

/** Receive: at least this many a second and this share of the bare route's, measured in the same run. */
const TARGET_RECEIVE = { ops_per_s: 5000, to_bare_route: 0.1 };
const TARGET_MOVE_OPS = 2000;
// 8 bins x 8 items: 64 entries, so concurrent requests spread over rows as a busy stockroom's do.
const SHAPE = { bins: 8, skus: 4, batches: 4 };
// Moves run in a cycle that returns every unit to where it was; this stock only has to
// cover the requests in flight at once (one per connection), so no move ever runs short.
const UNITS_EACH = 1000;

/** Receive of 1 unit, over every (bin, item) pair in turn. */
const receiveOf =
  (room: Stockroom) =>
  (n: number): LoadRequest => {
    const item = room.items[n % room.items.length] as string;
    const bin = room.bins[Math.floor(n / room.items.length) % room.bins.length] as string;
    return { method: 'POST', path: `/api/bin/${bin}/contents`, body: { id: item, quantity: 1 } };
  };

/** Move of 1 unit from each bin to the next, item by item: after a full cycle every entry is back where it began. */
const moveOf =
  (room: Stockroom) =>
  (n: number): LoadRequest => {
    const item = room.items[n % room.items.length] as string;
    const from = Math.floor(n / room.items.length) % room.bins.length;
    const to = room.bins[(from + 1) % room.bins.length] as string;
    return { method: 'PUT', path: `/api/bin/${room.bins[from]}/contents/move`, body: { id: item, destination: to, quantity: 1 } };
  };

/** ops/s over the baseline's, and the same from CPU time per operation (steadier when other work shares the machine). */
interface Ratios {
  to_bare_db: number;
  to_bare_route: number;
  to_bare_db_by_cpu: number | null;
  to_bare_route_by_cpu: number;
}

/** The ledger must agree with the contents, and hold exactly one row per successful call: the bench's own correctness check. */
async function checkLedger(database: BenchDatabase, expected: Record<'receive' | 'move', number>): Promise<string[]> {
  const db = database.open();
  try {
    const problems = (await findLedgerMismatches(db)).map(
      (m) => `ledger mismatch ${m.bin_id}/${m.item_id}: contents ${m.contents}, ledger ${m.ledger}`,
    );
    const counts = await sql<{ kind: string; n: number | string }>`select kind, count(*) as n from movements group by kind`.execute(db);
    for (const kind of ['receive', 'move'] as const) {
      const found = Number(counts.rows.find((row) => row.kind === kind)?.n ?? 0);
      if (found !== expected[kind]) problems.push(`${found} '${kind}' ledger rows, expected ${expected[kind]}`);
    }
    return problems;
  } finally {
    await db.destroy();
  }
}

async function bareDatabase(options: BenchOptions): Promise<BareDbRun> {
  const database = await freshDatabase('bare-db', options.postgresUrl);
  try {
    const db = database.open();
    const room = await seedStockroom(db, { ...SHAPE, unitsEach: 0 }).finally(() => db.destroy());
    if (database.file) return await bareSqliteLoop(database.file, room, options);
    return await barePostgresLoop(database.env.BENCH_DATABASE_URL as string, room, options);
  } finally {
    await database.drop();
  }
}

async function appRuns(options: BenchOptions) {
  const database = await freshDatabase('stock', options.postgresUrl);
  try {
    const db = database.open();
    const room = await seedStockroom(db, { ...SHAPE, unitsEach: UNITS_EACH }).finally(() => db.destroy());
    const server = await startServer('app', { env: database.env, cpuProfileDir: options.cpuProfileDir });
    let receive: HttpRun;
    let move: HttpRun;
    try {
      receive = await measureHttp(server, options, receiveOf(room));
      move = await measureHttp(server, options, moveOf(room));
    } finally {
      await server.close();
    }
    const seeded = room.bins.length * room.items.length;
    const ledger_problems = await checkLedger(database, { receive: seeded + succeeded(receive), move: succeeded(move) });
    return { database: database.label, receive, move, ledger_problems };
  } finally {
    await database.drop();
  }
}

export async function runStockBench(options: BenchOptions) {
  const { log } = options;
  const dbKind = options.postgresUrl ? 'postgres' : 'sqlite';
  log(`stock: bare ${dbKind} transaction loop (${options.warmupS} s warm-up + ${options.durationS} s)`);
  const bareDb = await bareDatabase(options);
  log(`stock: bare Fastify POST route, ${options.connections} connections`);
  const bareRoute = await measureBareRoute(options, 'POST');
  log('stock: receive, then move, through the app');
  const app = await appRuns(options);

  const bareDbPerCpuS = 1000 / bareDb.cpu_ms_per_transaction;
  const ratios = Object.fromEntries(
    (['receive', 'move'] as const).map((op) => [
      op,
      {
        to_bare_db: ratio(app[op].ops_per_s, bareDb.ops_per_s),
        to_bare_route: ratio(app[op].ops_per_s, bareRoute.ops_per_s),
        // On PostgreSQL the loop's database work runs in the database server, outside any CPU figure here.
        to_bare_db_by_cpu: bareDb.database === 'sqlite' ? ratio(app[op].ops_per_server_cpu_s, bareDbPerCpuS) : null,
        to_bare_route_by_cpu: ratio(app[op].ops_per_server_cpu_s, bareRoute.ops_per_server_cpu_s),
      },
    ]),
  ) as Record<'receive' | 'move', Ratios>;
  const errors = [bareRoute, app.receive, app.move].reduce((sum, run) => sum + run.non_2xx + run.network_errors, 0);
  const ok = errors === 0 && app.ledger_problems.length === 0;
  const result = {
    database: dbKind === 'sqlite' ? 'sqlite (embedded), fresh migrated file' : 'postgresql, fresh database',
    setup: {
      server:
        'child process (own event loop), real buildApp on 127.0.0.1, no request logging; load generator in the bench process (undici Pool, keep-alive, no pipelining)',
      bins: SHAPE.bins,
      items: SHAPE.skus + SHAPE.batches,
      units_seeded_per_entry: UNITS_EACH,
      warmup_s: options.warmupS,
      duration_s: options.durationS,
      connections: options.connections,
      quick: options.quick,
    },
    bare_db_transaction_loop: bareDb,
    bare_fastify_post: bareRoute,
    receive: app.receive,
    move: app.move,
    ratios,
    ledger_problems: app.ledger_problems,
    targets: { receive: TARGET_RECEIVE, move_ops_per_s: TARGET_MOVE_OPS, non_2xx: 0 },
    ok,
  };
  const json = writeResult('stock', result, options.before);
  const summary = writeSummarySection('stock', summaryOf(options, result), options.before);
  log(
    `stock: receive ${app.receive.ops_per_s} ops/s, move ${app.move.ops_per_s} ops/s; wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), summary)}`,
  );
  if (!ok) throw new Error(`stock: ${errors} failed requests; ${app.ledger_problems.join('; ')}`);
  return result;
}

type StockResult = {
  database: string;
  bare_db_transaction_loop: BareDbRun;
  bare_fastify_post: HttpRun;
  receive: HttpRun;
  move: HttpRun;
  ratios: Record<'receive' | 'move', Ratios>;
  ledger_problems: string[];
};

const besideBare = (r: StockResult): BesideBare[] => [
  { label: 'receive', run: r.receive, bare: r.bare_fastify_post },
  { label: 'move', run: r.move, bare: r.bare_fastify_post },
];

function summaryOf(options: BenchOptions, r: StockResult): string {
  const db = r.bare_db_transaction_loop;
  const errorsOf = (run: HttpRun) => run.non_2xx + run.network_errors;
  const before = readBefore<StockResult>('stock');
  const receiveToBare = r.ratios.receive.to_bare_route;
  return [
    '## Receive and move throughput (HTTP)',
    '',
    conditions(options, os.cpus().length, machine().load_average),
    `Database: ${r.database}. Server in a child process; load generator in the bench process. Receives of 1 unit round ${SHAPE.bins} bins x ${SHAPE.skus + SHAPE.batches} items, then moves of 1 unit from each bin to the next.`,
    '',
    httpTable([
      ['bare Fastify POST {ok:true}', r.bare_fastify_post],
      ['receive `POST /api/bin/{id}/contents`', r.receive],
      ['move `PUT /api/bin/{id}/contents/move`', r.move],
    ]),
    '',
    `Bare ${db.database} transaction loop (${db.how}): ${db.ops_per_s} transactions/s, p50 ${db.latency_ms.p50} ms, p99 ${db.latency_ms.p99} ms, ${db.cpu_ms_per_transaction} CPU ms each.`,
    '',
    markdownTable(
      [
        'operation',
        'ops/s',
        'ratio to bare database loop',
        'ratio to bare Fastify route',
        'same by CPU: database loop',
        'same by CPU: Fastify route',
      ],
      (['receive', 'move'] as const).map((op) => {
        const q = r.ratios[op];
        return [op, r[op].ops_per_s, q.to_bare_db, q.to_bare_route, q.to_bare_db_by_cpu ?? 'n/a', q.to_bare_route_by_cpu];
      }),
    ),
    '',
    'Ratios by CPU compare operations per CPU-second of the server process (of the bench process for the database loop): what each would reach with a core to itself.',
    '',
    ...(before ? ['', beforeAfterTable({ ...before, rows: besideBare(before) }, besideBare(r)), ''] : []),
    `- receive ≥ ${TARGET_RECEIVE.ops_per_s} ops/s: ${r.receive.ops_per_s}, ${verdict(r.receive.ops_per_s >= TARGET_RECEIVE.ops_per_s)}`,
    `- receive ≥ ${TARGET_RECEIVE.to_bare_route}x the bare route: ${receiveToBare}, ${verdict(receiveToBare >= TARGET_RECEIVE.to_bare_route)}`,
    `- move ≥ ${TARGET_MOVE_OPS} ops/s: ${r.move.ops_per_s}, ${verdict(r.move.ops_per_s >= TARGET_MOVE_OPS)}`,
    `- no failed request: ${errorsOf(r.bare_fastify_post) + errorsOf(r.receive) + errorsOf(r.move)} failed, ${verdict([r.bare_fastify_post, r.receive, r.move].every((run) => errorsOf(run) === 0))}`,
    `- ledger agrees with contents, one row per successful call: ${r.ledger_problems.length === 0 ? 'yes' : `**no**: ${r.ledger_problems.join('; ')}`}`,
  ].join('\n');
}

// `tsx bench/stock-throughput.ts [options]`, same options as `npm run bench`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runStockBench(parseBenchArgs(process.argv.slice(2)).options);
}
