import type { FastifyInstance } from 'fastify';
import { ArchivedParams, ArchiveQuery, RestoreBody, type ArchiveListResource, type ArchivedResource } from '../../../shared/contract/archive';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { archivedResource } from './resource';
import { getArchived, listArchived, restoreArchived } from './service';

/** GET /api/archive, GET /api/archive/{id}, POST /api/archive/{id}/restore. */
export function archiveRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.get('/api/archive', async (request) => {
      const resource: ArchiveListResource = { Id: '/api/archive', state: await listArchived(db, parseInput(ArchiveQuery, request.query)) };
      return resource;
    });

    app.get('/api/archive/:id', async (request) => {
      const { id } = parseInput(ArchivedParams, request.params);
      const resource: ArchivedResource = archivedResource(await getArchived(db, id));
      return resource;
    });

    app.post('/api/archive/:id/restore', async (request, reply) => {
      const { id } = parseInput(ArchivedParams, request.params);
      parseInput(RestoreBody, request.body);
      const answer = await restoreArchived(db, id);
      return reply.code(200).send(answer);
    });
  };
}
