import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { openSqlite } from '../../src/server/db/connect';
import { MICRO } from '../../src/server/stock-core/quantities';
import { summarize, type Latency } from './latency';
import type { BenchOptions } from './options';
import type { Stockroom } from './seed';

/**
 * The floor under a receive: one transaction that upserts a bin entry and appends a ledger
 * row, on the app's own tables (same indexes and triggers), with nothing else around it:
 * no HTTP, no validation, no Kysely, no existence checks. Our receive's ops/s divided by this
 * says how much of the database's capacity the rest of the stack leaves.
 */
export interface BareDbRun {
  database: 'sqlite' | 'postgres';
  how: string;
  duration_s: number;
  warmup_s: number;
  transactions: number;
  ops_per_s: number;
  latency_ms: Latency;
  cpu_ms_per_transaction: number;
}

const UPSERT = `insert into bin_contents (bin_id, item_id, quantity) values ($1, $2, $3)
  on conflict (bin_id, item_id) do update set quantity = bin_contents.quantity + excluded.quantity returning quantity`;
const LEDGER = `insert into movements (at, kind, item_id, from_bin, to_bin, quantity) values ($1, 'receive', $2, null, $3, $4) returning id`;

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function pairs(room: Stockroom): [string, string][] {
  return room.bins.flatMap((bin) => room.items.map((item) => [bin, item] as [string, string]));
}

/** The pragmas the app sets on its connections, read back from one it opened (so this loop cannot drift from connect.ts). */
async function appPragmas(file: string): Promise<Record<string, string | number>> {
  const db = openSqlite(file);
  try {
    const read = async (name: string) => {
      const { rows } = await sql.raw<Record<string, string | number>>(`pragma ${name}`).execute(db);
      return Object.values(rows[0] ?? {})[0] as string | number;
    };
    return {
      journal_mode: await read('journal_mode'),
      synchronous: await read('synchronous'),
      foreign_keys: await read('foreign_keys'),
      busy_timeout: await read('busy_timeout'),
    };
  } finally {
    await db.destroy();
  }
}

/** better-sqlite3 directly, one synchronous loop: SQLite serializes writers anyway, so more threads would only queue. */
export async function bareSqliteLoop(file: string, room: Stockroom, options: BenchOptions): Promise<BareDbRun & { pragmas: object }> {
  const pragmas = await appPragmas(file);
  const db = new SQLite(file);
  for (const [name, value] of Object.entries(pragmas)) db.pragma(`${name} = ${value}`);
  const begin = db.prepare('begin');
  const commit = db.prepare('commit');
  const upsert = db.prepare(UPSERT.replace(/\$\d/g, '?'));
  const ledger = db.prepare(LEDGER.replace(/\$\d/g, '?'));
  const targets = pairs(room);
  const receive = (n: number) => {
    const [bin, item] = targets[n % targets.length] as [string, string];
    begin.run();
    upsert.get(bin, item, MICRO);
    ledger.get(Date.now(), item, bin, MICRO);
    commit.run();
  };
  try {
    let n = 0;
    const warmupEnd = performance.now() + options.warmupS * 1000;
    while (performance.now() < warmupEnd) receive(n++);
    const latencies: number[] = [];
    const cpu = process.cpuUsage();
    const start = performance.now();
    const end = start + options.durationS * 1000;
    for (let now = start; now < end;) {
      receive(n++);
      const after = performance.now();
      latencies.push(after - now);
      now = after;
    }
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpu);
    return {
      database: 'sqlite',
      how: 'better-sqlite3, prepared statements, one connection, one synchronous loop, in the bench process',
      pragmas,
      duration_s: round(elapsed / 1000),
      warmup_s: options.warmupS,
      transactions: latencies.length,
      ops_per_s: Math.round(latencies.length / (elapsed / 1000)),
      latency_ms: summarize(latencies),
      cpu_ms_per_transaction: round((used.user + used.system) / 1000 / latencies.length, 4),
    };
  } finally {
    db.close();
  }
}

/** node-postgres directly, a pool of 10 like the app's, driven by as many concurrent loops as the HTTP bench has connections. */
export async function barePostgresLoop(url: string, room: Stockroom, options: BenchOptions): Promise<BareDbRun> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const targets = pairs(room);
  let n = 0;
  let phase: 'warmup' | 'measure' | 'stop' = 'warmup';
  const latencies: number[] = [];
  const worker = async () => {
    while (phase !== 'stop') {
      const [bin, item] = targets[n++ % targets.length] as [string, string];
      const started = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(UPSERT, [bin, item, MICRO]);
        await client.query(LEDGER, [Date.now(), item, bin, MICRO]);
        await client.query('commit');
      } finally {
        client.release();
      }
      if (phase === 'measure') latencies.push(performance.now() - started);
    }
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const workers = Array.from({ length: options.connections }, worker);
  await sleep(options.warmupS * 1000);
  phase = 'measure';
  const cpu = process.cpuUsage();
  const start = performance.now();
  await sleep(options.durationS * 1000);
  const elapsed = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const measured = latencies.length;
  phase = 'stop';
  await Promise.all(workers);
  await pool.end();
  return {
    database: 'postgres',
    how: `node-postgres, pool of 10, ${options.connections} concurrent loops, in the bench process`,
    duration_s: round(elapsed / 1000),
    warmup_s: options.warmupS,
    transactions: measured,
    ops_per_s: Math.round(measured / (elapsed / 1000)),
    latency_ms: summarize(latencies.slice(0, measured)),
    cpu_ms_per_transaction: round((used.user + used.system) / 1000 / measured, 4),
  };
}
