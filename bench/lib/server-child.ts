import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DB } from '../../src/server/db/connect';
import type { ChildMessage, ParentMessage, ServerKind } from './server-process';

/**
 * The server side of an HTTP bench, in a process of its own so that it has its own event
 * loop and the load generator's work does not count against it. `app` is the real API on
 * the database named by BENCH_DATABASE_URL or BENCH_SQLITE_PATH (already migrated and seeded);
 * `bare` is a Fastify instance with one trivial JSON route, the ceiling for any route.
 * Neither logs requests, so both pay the same for logging: nothing.
 */

const kind = process.argv[2] as ServerKind;
const send = (message: ChildMessage) => process.send?.(message);

async function bareServer(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.post('/bare', async () => ({ ok: true }));
  app.get('/bare', async () => ({ ok: true }));
  return app;
}

async function appServer(): Promise<{ app: FastifyInstance; db: DB }> {
  const db = openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, sqlitePath: process.env.BENCH_SQLITE_PATH ?? '' });
  return { app: await buildApp({ db, staticDir: null }), db };
}

const { app, db } = kind === 'app' ? await appServer() : { app: await bareServer(), db: null };
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('server has no TCP address');

let marks = { cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };

process.on('message', (message: ParentMessage) => {
  if (message.type === 'mark') {
    marks = { cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
    send({ type: 'marked' });
  } else if (message.type === 'usage') {
    const cpu = process.cpuUsage(marks.cpu);
    send({
      type: 'usage',
      cpuMs: (cpu.user + cpu.system) / 1000,
      eventLoopUtilization: performance.eventLoopUtilization(marks.elu).utilization,
    });
  } else if (message.type === 'close') {
    // Keep-alive connections would hold close() until they time out; drop them as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    void app
      .close()
      .then(() => db?.destroy())
      .finally(() => {
        clearInterval(sweep);
        process.disconnect();
      });
  }
});

// A bench that dies must not leave its server running: the IPC channel closing is the sign.
process.on('disconnect', () => process.exit(0));

send({ type: 'ready', port: address.port });
