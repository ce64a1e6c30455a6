import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CreateBatchBody, UpdateBatchBody, type BatchAnswer, type BatchResource } from '../../../shared/contract/batches';
import { ForceQuery } from '../../../shared/contract/bins';
import { BatchId } from '../../../shared/contract/fields';
import type { LocationsResource } from '../../../shared/contract/skus';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { batchOperations, batchUri } from './resource';
import { batchLocations, createBatch, deleteBatch, getBatch, updateBatch } from './service';

const BatchParams = z.object({ id: BatchId });

export function batchRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/batches', async (request, reply) => {
      const state = await createBatch(db, parseInput(CreateBatchBody, request.body));
      const answer: BatchAnswer = { Id: batchUri(state.id), status: 'batch created', state, operations: batchOperations(state.id) };
      return reply.code(201).header('location', batchUri(state.id)).send(answer);
    });

    app.get('/api/batch/:id', async (request) => {
      const { id } = parseInput(BatchParams, request.params);
      const resource: BatchResource = { Id: batchUri(id), state: await getBatch(db, id), operations: batchOperations(id) };
      return resource;
    });

    app.patch('/api/batch/:id', async (request) => {
      const { id } = parseInput(BatchParams, request.params);
      const { force } = parseInput(ForceQuery, request.query);
      const state = await updateBatch(db, id, parseInput(UpdateBatchBody, request.body), force === 'true');
      const answer: BatchAnswer = { Id: batchUri(id), status: 'batch updated', state, operations: batchOperations(id) };
      return answer;
    });

    app.delete('/api/batch/:id', async (request) => {
      const { id } = parseInput(BatchParams, request.params);
      await deleteBatch(db, id);
      const answer: BatchAnswer = { Id: batchUri(id), status: 'batch deleted' };
      return answer;
    });

    app.get('/api/batch/:id/bins', async (request) => {
      const { id } = parseInput(BatchParams, request.params);
      const resource: LocationsResource = { Id: `${batchUri(id)}/bins`, state: await batchLocations(db, id) };
      return resource;
    });
  };
}
