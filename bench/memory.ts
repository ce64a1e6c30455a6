import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatId } from '../src/shared/labels';
import { freePort } from '../tests/support/free-port';
import { parseBenchArgs, type BenchOptions } from './lib/options';
import { childrenOf, commandOf, memoryOf, type ProcessMemory } from './lib/proc-status';
import { verdict } from './lib/report';
import { BENCH_DIR, machine, markdownTable, readBefore, writeResult, writeSummarySection } from './lib/results';

const ROOT = path.dirname(BENCH_DIR);
const TARGET_IDLE_MB = 80;
/** Time to let start-up or a burst settle (pending GC, freed buffers) before reading the resident set. */
const SETTLE_MS = 2_000;
const START_TIMEOUT_MS = 120_000;
const BINS = 4;
const SKUS = 4;
/** Per kind: receives, moves and reads in the burst. */
const BURST_EACH = 200;
const BURST_CONCURRENCY = 8;

interface Started {
  supervisor: ChildProcess;
  /** The server process `npm start` runs (its child). */
  serverPid: number;
  origin: string;
}

/** The client npm start serves, when it has been built. */
const BUILT_CLIENT = path.join(ROOT, 'dist/client');

/**
 * A copy of the built client, or a one-file stand-in when none is built. The number of files
 * matters: the static file plugin registers a route for each at start, and the built client's
 * few hundred held about 5 MB more than one file did.
 */
function clientIn(dir: string): { staticDir: string; files: number } {
  const staticDir = path.join(dir, 'client');
  if (fs.existsSync(path.join(BUILT_CLIENT, 'index.html'))) {
    // A copy, as STATIC_DIR elsewhere than dist/client is served as it is: no client build inside the bench.
    fs.cpSync(BUILT_CLIENT, staticDir, { recursive: true });
  } else {
    fs.mkdirSync(staticDir);
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Lotline</title>');
  }
  return { staticDir, files: fs.readdirSync(staticDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length };
}

/** Runs `npm start`'s script with a scratch database and the client, and waits until the server listens. */
async function startAsNpmStartWould(dir: string, staticDir: string): Promise<Started> {
  const supervisor = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      // HTTPS on, as npm start serves it, on a free port: the default 8443 may be taken by another run.
      HTTPS_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(dir, 'lotline.db'),
      STATIC_DIR: staticDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not listen within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      // Only the start matters; request logs afterwards are read and dropped.
      if (output.length < 20_000) output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    supervisor.stdout?.on('data', onData);
    supervisor.stderr?.on('data', onData);
    supervisor.on('exit', (code) => reject(new Error(`npm start exited (code ${code}) before listening:\n${output}`)));
  });
  const [serverPid, ...others] = childrenOf(supervisor.pid ?? -1);
  if (serverPid === undefined || others.length > 0)
    throw new Error(`expected one server process under npm start, found ${[serverPid, ...others].join(', ')}`);
  return { supervisor, serverPid, origin };
}

async function stop(supervisor: ChildProcess): Promise<void> {
  if (supervisor.exitCode !== null) return;
  const exited = new Promise((resolve) => supervisor.once('exit', resolve));
  supervisor.kill('SIGTERM');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(origin: string, method: string, url: string, body?: unknown): Promise<void> {
  const response = await fetch(origin + url, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
}

/** Runs the calls a few at a time, as a handful of scanners and desks would. */
async function inParallel(calls: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < calls.length) await calls[next++]?.();
  };
  await Promise.all(Array.from({ length: BURST_CONCURRENCY }, worker));
}

/** A working hour in miniature: set-up, receives, moves between bins, reads, a sheet of labels. */
async function burst(origin: string): Promise<Record<string, number>> {
  const bins = Array.from({ length: BINS }, (_, i) => formatId('BIN', 900_001 + i));
  const skus = Array.from({ length: SKUS }, (_, i) => formatId('SKU', 900_001 + i));
  for (const id of bins) await send(origin, 'POST', '/api/bins', { id });
  for (const [i, id] of skus.entries()) await send(origin, 'POST', '/api/skus', { id, name: `Bench material ${i + 1}` });
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  const each = (make: (n: number) => () => Promise<void>) => Array.from({ length: BURST_EACH }, (_, n) => make(n));
  await inParallel(each((n) => () => send(origin, 'POST', `/api/bin/${pick(bins, n)}/contents`, { id: pick(skus, n >> 2), quantity: 5 })));
  await inParallel(
    each(
      (n) => () =>
        send(origin, 'PUT', `/api/bin/${pick(bins, n)}/contents/move`, {
          id: pick(skus, n >> 2),
          destination: pick(bins, n + 1),
          quantity: 1,
        }),
    ),
  );
  await inParallel(each((n) => () => send(origin, 'GET', n % 2 === 0 ? `/api/bin/${pick(bins, n)}` : `/api/search?q=Bench`)));
  const ids = [...bins, ...skus].join(',');
  await send(origin, 'GET', `/api/labels.pdf?ids=${ids}`);
  await send(origin, 'GET', `/api/labels.zpl?ids=${ids}`);
  return { create: BINS + SKUS, receive: BURST_EACH, move: BURST_EACH, read: BURST_EACH, labels_pdf: 1, labels_zpl: 1 };
}

