import { measureHttp, type HttpRun } from './http-run';
import type { BenchOptions } from './options';
import { startServer } from './server-process';

/**
 * The ceiling for any route on this machine in this run: a bare Fastify instance in its own
 * process answering {ok:true}, loaded exactly like the app. POST sends a body the size of a
 * receive's, so parsing a small JSON body is part of the ceiling too.
 */
export async function measureBareRoute(options: BenchOptions, method: 'POST' | 'GET'): Promise<HttpRun> {
  const server = await startServer('bare', { cpuProfileDir: options.cpuProfileDir });
  try {
    return await measureHttp(server, options, () =>
      method === 'POST' ? { method, path: '/bare', body: { id: 'SKU900001', quantity: 1 } } : { method, path: '/bare' },
    );
  } finally {
    await server.close();
  }
}
