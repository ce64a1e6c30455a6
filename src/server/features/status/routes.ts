import type { FastifyInstance } from 'fastify';
import type { StatusResource } from '../../../shared/contract/status';
import { VERSION } from '../../../shared/version';

export async function statusRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/status', async (_request, reply) => {
    const status: StatusResource = { Id: '/api/status', state: { version: VERSION, 'is-up': true } };
    return reply.header('cache-control', 'no-cache').send(status);
  });
}
