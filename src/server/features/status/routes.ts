import type { FastifyInstance } from 'fastify';
import { StatusResource } from '../../../shared/contract/status';
import { VERSION } from '../../../shared/version';
import { apiRoute } from '../../http/api-route';
import { accountsOn } from '../../core/accounts-on';
import type { DB } from '../../db/connect';

export const statusRoutes =
  (db: DB) =>
  async (app: FastifyInstance): Promise<void> => {
    apiRoute(
      app,
      'getStatus',
      {
        tag: 'Status',
        summary: 'Server status and version',
        success: { status: 200, description: 'The server is up.', schema: StatusResource },
      },
      async (_input, _request, reply) => {
        const status: StatusResource = { Id: '/api/status', state: { version: VERSION, 'is-up': true, accounts: await accountsOn(db) } };
        return reply.header('cache-control', 'no-cache').send(status);
      },
    );
  };
