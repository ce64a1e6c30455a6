#!/usr/bin/env node
// `npm start`: builds the client when its sources are newer than the build, optionally
// loads the demo data set into an empty database, then serves on PORT (default 8080).
//   npm start -- --demo        (or LOTLINE_DEMO=1 npm start)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bin, forwardSignals, ROOT, run } from './lib/process.mjs';

const CLIENT_INPUTS = ['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts', 'tailwind.config.ts'];
const BUILT_MARKER = path.join(ROOT, 'dist/client/index.html');

/** Newest modification time of a file or of any file below a folder (0 if absent). */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildReason() {
  // A STATIC_DIR elsewhere is a client built for this deployment: serve it as it is.
  if (process.env.STATIC_DIR && path.resolve(ROOT, process.env.STATIC_DIR) !== path.dirname(BUILT_MARKER)) return null;
  if (!fs.existsSync(BUILT_MARKER)) return 'dist/client is missing';
  const built = fs.statSync(BUILT_MARKER).mtimeMs;
  const changed = CLIENT_INPUTS.find((input) => newestMtime(path.join(ROOT, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

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

const reason = buildReason();
if (reason) {
  console.log(`Building the client (${reason})...`);
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) {
    console.error('The client build failed; fix the errors above, or run the API alone with `npm run serve`.');
    process.exit(code);
  }
}
if (stopping) process.exit(130);

// Node with tsx's loader runs the TypeScript server in this one child process, so the
// signals forwarded below reach the server itself, not a wrapper.
const node = (script, scriptArgs = []) =>
  spawn(process.execPath, ['--import', 'tsx', script, ...scriptArgs], { cwd: ROOT, stdio: 'inherit', env: process.env });

function exitCodeOf(process_) {
  return new Promise((resolve) => process_.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
}

if (demo) {
  child = node('src/server/demo/load-demo.ts', ['--if-empty']);
  const code = await exitCodeOf(child);
  if (code !== 0) process.exit(code);
  if (stopping) process.exit(130);
}

child = node('src/server/main.ts');
process.exit(await exitCodeOf(child));
