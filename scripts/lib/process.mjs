import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A package's binary from node_modules/.bin, so scripts never depend on npx or a global install. */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command with its output (stdout and stderr together) written to `logFile` instead of
 * the terminal, so commands run side by side do not interleave; resolves with its exit code.
 */
export function runToFile(command, args, logFile, options = {}) {
  const out = fs.openSync(logFile, 'w');
  return run(command, args, { ...options, stdio: ['ignore', out, out] }).finally(() => fs.closeSync(out));
}

/**
 * Passes SIGINT and SIGTERM on to the children so they shut down cleanly (the server
 * finishes in-flight requests and closes the database), and stops forwarding on exit.
 */
export function forwardSignals(children) {
  const forward = (signal) => {
    for (const child of children()) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => forward(signal));
}
