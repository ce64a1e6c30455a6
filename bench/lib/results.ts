import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
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

/** Writes bench/results/<name>.json with the run's time and machine, and returns its path. */
export function writeResult(name: string, figures: object): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ bench: name, measured_at: new Date().toISOString(), machine: machine(), ...figures }, null, 2)}\n`,
  );
  return file;
}

const markers = (name: string) => [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`] as const;

/**
 * Puts one bench's section into bench/results/summary.md, replacing that bench's previous
 * section and leaving the other benches' sections as they were.
 */
export function writeSummarySection(name: string, markdown: string): string {
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
