import { runLoad, type LoadRequest, type LoadResult } from './load';
import type { BenchOptions } from './options';
import type { ServerProcess } from './server-process';

export interface HttpRun extends LoadResult {
  /** Server process CPU time per measured request (its main thread plus GC and database threads). */
  server_cpu_ms_per_request: number;
  /** Busy share of the server's event loop over the window: near 1 means the server was saturated. */
  server_event_loop_utilization: number;
  /**
   * Requests per second of server CPU time: what one dedicated core would sustain if the
   * server is CPU-bound. Less disturbed than ops/s when other work shares the machine.
   */
  ops_per_server_cpu_s: number;
}

/** Loads one server through the load generator and adds what the server itself spent. */
export async function measureHttp(server: ServerProcess, options: BenchOptions, next: (n: number) => LoadRequest): Promise<HttpRun> {
  let usage = { cpuMs: Number.NaN, eventLoopUtilization: Number.NaN };
  const load = await runLoad({
    origin: server.origin,
    connections: options.connections,
    warmupMs: options.warmupS * 1000,
    durationMs: options.durationS * 1000,
    next,
    onWindowStart: () => server.mark(),
    onWindowEnd: async () => {
      usage = await server.usage();
    },
  });
  const perRequest = usage.cpuMs / load.requests;
  return {
    ...load,
    server_cpu_ms_per_request: Math.round(perRequest * 10_000) / 10_000,
    server_event_loop_utilization: Math.round(usage.eventLoopUtilization * 100) / 100,
    ops_per_server_cpu_s: Math.round(1000 / perRequest),
  };
}

/** Calls of a run answered with a 2xx, warm-up included: what the database must now show. */
export const succeeded = (run: HttpRun) =>
  Object.entries(run.status_counts).reduce((sum, [status, count]) => sum + (Number(status) >= 200 && Number(status) < 300 ? count : 0), 0);
