import type { FastifyInstance } from 'fastify';
import { BinAnswer, BinParams, BinResource, CreateBinBody, DeleteBinQuery, UpdateBinBody } from '../../../shared/contract/bins';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { sendCachedAnswer } from '../../http/cached-answer';
import { binOperations, binUri } from '../../core/resources/bins';
import { createBin, deleteBin, getBin, updateBin } from './service';

export function binRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createBin',
      {
        tag: 'Bins',
        summary: 'Create a bin',
        body: CreateBinBody,
        success: { status: 201, description: 'Bin created.', schema: BinAnswer, location: true },
        problems: ['duplicate-resource'],
      },
      async ({ body }, _request, reply) => {
        const state = await createBin(db, body);
        const answer: BinAnswer = { Id: binUri(state.id), status: 'bin created', state, operations: binOperations(state.id) };
        return reply.code(201).header('location', binUri(state.id)).send(answer);
      },
    );

    apiRoute(
      app,
      'getBin',
      {
        tag: 'Bins',
        summary: 'A bin and its contents',
        params: BinParams,
        success: { status: 200, description: 'The bin.', schema: BinResource },
        problems: ['missing-resource'],
      },
      // Phones read a bin again and again while nothing changes: the answer is kept until the database changes.
      async ({ params: { id } }, _request, reply) =>
        sendCachedAnswer(db, reply, `bin ${id}`, async (): Promise<BinResource> => ({
          Id: binUri(id),
          state: await getBin(db, id),
          operations: binOperations(id),
        })),
    );

    apiRoute(
      app,
      'updateBin',
      {
        tag: 'Bins',
        summary: "Change a bin's props",
        params: BinParams,
        body: UpdateBinBody,
        success: { status: 200, description: 'Bin updated.', schema: BinAnswer },
        problems: ['missing-resource'],
      },
      async ({ params: { id }, body }) => {
        const state = await updateBin(db, id, body);
        return { Id: binUri(id), status: 'bin updated', state, operations: binOperations(id) };
      },
    );

    apiRoute(
      app,
      'deleteBin',
      {
        tag: 'Bins',
        summary: 'Delete a bin',
        description:
          'A bin that holds stock needs force=true, which releases every entry through the ledger first, as one operation naming operator.',
        params: BinParams,
        query: DeleteBinQuery,
        success: { status: 200, description: 'Bin deleted.', schema: BinAnswer },
        problems: ['missing-resource', 'dangerous-operation'],
      },
      async ({ params: { id }, query: { force } }, request) => {
        await deleteBin(db, id, force === 'true', request.actor);
        return { Id: binUri(id), status: 'bin deleted' };
      },
    );
  };
}
