import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NEXT_ID_KINDS, NextIdKind, type NextIdResource } from '../../../shared/contract/next-id';
import type { Operation } from '../../../shared/contract/envelope';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { suggestNextId } from './service';

const CREATE_OPERATIONS: Record<NextIdKind, Operation> = {
  bin: { rel: 'create', method: 'POST', href: '/api/bins', 'Expects-a': 'Bin patch' },
  sku: { rel: 'create', method: 'POST', href: '/api/skus', 'Expects-a': 'Sku patch' },
  batch: { rel: 'create', method: 'POST', href: '/api/batches', 'Expects-a': 'Batch patch' },
  mixture: { rel: 'create', method: 'POST', href: '/api/mixtures', 'Expects-a': 'Mixture patch' },
  'step-template': { rel: 'create', method: 'POST', href: '/api/step-templates', 'Expects-a': 'Step template definition' },
  'step-instance': { rel: 'create', method: 'POST', href: '/api/step-instances', 'Expects-a': 'Step instance definition' },
};

const NextParams = z.object({ kind: NextIdKind });

export function nextIdRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.get('/api/next/:kind', async (request) => {
      const { kind } = parseInput(NextParams, request.params);
      const resource: NextIdResource = {
        Id: `/api/next/${kind}`,
        state: await suggestNextId(db, NEXT_ID_KINDS[kind]),
        operations: [CREATE_OPERATIONS[kind]],
      };
      return resource;
    });
  };
}
