import type { FastifyInstance } from 'fastify';
import type { Operation } from '../../../shared/contract/envelope';
import { NEXT_ID_KINDS, NextIdParams, NextIdResource, type NextIdKind } from '../../../shared/contract/next-id';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { suggestNextId } from '../../core/ids';
import { createCustomerOperation } from '../../core/resources/customers';

const CREATE_OPERATIONS: Record<NextIdKind, Operation> = {
  bin: { rel: 'create', method: 'POST', href: pathTo('createBin'), 'Expects-a': 'Bin patch' },
  sku: { rel: 'create', method: 'POST', href: pathTo('createSku'), 'Expects-a': 'Sku patch' },
  batch: { rel: 'create', method: 'POST', href: pathTo('createBatch'), 'Expects-a': 'Batch patch' },
  mixture: { rel: 'create', method: 'POST', href: pathTo('createMixture'), 'Expects-a': 'Mixture patch' },
  'step-template': { rel: 'create', method: 'POST', href: pathTo('createStepTemplate'), 'Expects-a': 'Step template definition' },
  'step-instance': { rel: 'create', method: 'POST', href: pathTo('createStepInstance'), 'Expects-a': 'Step instance definition' },
  customer: createCustomerOperation,
};

export function nextIdRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'getNextId',
      {
        tag: 'Ids',
        summary: 'Suggest the next free id of a kind',
        params: NextIdParams,
        success: { status: 200, description: 'The suggested id, with the operation that creates it.', schema: NextIdResource },
      },
      async ({ params: { kind } }) => ({
        Id: pathTo('getNextId', { kind }),
        state: await suggestNextId(db, NEXT_ID_KINDS[kind]),
        operations: [CREATE_OPERATIONS[kind]],
      }),
    );
  };
}
