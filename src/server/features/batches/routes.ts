import type { FastifyInstance } from 'fastify';
import { BatchAnswer, BatchParams, BatchResource, CreateBatchBody, UpdateBatchBody } from '../../../shared/contract/batches';
import { ForceQuery } from '../../../shared/contract/bins';
import { LocationsResource } from '../../../shared/contract/skus';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { batchOperations, batchUri } from '../../core/resources/batches';
import { batchLocations, createBatch, deleteBatch, getBatch, updateBatch } from './service';

export function batchRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createBatch',
      {
        tag: 'Batches',
        summary: 'Create a batch',
        body: CreateBatchBody,
        success: { status: 201, description: 'Batch created.', schema: BatchAnswer, location: true },
        problems: ['duplicate-resource'],
      },
      async ({ body }, _request, reply) => {
        const state = await createBatch(db, body);
        const answer: BatchAnswer = { Id: batchUri(state.id), status: 'batch created', state, operations: batchOperations(state.id) };
        return reply.code(201).header('location', batchUri(state.id)).send(answer);
      },
    );

    apiRoute(
      app,
      'getBatch',
      {
        tag: 'Batches',
        summary: 'A batch',
        params: BatchParams,
        success: { status: 200, description: 'The batch.', schema: BatchResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: batchUri(id), state: await getBatch(db, id), operations: batchOperations(id) }),
    );

    apiRoute(
      app,
      'updateBatch',
      {
        tag: 'Batches',
        summary: 'Change a batch',
        description:
          "The body's id must be the URL's. Absent fields stay; null clears. Changing a set parent SKU needs force=true; " +
          'once the batch has stock history, a parent counted in another unit is refused.',
        params: BatchParams,
        query: ForceQuery,
        body: UpdateBatchBody,
        success: { status: 200, description: 'Batch updated.', schema: BatchAnswer },
        problems: ['missing-resource', 'duplicate-resource', 'dangerous-operation', 'resource-in-use'],
      },
      async ({ params: { id }, query: { force }, body }) => {
        const state = await updateBatch(db, id, body, force === 'true');
        return { Id: batchUri(id), status: 'batch updated', state, operations: batchOperations(id) };
      },
    );

    apiRoute(
      app,
      'deleteBatch',
      {
        tag: 'Batches',
        summary: 'Delete an unused batch',
        params: BatchParams,
        success: { status: 200, description: 'Batch deleted.', schema: BatchAnswer },
        problems: ['missing-resource', 'resource-in-use'],
      },
      async ({ params: { id } }) => {
        await deleteBatch(db, id);
        return { Id: batchUri(id), status: 'batch deleted' };
      },
    );

    apiRoute(
      app,
      'getBatchBins',
      {
        tag: 'Batches',
        summary: 'Where a batch is stored',
        params: BatchParams,
        success: { status: 200, description: 'Bin id to {item id: quantity}.', schema: LocationsResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: pathTo('getBatchBins', { id }), state: await batchLocations(db, id) }),
    );
  };
}
