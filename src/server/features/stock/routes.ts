import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BinId } from '../../../shared/contract/fields';
import { ContentsChangeBody, MoveBody, type ContentsChangeAnswer, type MoveAnswer } from '../../../shared/contract/stock';
import type { DB } from '../../db/connect';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/parse';
import { binUri } from '../bins/resource';
import { changeContents, moveContents } from './service';

const BinParams = z.object({ id: BinId });

export function stockRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/bin/:id/contents', async (request, reply) => {
      const { id } = parseInput(BinParams, request.params);
      const input = parseInput(ContentsChangeBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => {
        const { status, quantity } = await changeContents(trx, id, input, request.actor, key);
        const body: ContentsChangeAnswer = {
          Id: binUri(id),
          status,
          state: { bin_id: id, item_id: input.id, quantity, change: input.quantity },
        };
        return { statusCode: 201, body };
      });
      return sendAnswer(reply, answer);
    });

    app.put('/api/bin/:id/contents/move', async (request, reply) => {
      const { id } = parseInput(BinParams, request.params);
      const input = parseInput(MoveBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => {
        const after = await moveContents(trx, id, input, request.actor, key);
        const body: MoveAnswer = {
          Id: binUri(id),
          status: 'items moved',
          state: {
            item_id: input.id,
            from: { bin_id: id, quantity: after.from },
            to: { bin_id: input.destination, quantity: after.to },
            moved: input.quantity,
          },
        };
        return { statusCode: 200, body };
      });
      return sendAnswer(reply, answer);
    });
  };
}