export async function runMemoryBench(options: BenchOptions) {
  const { log } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-memory-'));
  try {
    const client = clientIn(dir);
    log(`memory: npm start on a fresh SQLite file, serving a client of ${client.files} files`);
    const { supervisor, serverPid, origin } = await startAsNpmStartWould(dir, client.staticDir);
    try {
      await sleep(SETTLE_MS);
      const idle = memoryOf(serverPid);
      log(`memory: idle ${idle.rss_mb} MB; sending the burst`);
      const requests = await burst(origin);
      await sleep(SETTLE_MS);
      const loaded = memoryOf(serverPid);
      const result = {
        setup: {
          started_with:
            'node scripts/start.mjs (npm start), SQLite in a temporary folder, a copy of dist/client (or one file), LOG_LEVEL info',
          client_files: client.files,
          server_command: commandOf(serverPid).replaceAll(`${ROOT}/`, ''),
          settle_ms: SETTLE_MS,
          burst_concurrency: BURST_CONCURRENCY,
        },
        requests,
        idle,
        loaded,
        /** `npm start`'s own process, which stays to forward signals: memory the server itself does not count. */
        supervisor: memoryOf(supervisor.pid ?? -1),
        target_idle_mb: TARGET_IDLE_MB,
        met: idle.rss_mb <= TARGET_IDLE_MB,
      };
      const json = writeResult('memory', result, options.before);
      const summary = writeSummarySection('memory', summaryOf(result.setup, idle, loaded, result.supervisor, requests), options.before);
      log(
        `memory: idle ${idle.rss_mb} MB, loaded ${loaded.rss_mb} MB; wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), summary)}`,
      );
      return result;
    } finally {
      await stop(supervisor);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function summaryOf(
  { server_command: command, client_files: clientFiles }: { server_command: string; client_files: number },
  idle: ProcessMemory,
  loaded: ProcessMemory,
  supervisor: ProcessMemory,
  requests: Record<string, number>,
): string {
  const row = (label: string, m: ProcessMemory) => [label, m.rss_mb, m.rss_anon_mb, m.rss_file_mb, m.peak_rss_mb];
  const before = readBefore<{ idle: ProcessMemory; loaded: ProcessMemory; setup: { client_files?: number } }>('memory');
  // Runs before the client was copied served one file.
  const beforeLabel = before && `before (${before.commit ?? 'unknown commit'}, ${before.setup.client_files ?? 1}-file client)`;
  const beforeRows = before ? [row(`${beforeLabel}, idle`, before.idle), row(`${beforeLabel}, after the burst`, before.loaded)] : [];
  const burst = Object.entries(requests)
    .map(([kind, n]) => `${n} ${kind.replace('_', ' ')}`)
    .join(', ');
  return [
    '## Server memory (`npm start`)',
    '',
    `${os.cpus().length} CPUs, Node ${process.version}, load average ${machine().load_average.join(' / ')} at the end, ${new Date().toISOString()}.`,
    `The server process \`npm start\` runs (\`${command}\`) on a fresh SQLite file, serving a client of ${clientFiles} files; resident set from /proc/<pid>/status, MiB, ${SETTLE_MS / 1000} s after start and after the burst (${burst}; ${BURST_CONCURRENCY} at a time).`,
    '',
    markdownTable(
      ['process', 'RSS', 'anonymous', 'files', 'peak'],
      [row('server, idle after start', idle), row('server, after the burst', loaded), row('`npm start` itself', supervisor), ...beforeRows],
    ),
    '',
    `- idle RSS ≤ ${TARGET_IDLE_MB} MB: ${verdict(idle.rss_mb <= TARGET_IDLE_MB)} (${idle.rss_mb} MB)`,
  ].join('\n');
}

// `tsx bench/memory.ts`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runMemoryBench(parseBenchArgs(process.argv.slice(2)).options);
}
