import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CreateBinBody, DeleteBinQuery, UpdateBinBody, type BinAnswer, type BinResource } from '../../../shared/contract/bins';
import { BinId } from '../../../shared/contract/fields';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { binOperations, binUri } from './resource';
import { createBin, deleteBin, getBin, updateBin } from './service';

const BinParams = z.object({ id: BinId });

export function binRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/bins', async (request, reply) => {
      const body = parseInput(CreateBinBody, request.body);
      const state = await createBin(db, body);
      const answer: BinAnswer = { Id: binUri(state.id), status: 'bin created', state, operations: binOperations(state.id) };
      return reply.code(201).header('location', binUri(state.id)).send(answer);
    });

    app.get('/api/bin/:id', async (request) => {
      const { id } = parseInput(BinParams, request.params);
      const resource: BinResource = { Id: binUri(id), state: await getBin(db, id), operations: binOperations(id) };
      return resource;
    });

    app.patch('/api/bin/:id', async (request) => {
      const { id } = parseInput(BinParams, request.params);
      const state = await updateBin(db, id, parseInput(UpdateBinBody, request.body));
      const answer: BinAnswer = { Id: binUri(id), status: 'bin updated', state, operations: binOperations(id) };
      return answer;
    });

    app.delete('/api/bin/:id', async (request) => {
      const { id } = parseInput(BinParams, request.params);
      const { force } = parseInput(DeleteBinQuery, request.query);
      await deleteBin(db, id, force === 'true', request.actor);
      const answer: BinAnswer = { Id: binUri(id), status: 'bin deleted' };
      return answer;
    });
  };
}
