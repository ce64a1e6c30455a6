import type { FastifyInstance } from 'fastify';
import { TraceAnswer, TraceBody } from '../../../shared/contract/traceability';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { trace } from './service';

export function traceabilityRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    // A read, though a POST (its lists of ids travel in a body): it changes nothing, so it takes no Idempotency-Key.
    apiRoute(
      app,
      'trace',
      {
        tag: 'Traceability',
        summary: 'Trace lots upstream or downstream',
        description:
          'Upstream (the default): the source lots that may be in the named lots or in what the named runs produced, each with ' +
          'lower and upper bounds and where uncertainty entered. Downstream: every lot and mixture that may hold units of them, the bins ' +
          'holding those now, the releases that took them out (when, who, why), and per lot what entered it = on hand + released + consumed ' +
          '+ written off. Undone runs are not traced. A read: it changes nothing.',
        body: TraceBody,
        success: { status: 200, description: 'The trace.', schema: TraceAnswer },
        problems: ['missing-resource'],
      },
      async ({ body }) => trace(db, body),
    );
  };
}
