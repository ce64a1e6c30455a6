import type { FastifyInstance } from 'fastify';
import {
  CreateSkuBody,
  LocationsResource,
  SkuAnswer,
  SkuBatchesResource,
  SkuParams,
  SkuResource,
  UpdateSkuBody,
} from '../../../shared/contract/skus';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { skuOperations, skuUri } from '../../core/resources/skus';
import { createSku, deleteSku, getSku, skuBatches, skuLocations, updateSku } from './service';

export function skuRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createSku',
      {
        tag: 'SKUs',
        summary: 'Create a SKU',
        body: CreateSkuBody,
        success: { status: 201, description: 'SKU created.', schema: SkuAnswer, location: true },
        problems: ['duplicate-resource'],
      },
      async ({ body }, _request, reply) => {
        const state = await createSku(db, body);
        const answer: SkuAnswer = { Id: skuUri(state.id), status: 'sku created', state, operations: skuOperations(state.id) };
        return reply.code(201).header('location', skuUri(state.id)).send(answer);
      },
    );

    apiRoute(
      app,
      'getSku',
      {
        tag: 'SKUs',
        summary: 'A SKU',
        params: SkuParams,
        success: { status: 200, description: 'The SKU.', schema: SkuResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: skuUri(id), state: await getSku(db, id), operations: skuOperations(id) }),
    );

    apiRoute(
      app,
      'updateSku',
      {
        tag: 'SKUs',
        summary: 'Change a SKU',
        description: 'Absent fields stay as they are; null clears.',
        params: SkuParams,
        body: UpdateSkuBody,
        success: { status: 200, description: 'SKU updated.', schema: SkuAnswer },
        problems: ['missing-resource', 'duplicate-resource'],
      },
      async ({ params: { id }, body }) => {
        const state = await updateSku(db, id, body);
        return { Id: skuUri(id), status: 'sku updated', state, operations: skuOperations(id) };
      },
    );

    // 204 without a body: existing clients of this endpoint expect exactly that.
    apiRoute(
      app,
      'deleteSku',
      {
        tag: 'SKUs',
        summary: 'Delete an unused SKU',
        description: 'Refused while stock of the SKU sits in a bin or a batch names it as parent.',
        params: SkuParams,
        success: { status: 204, description: 'SKU deleted; no body.' },
        problems: ['missing-resource', 'resource-in-use'],
      },
      async ({ params: { id } }, _request, reply) => {
        await deleteSku(db, id);
        return reply.code(204).send();
      },
    );

    apiRoute(
      app,
      'getSkuBins',
      {
        tag: 'SKUs',
        summary: 'Where a SKU is stored',
        params: SkuParams,
        success: { status: 200, description: 'Bin id to {item id: quantity}.', schema: LocationsResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: pathTo('getSkuBins', { id }), state: await skuLocations(db, id) }),
    );

    apiRoute(
      app,
      'getSkuBatches',
      {
        tag: 'SKUs',
        summary: "A SKU's batches, oldest first",
        params: SkuParams,
        success: { status: 200, description: 'The batches.', schema: SkuBatchesResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ Id: pathTo('getSkuBatches', { id }), state: await skuBatches(db, id) }),
    );
  };
}
