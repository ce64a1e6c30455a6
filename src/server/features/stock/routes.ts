import type { FastifyInstance } from 'fastify';
import { BinParams } from '../../../shared/contract/bins';
import { ContentsChangeAnswer, ContentsChangeBody, MoveAnswer, MoveBody } from '../../../shared/contract/stock';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { binUri } from '../../core/resources/bins';
import { changeContents, moveContents } from './service';

export function stockRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'changeContents',
      {
        tag: 'Stock',
        summary: 'Receive (positive quantity) or release (negative) an item',
        params: BinParams,
        body: ContentsChangeBody,
        idempotent: true,
        success: { status: 201, description: 'What happened and the quantity the bin now holds.', schema: ContentsChangeAnswer },
        // precondition-failed: a release of all whose entry no longer shows as the quantity sent.
        problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold', 'precondition-failed'],
      },
      async ({ params: { id }, body }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => {
          const { status, quantity, change } = await changeContents(trx, id, body, request.actor, key);
          const answer: ContentsChangeAnswer = {
            Id: binUri(id),
            status,
            state: { bin_id: id, item_id: body.id, quantity, change },
          };
          return { statusCode: 201, body: answer };
        });
        return sendAnswer(reply, answer);
      },
    );

    apiRoute(
      app,
      'moveContents',
      {
        tag: 'Stock',
        summary: 'Move units of an item to another bin',
        params: BinParams,
        body: MoveBody,
        idempotent: true,
        success: { status: 200, description: 'The quantities both bins now hold.', schema: MoveAnswer },
        problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'],
      },
      async ({ params: { id }, body }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => {
          const after = await moveContents(trx, id, body, request.actor, key);
          const answer: MoveAnswer = {
            Id: binUri(id),
            status: 'items moved',
            state: {
              item_id: body.id,
              from: { bin_id: id, quantity: after.from },
              to: { bin_id: body.destination, quantity: after.to },
              moved: body.quantity,
            },
          };
          return { statusCode: 200, body: answer };
        });
        return sendAnswer(reply, answer);
      },
    );
  };
}
