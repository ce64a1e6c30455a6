import type { FastifyInstance } from 'fastify';
import { AuditAnswer, AuditBody } from '../../../shared/contract/audit';
import { BinParams } from '../../../shared/contract/bins';
import type { DB } from '../../db/connect';
import { requireActor } from '../../http/actor';
import { apiRoute } from '../../http/api-route';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { binUri } from '../../core/resources/bins';
import { summarise } from './reconcile';
import { auditBin } from './service';

export function auditRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'auditBin',
      {
        tag: 'Stock',
        summary: 'Book a counted bin',
        description:
          'Each difference between the count and the ledger becomes one adjustment (reason audit). With as_of, a bin that ' +
          'changed since it was read is refused with 412.',
        params: BinParams,
        body: AuditBody,
        idempotent: true,
        success: { status: 201, description: 'One line per item, with what was expected, counted and booked.', schema: AuditAnswer },
        problems: ['missing-resource', 'precondition-failed'],
      },
      async ({ params: { id }, body: input }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => {
          const lines = await auditBin(trx, id, input, requireActor(request.actor, 'operator'), key);
          const body: AuditAnswer = {
            Id: binUri(id),
            status: 'bin audited',
            state: { bin_id: id, lines, summary: summarise(lines), adjustments: lines.filter((l) => l.difference !== 0).length },
          };
          return { statusCode: 201, body };
        });
        return sendAnswer(reply, answer);
      },
    );
  };
}
