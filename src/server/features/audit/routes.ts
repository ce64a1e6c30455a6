import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuditBody, type AuditAnswer } from '../../../shared/contract/audit';
import { BinId } from '../../../shared/contract/fields';
import type { DB } from '../../db/connect';
import { requireActor } from '../../http/actor';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/parse';
import { binUri } from '../bins/resource';
import { summarise } from './reconcile';
import { auditBin } from './service';

const BinParams = z.object({ id: BinId });

export function auditRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/bin/:id/audit', async (request, reply) => {
      const { id } = parseInput(BinParams, request.params);
      const input = parseInput(AuditBody, request.body);
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
    });
  };
}
