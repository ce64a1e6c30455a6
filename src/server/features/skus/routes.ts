import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SkuId } from '../../../shared/contract/fields';
import {
  CreateSkuBody,
  UpdateSkuBody,
  type LocationsResource,
  type SkuAnswer,
  type SkuBatchesResource,
  type SkuResource,
} from '../../../shared/contract/skus';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { skuOperations, skuUri } from './resource';
import { createSku, deleteSku, getSku, skuBatches, skuLocations, updateSku } from './service';

const SkuParams = z.object({ id: SkuId });

export function skuRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/skus', async (request, reply) => {
      const state = await createSku(db, parseInput(CreateSkuBody, request.body));
      const answer: SkuAnswer = { Id: skuUri(state.id), status: 'sku created', state, operations: skuOperations(state.id) };
      return reply.code(201).header('location', skuUri(state.id)).send(answer);
    });

    app.get('/api/sku/:id', async (request) => {
      const { id } = parseInput(SkuParams, request.params);
      const resource: SkuResource = { Id: skuUri(id), state: await getSku(db, id), operations: skuOperations(id) };
      return resource;
    });

    app.patch('/api/sku/:id', async (request) => {
      const { id } = parseInput(SkuParams, request.params);
      const state = await updateSku(db, id, parseInput(UpdateSkuBody, request.body));
      const answer: SkuAnswer = { Id: skuUri(id), status: 'sku updated', state, operations: skuOperations(id) };
      return answer;
    });

    // 204 without a body: existing clients of this endpoint expect exactly that.
    app.delete('/api/sku/:id', async (request, reply) => {
      const { id } = parseInput(SkuParams, request.params);
      await deleteSku(db, id);
      return reply.code(204).send();
    });

    app.get('/api/sku/:id/bins', async (request) => {
      const { id } = parseInput(SkuParams, request.params);
      const resource: LocationsResource = { Id: `${skuUri(id)}/bins`, state: await skuLocations(db, id) };
      return resource;
    });

    app.get('/api/sku/:id/batches', async (request) => {
      const { id } = parseInput(SkuParams, request.params);
      const resource: SkuBatchesResource = { Id: `${skuUri(id)}/batches`, state: await skuBatches(db, id) };
      return resource;
    });
  };
}
