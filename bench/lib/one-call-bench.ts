import os from 'node:os';
import path from 'node:path';
import type { DB } from '../../src/server/db/connect';
import { findLedgerMismatches } from '../../src/server/features/stock/invariant';
import { measureBareRoute } from './bare-route';
import { freshDatabase } from './database';
import { measureHttp, succeeded, type HttpRun } from './http-run';
import type { LoadRequest } from './load';
import type { BenchOptions } from './options';
import { beforeAfterTable, conditions, httpTable, ratio, verdict, type BesideBare } from './report';
import { machine, readBefore, writeResult, writeSummarySection } from './results';
import { startServer } from './server-process';

/** A bench of one API call under load: what to seed, the n-th request, and how to check the database after. */
export interface OneCallBench<Seeded> {
  /** the bench's name: its results file and summary section */
  name: string;
  /** the summary's heading */
  title: string;
  /** the call, as the summary's table names it */
  call: string;
  /** what one call is, plural, for the target line ("draws", "runs") */
  calls: string;
  target: number;
  /** the bench's shape, recorded with the figures */
  shape: Record<string, number>;
  /** one sentence of what was seeded and what each call does */
  described: string;
  seed: (db: DB) => Promise<Seeded>;
  next: (seeded: Seeded) => (n: number) => LoadRequest;
  /** what the database must show after `calls` successful calls, besides a ledger that agrees with the contents; each string a problem */
  check: (db: DB, calls: number) => Promise<string[]>;
  /** what `check` verified, for the summary */
  checked: string;
}

const DATABASE = { sqlite: 'sqlite (embedded), fresh migrated file', postgres: 'postgresql, fresh database' } as const;

/**
 * Measures the bare Fastify POST route, then seeds a fresh database, loads a server with the
 * call, checks the database, writes the results file and summary section.
 */
export async function runOneCallBench<Seeded>(options: BenchOptions, bench: OneCallBench<Seeded>) {
  const { log } = options;
  log(`${bench.name}: bare Fastify POST route, ${options.connections} connections`);
  const bare = await measureBareRoute(options, 'POST');
  const database = await freshDatabase(bench.name, options.postgresUrl);
  let run: HttpRun;
  let problems: string[];
  try {
    log(`${bench.name}: seeding`);
    const seeding = database.open();
    const seeded = await bench.seed(seeding).finally(() => seeding.destroy());
    const server = await startServer('app', { env: database.env, cpuProfileDir: options.cpuProfileDir });
    try {
      log(`${bench.name}: ${options.connections} connections`);
      run = await measureHttp(server, options, bench.next(seeded));
    } finally {
      await server.close();
    }
    const checking = database.open();
    try {
      const mismatches = (await findLedgerMismatches(checking)).map(
        (m) => `ledger mismatch ${m.bin_id}/${m.item_id}: contents ${m.contents}, ledger ${m.ledger}`,
      );
      problems = [...mismatches, ...(await bench.check(checking, succeeded(run)))];
    } finally {
      await checking.destroy();
    }
  } finally {
    await database.drop();
  }
  const errors = run.non_2xx + run.network_errors + bare.non_2xx + bare.network_errors;
  const ok = errors === 0 && problems.length === 0;
  const result = {
    database: DATABASE[database.kind],
    setup: {
      server:
        'child process (own event loop), real buildApp on 127.0.0.1, no request logging; load generator in the bench process (undici Pool, keep-alive, no pipelining)',
      ...bench.shape,
      warmup_s: options.warmupS,
      duration_s: options.durationS,
      connections: options.connections,
      quick: options.quick,
    },
    bare_fastify_post: bare,
    run,
    ratio_to_bare_route: ratio(run.ops_per_s, bare.ops_per_s),
    ratio_to_bare_route_by_cpu: ratio(run.ops_per_server_cpu_s, bare.ops_per_server_cpu_s),
    problems,
    targets: { per_s: bench.target, non_2xx: 0 },
    ok,
  };
  const before = readBefore<{ bare_fastify_post?: HttpRun; run: HttpRun }>(bench.name);
  const besideBare = (r: { bare_fastify_post?: HttpRun; run: HttpRun }): BesideBare[] =>
    r.bare_fastify_post ? [{ label: bench.calls, run: r.run, bare: r.bare_fastify_post }] : [];
  const summary = [
    `## ${bench.title}`,
    '',
    conditions(options, os.cpus().length, machine().load_average),
    `Database: ${result.database}. Server in a child process; load generator in the bench process. ${bench.described}`,
    '',
    httpTable([
      ['bare Fastify POST {ok:true}', bare],
      [bench.call, run],
    ]),
    '',
    `Ratio to the bare route: ${result.ratio_to_bare_route} (by server CPU per request: ${result.ratio_to_bare_route_by_cpu}).`,
    ...(before ? ['', beforeAfterTable({ ...before, rows: besideBare(before) }, besideBare(result))] : []),
    '',
    `- ${bench.calls} ≥ ${bench.target}/s: ${run.ops_per_s}, ${verdict(run.ops_per_s >= bench.target)} (${run.ops_per_server_cpu_s} per server CPU-second)`,
    `- no failed request: ${errors} failed, ${verdict(errors === 0)}`,
    `- ledger agrees with contents, ${bench.checked}: ${problems.length === 0 ? 'yes' : `**no**: ${problems.join('; ')}`}`,
  ].join('\n');
  const json = writeResult(bench.name, result, options.before);
  const section = writeSummarySection(bench.name, summary, options.before);
  log(
    `${bench.name}: ${run.ops_per_s} ${bench.calls}/s, ${run.server_cpu_ms_per_request} server CPU ms each; wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), section)}`,
  );
  if (!ok) throw new Error(`${bench.name}: ${errors} failed requests; ${problems.join('; ')}`);
  return result;
}
