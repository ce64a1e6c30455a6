import { afterEach } from 'vitest';
import type { ServerProcess } from './server-process';

/**
 * Work to undo after each test of the calling suite, pass or fail, last registered first:
 * `defer` any cleanup, `track` a server process so it is killed and reaped.
 */
export function cleanUpAfterEach() {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const defer = (cleanup: () => Promise<unknown>): void => {
    cleanups.push(cleanup);
  };
  const track = (server: ServerProcess): ServerProcess => {
    defer(async () => {
      server.kill('SIGKILL');
      await server.exited;
    });
    return server;
  };
  return { defer, track };
}
