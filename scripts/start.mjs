#!/usr/bin/env node
// `npm start`: builds the client and the server when their sources are newer than their
// builds, optionally loads the demo data set into an empty database, then serves the
// compiled server on PORT (default 8080).
//   npm start -- --demo        (or LOTLINE_DEMO=1 npm start)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, forwardSignals, ROOT, run } from './lib/process.mjs';
import { staleReason } from './lib/stale-build.mjs';

const CLIENT_DIR = path.join(ROOT, 'dist/client');
const SERVER_DIR = path.join(ROOT, 'dist/server');

/** What `npm start` builds before serving, each only when its inputs changed since its last build. */
const BUILDS = [
  {
    name: 'client',
    inputs: ['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts', 'tailwind.config.ts'],
    marker: 'dist/client/index.html',
    // A STATIC_DIR elsewhere is a client built for this deployment: serve it as it is.
    skip: () => Boolean(process.env.STATIC_DIR) && path.resolve(ROOT, process.env.STATIC_DIR) !== CLIENT_DIR,
    command: [bin('vite'), ['build', '--logLevel', 'warn']],
    fallback: ', or run the API alone with `npm run serve`',
  },
  {
    name: 'server',
    inputs: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'tsconfig.json'],
    marker: 'dist/server/main.js',
    command: [process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')]],
  },
];

const args = process.argv.slice(2);
const demo = args.includes('--demo') || ['1', 'true', 'yes'].includes(String(process.env.LOTLINE_DEMO).toLowerCase());
const unknown = args.filter((arg) => arg !== '--demo');
if (unknown.length > 0) {
  console.error(`unknown option ${unknown.join(' ')}; usage: npm start [-- --demo]`);
  process.exit(2);
}

let child = null;
let stopping = false;
forwardSignals(() => (child ? [child] : []));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping = true));

// `npm start` runs this under `sh -c`, and a SIGTERM to npm (a container stopping) ends npm
// and the shell without reaching us: when our parent goes away, shut down as if signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) process.emit('SIGTERM', 'SIGTERM');
}, 250).unref();

for (const build of BUILDS) {
  const reason = build.skip?.() ? null : staleReason(build);
  if (!reason || stopping) continue;
  console.log(`Building the ${build.name} (${reason})...`);
  const code = await run(...build.command);
  if (code !== 0) {
    console.error(`The ${build.name} build failed; fix the errors above${build.fallback ?? ''}.`);
    process.exit(code);
  }
}
if (stopping) process.exit(130);

/**
 * V8 grows the young generation up to 16 MB per semi-space for allocation-heavy programs; a
 * request here leaves little garbage, and 1 MB keeps the idle server about 12 MB and a busy
 * one about 25 MB smaller (bench/memory.ts) for more frequent, small scavenges.
 */
const NODE_FLAGS = ['--max-semi-space-size=1'];

/**
 * glibc gives each thread that allocates an arena of its own, up to eight per core, and keeps
 * what is freed in it: V8's compiler and GC threads and libuv's pool left four beside the main
 * one, 10 MB resident at idle. Two (the main thread's and one the helpers share) keep the idle
 * server about 2 MB smaller (bench/memory.ts); receives under load ran no slower, beside the
 * bare route (npm run bench -- stock). Other C libraries ignore it; a value the environment
 * already gives wins.
 */
const MALLOC_ENV = { MALLOC_ARENA_MAX: '2' };

// Each program runs in this one child process, so the signals forwarded below reach the
// server itself, not a wrapper.
const node = (program, programArgs = []) =>
  spawn(process.execPath, [...NODE_FLAGS, path.join(SERVER_DIR, program), ...programArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...MALLOC_ENV, ...process.env },
  });

function exitCodeOf(process_) {
  return new Promise((resolve) => process_.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
}

if (demo) {
  child = node('load-demo.js', ['--if-empty']);
  const code = await exitCodeOf(child);
  if (code !== 0) process.exit(code);
  if (stopping) process.exit(130);
}

child = node('main.js');
process.exit(await exitCodeOf(child));
