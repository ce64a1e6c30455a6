import type { HttpRun } from './http-run';
import { markdownTable } from './results';

export const HTTP_COLUMNS = [
  'run',
  'ops/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'non-2xx',
  'server CPU ms/op',
  'server loop busy',
  'ops per server CPU-s',
  'client CPU share',
] as const;

export function httpRow(label: string, run: HttpRun): (string | number)[] {
  const { latency_ms: l } = run;
  return [
    label,
    run.ops_per_s,
    l.p50,
    l.p95,
    l.p99,
    run.non_2xx + run.network_errors,
    run.server_cpu_ms_per_request,
    run.server_event_loop_utilization,
    run.ops_per_server_cpu_s,
    run.client_cpu_share,
  ];
}

export const httpTable = (rows: [string, HttpRun][]) =>
  markdownTable(
    HTTP_COLUMNS,
    rows.map(([label, run]) => httpRow(label, run)),
  );

/** ours / baseline, two decimals. */
export const ratio = (ours: number, baseline: number) => Math.round((ours / baseline) * 100) / 100;

export const verdict = (met: boolean) => (met ? 'met' : '**not met**');

/** The line every section starts with: figures from another machine, load or duration are not comparable. */
export function conditions(
  options: { quick: boolean; durationS: number; warmupS: number; connections: number },
  cpus: number,
  load: number[],
): string {
  const mode = options.quick ? '**quick smoke run** (figures not for comparison); ' : '';
  return `${mode}${options.warmupS} s warm-up, ${options.durationS} s measured per run, ${options.connections} connections; ${cpus} CPUs, Node ${process.version}, load average ${load.join(' / ')} at the end, ${new Date().toISOString()}.`;
}

/** One call measured beside the bare route of its run. */
export interface BesideBare {
  label: string;
  run: HttpRun;
  bare: HttpRun;
}

/**
 * Before and after a change, each beside the bare route measured in its own run: ops/s, the
 * ratio to that bare route (by ops/s and by server CPU), server CPU per call and p99.
 */
export function beforeAfterTable(before: { commit: string | null; measured_at: string; rows: BesideBare[] }, after: BesideBare[]): string {
  const cells = (row: BesideBare | undefined) =>
    row
      ? [
          row.run.ops_per_s,
          row.bare.ops_per_s,
          ratio(row.run.ops_per_s, row.bare.ops_per_s),
          ratio(row.run.ops_per_server_cpu_s, row.bare.ops_per_server_cpu_s),
          row.run.server_cpu_ms_per_request,
          row.run.latency_ms.p99,
        ]
      : ['n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
  return [
    `Before: ${before.commit ?? 'unknown commit'}, measured ${before.measured_at} (\`--before\`); after: this run.`,
    '',
    markdownTable(
      [
        'call',
        'before ops/s',
        'bare',
        'ratio',
        'ratio by CPU',
        'CPU ms',
        'p99 ms',
        'after ops/s',
        'bare',
        'ratio',
        'ratio by CPU',
        'CPU ms',
        'p99 ms',
      ],
      after.map((row) => [row.label, ...cells(before.rows.find((old) => old.label === row.label)), ...cells(row)]),
    ),
  ].join('\n');
}
