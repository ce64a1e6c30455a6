import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Every POST must declare a JSON body, even one that sends `{}`. A page on another site can
 * POST without a preflight only as a form or with a bodyless no-cors fetch, and neither can
 * say application/json: refusing them keeps every POST route, present and future, out of
 * reach of cross-site requests (docs/decisions/012-csrf-and-headers.md).
 */
export function requireJsonPosts(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new AppError('unsupported-media-type', { detail: 'A POST must send a JSON body with Content-Type: application/json.' });
    }
  });
}
