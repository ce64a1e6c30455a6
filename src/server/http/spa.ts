import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { sendProblem } from './error-handler';

/**
 * Serves the built client and answers everything that no route took: API paths get a
 * problem (404, or 405 with Allow), other paths get index.html so deep links work.
 */
export async function serveClient(
  app: FastifyInstance,
  staticDir: string | null,
  allowedMethods: (path: string) => string[],
): Promise<void> {
  const hasClient = staticDir !== null && fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // Built assets carry a content hash in their names; anything else may change on deploy.
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const allowed = allowedMethods(pathname);
      if (allowed.length > 0) {
        return sendProblem(reply, new AppError('method-not-allowed', { headers: { allow: allowed.join(', ') } }));
      }
      return sendProblem(reply, new AppError('not-found', { detail: `No API route ${request.method} ${pathname}` }));
    }
    if (!hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(reply, new AppError('not-found'));
    }
    // The shell is never cached, so a new deploy is picked up on the next load.
    return reply.sendFile('index.html');
  });
}
