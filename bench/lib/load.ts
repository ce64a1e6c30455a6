import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { summarize, type Latency } from './latency';

/**
 * An HTTP load generator: `connections` keep-alive connections, each with one request in
 * flight at a time (closed loop, no pipelining: browsers and scanners don't pipeline), a
 * warm-up whose requests are not measured, then a measured window. Built on undici's Pool
 * because every request needs its own body (different bins and items), per-request
 * latencies give exact percentiles, and undici is a single package with no dependencies.
 */

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

export interface LoadOptions {
  origin: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Builds the n-th request (n counts from 0 over warm-up and measurement). */
  next: (n: number) => LoadRequest;
  /** Awaited right before and after the measured window, e.g. to read the server's CPU counters. */
  onWindowStart?: () => Promise<void>;
  onWindowEnd?: () => Promise<void>;
}

export interface LoadResult {
  connections: number;
  duration_s: number;
  warmup_s: number;
  /** Requests that completed inside the measured window. */
  requests: number;
  ops_per_s: number;
  latency_ms: Latency;
  /** Over warm-up and window alike: a benchmark that errs measures the wrong thing. */
  non_2xx: number;
  network_errors: number;
  status_counts: Record<string, number>;
  /** The first few failures, for diagnosis. */
  first_errors: string[];
  /**
   * CPU time of this (the load generator's) process per measured request: when the generator
   * is near one core's worth, it and not the server may be the bottleneck.
   */
  client_cpu_ms_per_request: number;
  client_cpu_share: number;
}

const MAX_ERRORS_KEPT = 5;
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const firstErrors: string[] = [];
  let issued = 0;
  let nonOk = 0;
  let networkErrors = 0;
  let measured: { start: number; end: number } | null = null;
  let stopped = false;

  const note = (text: string) => {
    if (firstErrors.length < MAX_ERRORS_KEPT) firstErrors.push(text);
  };

  const worker = async () => {
    while (!stopped) {
      const request = options.next(issued++);
      const json = request.body === undefined ? undefined : JSON.stringify(request.body);
      const started = performance.now();
      try {
        const response = await pool.request({
          method: request.method,
          path: request.path,
          headers: json === undefined ? {} : { 'content-type': 'application/json' },
          ...(json !== undefined && { body: json }),
        });
        const text = await response.body.text();
        const ended = performance.now();
        statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
        if (response.statusCode < 200 || response.statusCode > 299) {
          nonOk += 1;
          note(`${request.method} ${request.path} → ${response.statusCode} ${text.slice(0, 300)}`);
        }
        // Counted when it completes inside the window, as throughput is completions per second.
        if (measured && ended >= measured.start && ended <= measured.end) latencies.push(ended - started);
      } catch (error) {
        networkErrors += 1;
        note(`${request.method} ${request.path} → ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const workers = Array.from({ length: options.connections }, worker);
  let cpu: NodeJS.CpuUsage;
  try {
    await sleep(options.warmupMs);
    await options.onWindowStart?.();
    cpu = process.cpuUsage();
    measured = { start: performance.now(), end: Number.POSITIVE_INFINITY };
    await sleep(options.durationMs);
    measured.end = performance.now();
    cpu = process.cpuUsage(cpu);
    await options.onWindowEnd?.();
  } finally {
    stopped = true;
    await Promise.all(workers);
    await pool.close();
  }

  const windowMs = measured.end - measured.start;
  const clientCpuMs = (cpu.user + cpu.system) / 1000;
  return {
    connections: options.connections,
    duration_s: round(windowMs / 1000),
    warmup_s: round(options.warmupMs / 1000),
    requests: latencies.length,
    ops_per_s: Math.round(latencies.length / (windowMs / 1000)),
    latency_ms: summarize(latencies),
    non_2xx: nonOk,
    network_errors: networkErrors,
    status_counts: statusCounts,
    first_errors: firstErrors,
    client_cpu_ms_per_request: latencies.length > 0 ? round(clientCpuMs / latencies.length, 4) : Number.NaN,
    client_cpu_share: round(clientCpuMs / windowMs, 2),
  };
}
