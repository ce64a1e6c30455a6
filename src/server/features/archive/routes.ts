import type { FastifyInstance } from 'fastify';
import {
  ArchivedParams,
  ArchivedResource,
  ArchiveListResource,
  ArchiveQuery,
  RestoreAnswer,
  RestoreBody,
} from '../../../shared/contract/archive';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { archivedResource } from './resource';
import { getArchived, listArchived, restoreArchived } from './service';

/** GET /api/archive, GET /api/archive/{id}, POST /api/archive/{id}/restore. */
export function archiveRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'listArchive',
      {
        tag: 'Archive',
        summary: 'Deleted things kept as evidence',
        query: ArchiveQuery,
        success: { status: 200, description: 'Newest deletions first.', schema: ArchiveListResource },
      },
      async ({ query }) => ({ Id: pathTo('listArchive'), state: await listArchived(db, query) }),
    );

    apiRoute(
      app,
      'getArchived',
      {
        tag: 'Archive',
        summary: 'A deleted thing as it was',
        params: ArchivedParams,
        success: { status: 200, description: 'Its name, codes and props.', schema: ArchivedResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => archivedResource(await getArchived(db, id)),
    );

    apiRoute(
      app,
      'restoreArchived',
      {
        tag: 'Archive',
        summary: 'Bring a deleted thing back',
        description: 'Under its own id, with its codes; a code another item owns since is a 409, and a batch needs its SKU back first.',
        params: ArchivedParams,
        body: RestoreBody,
        success: { status: 200, description: 'The live resource again.', schema: RestoreAnswer },
        problems: ['missing-resource', 'duplicate-resource', 'resource-in-use'],
      },
      async ({ params: { id } }, _request, reply) => reply.code(200).send(await restoreArchived(db, id)),
    );
  };
}
