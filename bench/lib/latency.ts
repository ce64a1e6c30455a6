/** Latency figures in milliseconds. */
export interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function summarize(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, ms) => total + ms, 0);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(sum / sorted.length),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** One call's wall time, and the CPU time this process spent on it (which other work on the machine does not inflate). */
export interface Timing {
  wallMs: number;
  cpuMs: number;
}

export async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await work();
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}
