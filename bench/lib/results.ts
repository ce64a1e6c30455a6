import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
/** Where a run with --before keeps its figures, for the runs after a change to show beside theirs. */
const BEFORE_DIR = path.join(RESULTS_DIR, 'before');
const SUMMARY = path.join(RESULTS_DIR, 'summary.md');

/**
 * Where and when a figure was measured: numbers from different machines are not comparable,
 * and a load average above the CPU count means other work competed for the cores.
 */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    load_average: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/** The commit the measured code is at, marked when the tree has changes beyond it; null outside a git checkout. */
function commitOf(): string | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: BENCH_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', '../src') ? ' + uncommitted changes in src' : ''}`;
  } catch {
    return null;
  }
}

/**
 * Writes bench/results/<name>.json with the run's time, machine and commit, and returns its
 * path; with `before`, bench/results/before/<name>.json instead.
 */
export function writeResult(name: string, figures: object, before = false): string {
  const dir = before ? BEFORE_DIR : RESULTS_DIR;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ bench: name, measured_at: new Date().toISOString(), commit: commitOf(), machine: machine(), ...figures }, null, 2)}\n`,
  );
  return file;
}

/** What writeResult adds to every bench's figures. */
export interface Measured {
  measured_at: string;
  commit: string | null;
  machine: ReturnType<typeof machine>;
}

/** The figures a run with --before wrote for this bench, if any. */
export function readBefore<T>(name: string): (T & Measured) | null {
  const file = path.join(BEFORE_DIR, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T & Measured) : null;
}

const markers = (name: string) => [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`] as const;

/**
 * Puts one bench's section into bench/results/summary.md, replacing that bench's previous
 * section and leaving the other benches' sections as they were. A run with --before leaves
 * the summary alone: the run after the change shows its figures.
 */
export function writeSummarySection(name: string, markdown: string, before = false): string {
  if (before) return SUMMARY;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const [open, close] = markers(name);
  const section = `${open}\n${markdown.trim()}\n${close}`;
  const current = fs.existsSync(SUMMARY)
    ? fs.readFileSync(SUMMARY, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench`; each section by its bench.\n';
  const start = current.indexOf(open);
  const end = current.indexOf(close);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + close.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(SUMMARY, next);
  return SUMMARY;
}

export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
