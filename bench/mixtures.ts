import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { DB } from '../src/server/db/connect';
import { findLedgerMismatches } from '../src/server/features/stock/invariant';
import { formatId } from '../src/shared/labels';
import { freshDatabase, type BenchDatabase } from './lib/database';
import { seedThroughApi } from './lib/api-seed';
import { measureHttp, succeeded, type HttpRun } from './lib/http-run';
import type { LoadRequest } from './lib/load';
import { parseBenchArgs, type BenchOptions } from './lib/options';
import { conditions, httpTable, verdict } from './lib/report';
import { machine, writeResult, writeSummarySection } from './lib/results';
import { startServer } from './lib/server-process';

const TARGET_DRAWS = 1000;
// Mixtures spread over bins as a busy blending room's are, each log growing to the size a
// day of draws gives: a draw's cost must not grow with it (the answer carries the newest entries).
const SHAPE = { bins: 8, mixtures: 256, components: 10 };
/** Units of each component: far more than the run's draws of DRAW_UNITS can take. */
const UNITS_EACH = 100;
const DRAW_UNITS = 0.001;
// Ids far from the ones a person or the demo would pick, so a bench database reads as one.
const FIRST = 900_001;

/** Bins, one SKU, and mixtures of ten batches each, made through the API as users make them. */
const seedMixtures = (db: DB) =>
  seedThroughApi(db, async (post) => {
    const sku = formatId('SKU', FIRST);
    await post('/api/skus', { id: sku, name: 'Bench blend base', unit: 'kg' });
    const bins = Array.from({ length: SHAPE.bins }, (_, i) => formatId('BIN', FIRST + i));
    for (const id of bins) await post('/api/bins', { id });
    const mixtures: string[] = [];
    for (let m = 0; m < SHAPE.mixtures; m++) {
      const bin = bins[m % bins.length] as string;
      const batches = Array.from({ length: SHAPE.components }, (_, c) => formatId('BAT', FIRST + m * SHAPE.components + c));
      for (const id of batches) {
        await post('/api/batches', { id, sku_id: sku });
        await post(`/api/bin/${bin}/contents`, { id, quantity: UNITS_EACH });
      }
      const mix = formatId('MIX', FIRST + m);
      const components = batches.map((batch_id) => ({ batch_id, quantity: UNITS_EACH }));
      await post('/api/mixtures', { mix_id: mix, sku_id: sku, bin_id: bin, components, created_by: 'bench' });
      mixtures.push(mix);
    }
    return mixtures;
  });

const drawOf = (mixtures: string[]) => (n: number): LoadRequest => ({
  method: 'POST',
  path: `/api/mixture/${mixtures[n % mixtures.length]}/draw`,
  body: { quantity: DRAW_UNITS, created_by: 'bench' },
});

/**
 * The bench's own correctness check: the ledger agrees with the contents, one draw operation
 * per successful call, and every mixture's components sum to its bin entry.
 */
async function checkMixtures(database: BenchDatabase, draws: number): Promise<string[]> {
  const db = database.open();
  try {
    const problems = (await findLedgerMismatches(db)).map((m) => `ledger mismatch ${m.bin_id}/${m.item_id}: contents ${m.contents}, ledger ${m.ledger}`);
    const found = await sql<{ n: number | string }>`select count(*) as n from operations where kind = 'mixture-draw'`.execute(db);
    if (Number(found.rows[0]?.n) !== draws) problems.push(`${found.rows[0]?.n} draw operations, expected ${draws}`);
    const drift = await sql<{ id: string; components: number | string; entry: number | string | null }>`
      select m.id, sum(c.qty_remaining) as components,
        (select quantity from bin_contents b where b.bin_id = m.bin_id and b.item_id = m.id) as entry
      from mixtures m join mixture_components c on c.mix_id = m.id group by m.id, m.bin_id`.execute(db);
    for (const row of drift.rows) {
      if (Number(row.components) !== Number(row.entry ?? 0)) problems.push(`${row.id}: components ${row.components}, bin entry ${row.entry}`);
    }
    return problems;
  } finally {
    await db.destroy();
  }
}

export async function runMixtureBench(options: BenchOptions) {
  const { log } = options;
  const database = await freshDatabase('mixtures', options.postgresUrl);
  let draw: HttpRun;
  let problems: string[];
  try {
    log(`mixtures: seeding ${SHAPE.mixtures} mixtures of ${SHAPE.components} components in ${SHAPE.bins} bins`);
    const db = database.open();
    const mixtures = await seedMixtures(db).finally(() => db.destroy());
    const server = await startServer('app', { env: database.env, cpuProfileDir: options.cpuProfileDir });
    try {
      log(`mixtures: draws of ${DRAW_UNITS}, ${options.connections} connections`);
      draw = await measureHttp(server, options, drawOf(mixtures));
    } finally {
      await server.close();
    }
    problems = await checkMixtures(database, succeeded(draw));
  } finally {
    await database.drop();
  }
  const errors = draw.non_2xx + draw.network_errors;
  const ok = errors === 0 && problems.length === 0;
  const result = {
    database: database.kind === 'sqlite' ? 'sqlite (embedded), fresh migrated file' : 'postgresql, fresh database',
    setup: {
      server: 'child process (own event loop), real buildApp on 127.0.0.1, no request logging; load generator in the bench process (undici Pool, keep-alive, no pipelining)',
      ...SHAPE,
      units_per_component: UNITS_EACH,
      draw_units: DRAW_UNITS,
      warmup_s: options.warmupS,
      duration_s: options.durationS,
      connections: options.connections,
      quick: options.quick,
    },
    draw,
    problems,
    targets: { draws_per_s: TARGET_DRAWS, non_2xx: 0 },
    ok,
  };
  const json = writeResult('mixtures', result);
  const summary = writeSummarySection('mixtures', summaryOf(options, result));
  log(`mixtures: ${draw.ops_per_s} draws/s, ${draw.server_cpu_ms_per_request} server CPU ms each; wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), summary)}`);
  if (!ok) throw new Error(`mixtures: ${errors} failed requests; ${problems.join('; ')}`);
  return result;
}

function summaryOf(options: BenchOptions, r: { database: string; draw: HttpRun; problems: string[] }): string {
  const errors = r.draw.non_2xx + r.draw.network_errors;
  return [
    '## Mixture draws (HTTP)',
    '',
    conditions(options, os.cpus().length, machine().load_average),
    `Database: ${r.database}. Server in a child process; load generator in the bench process. Draws of ${DRAW_UNITS} round ${SHAPE.mixtures} mixtures of ${SHAPE.components} components in ${SHAPE.bins} bins; each answers the mixture with its newest log entries.`,
    '',
    httpTable([['draw `POST /api/mixture/{id}/draw`', r.draw]]),
    '',
    `- draws ≥ ${TARGET_DRAWS}/s: ${r.draw.ops_per_s}, ${verdict(r.draw.ops_per_s >= TARGET_DRAWS)} (${r.draw.ops_per_server_cpu_s} per server CPU-second)`,
    `- no failed request: ${errors} failed, ${verdict(errors === 0)}`,
    `- ledger agrees with contents, one operation per draw, components sum to each bin entry: ${r.problems.length === 0 ? 'yes' : `**no**: ${r.problems.join('; ')}`}`,
  ].join('\n');
}

// `tsx bench/mixtures.ts [options]`, same options as `npm run bench`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runMixtureBench(parseBenchArgs(process.argv.slice(2)).options);
}
