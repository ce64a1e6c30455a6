#!/usr/bin/env node
// `npm run dev`: the API server restarted on change (tsx watch) on API_PORT (default 8080)
// and Vite's dev server on http://localhost:5173, which proxies /api to it.
import { spawn } from 'node:child_process';
import { bin, forwardSignals, ROOT } from './lib/process.mjs';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const env = { ...process.env, API_PORT: apiPort };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: ROOT, stdio: 'inherit', env }),
];
forwardSignals(() => children);

console.log(`API on http://localhost:${apiPort}, app on http://localhost:5173 (Ctrl-C stops both)`);

// When either stops, stop the other, and exit with the first failure's code.
let exitCode = 0;
let remaining = children.length;
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (exitCode === 0 && code) exitCode = code;
    if (exitCode === 0 && signal && signal !== 'SIGINT' && signal !== 'SIGTERM') exitCode = 1;
    for (const other of children) if (other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
    if (--remaining === 0) process.exit(exitCode);
  });
}
