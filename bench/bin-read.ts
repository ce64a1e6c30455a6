import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureBareRoute } from './lib/bare-route';
import { freshDatabase } from './lib/database';
import { measureHttp, type HttpRun } from './lib/http-run';
import { parseBenchArgs, type BenchOptions } from './lib/options';
import { beforeAfterTable, conditions, httpTable, ratio, verdict, type BesideBare } from './lib/report';
import { machine, readBefore, writeResult, writeSummarySection } from './lib/results';
import { seedStockroom } from './lib/seed';
import { startServer } from './lib/server-process';

/** A bin read must reach this share of the bare GET route's ops/s, measured in the same run. */
const TARGET_TO_BARE = 0.4;
// A bin holding ten different items, as a well-used shelf does.
const SHAPE = { bins: 1, skus: 5, batches: 5, unitsEach: 12 };

async function entriesIn(origin: string, url: string): Promise<number> {
  const response = await fetch(origin + url);
  const body = (await response.json()) as { state?: { contents?: Record<string, number> } };
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${JSON.stringify(body)}`);
  return Object.keys(body.state?.contents ?? {}).length;
}

async function appRun(options: BenchOptions) {
  const database = await freshDatabase('bin-read', options.postgresUrl);
  try {
    const db = database.open();
    const room = await seedStockroom(db, SHAPE).finally(() => db.destroy());
    const url = `/api/bin/${room.bins[0]}`;
    const server = await startServer('app', { env: database.env, cpuProfileDir: options.cpuProfileDir });
    try {
      // Guards against measuring an empty bin or an error page.
      const entries = await entriesIn(server.origin, url);
      if (entries !== room.items.length) throw new Error(`${url} lists ${entries} entries, expected ${room.items.length}`);
      return { database: database.label, url, entries, run: await measureHttp(server, options, () => ({ method: 'GET', path: url })) };
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
  }
}

export async function runBinReadBench(options: BenchOptions) {
  const { log } = options;
  log(`bin-read: bare Fastify GET route, ${options.connections} connections`);
  const bare = await measureBareRoute(options, 'GET');
  log('bin-read: GET /api/bin/{id} through the app');
  const app = await appRun(options);
  const errors = [bare, app.run].reduce((sum, run) => sum + run.non_2xx + run.network_errors, 0);
  const result = {
    database: options.postgresUrl ? 'postgresql, fresh database' : 'sqlite (embedded), fresh migrated file',
    setup: {
      server:
        'child process (own event loop), real buildApp on 127.0.0.1, no request logging; load generator in the bench process (undici Pool, keep-alive, no pipelining)',
      url: app.url,
      entries_in_bin: app.entries,
      warmup_s: options.warmupS,
      duration_s: options.durationS,
      connections: options.connections,
      quick: options.quick,
    },
    bare_fastify_get: bare,
    bin_read: app.run,
    ratio_to_bare_route: ratio(app.run.ops_per_s, bare.ops_per_s),
    /** The same from server CPU time per request, steadier when other work shares the machine. */
    ratio_to_bare_route_by_cpu: ratio(app.run.ops_per_server_cpu_s, bare.ops_per_server_cpu_s),
    targets: { ratio_to_bare_route: TARGET_TO_BARE, non_2xx: 0 },
    ok: errors === 0,
  };
  const json = writeResult('bin-read', result, options.before);
  const summary = writeSummarySection(
    'bin-read',
    summaryOf(options, result.database, app.entries, bare, app.run, [result.ratio_to_bare_route, result.ratio_to_bare_route_by_cpu]),
    options.before,
  );
  log(
    `bin-read: ${app.run.ops_per_s} ops/s (${result.ratio_to_bare_route} of bare); wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), summary)}`,
  );
  if (errors > 0) throw new Error(`bin-read: ${errors} failed requests: ${[...bare.first_errors, ...app.run.first_errors].join(' | ')}`);
  return result;
}

function summaryOf(
  options: BenchOptions,
  database: string,
  entries: number,
  bare: HttpRun,
  app: HttpRun,
  [toBare, byCpu]: [number, number],
): string {
  const before = readBefore<{ bare_fastify_get: HttpRun; bin_read: HttpRun }>('bin-read');
  const besideBare = (r: { bare_fastify_get: HttpRun; bin_read: HttpRun }): BesideBare[] => [
    { label: 'GET bin', run: r.bin_read, bare: r.bare_fastify_get },
  ];
  return [
    '## Bin read throughput (`GET /api/bin/{id}`)',
    '',
    conditions(options, os.cpus().length, machine().load_average),
    `Database: ${database}; the bin holds ${entries} entries. Server in a child process; load generator in the bench process.`,
    '',
    httpTable([
      ['bare Fastify GET {ok:true}', bare],
      ['`GET /api/bin/{id}`', app],
    ]),
    '',
    ...(before
      ? ['', beforeAfterTable({ ...before, rows: besideBare(before) }, besideBare({ bare_fastify_get: bare, bin_read: app })), '']
      : []),
    `- ratio to the bare route ≥ ${TARGET_TO_BARE}: ${toBare}, ${verdict(toBare >= TARGET_TO_BARE)} (by server CPU per request: ${byCpu})`,
    `- no failed request: ${bare.non_2xx + bare.network_errors + app.non_2xx + app.network_errors} failed`,
  ].join('\n');
}

// `tsx bench/bin-read.ts [options]`, same options as `npm run bench`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runBinReadBench(parseBenchArgs(process.argv.slice(2)).options);
}
