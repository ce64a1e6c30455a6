import type { FastifyInstance } from 'fastify';
import { CreateMixtureBody, DrawBody, MixtureAuditBody, MixtureLogQuery, MixtureParams, SplitBody, type MixtureResource } from '../../../shared/contract/mixtures';
import type { DB } from '../../db/connect';
import { requireActor } from '../../http/actor';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/parse';
import { mixtureLogResource, mixtureResource, mixtureUri } from './resource';
import { appendMixtureEvent, createMixture, drawMixture, getMixture, getMixtureLog, splitMixture } from './service';

export function mixtureRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/mixtures', async (request, reply) => {
      const body = parseInput(CreateMixtureBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => ({
        statusCode: 201,
        body: mixtureResource(await createMixture(trx, body, requireActor(request.actor, 'created_by'), key)),
      }));
      return sendAnswer(reply.header('location', mixtureUri(body.mix_id)), answer);
    });

    // A mixture changes under every draw: a cached copy would show stock that is gone.
    app.get('/api/mixture/:id', async (request, reply) => {
      const { id } = parseInput(MixtureParams, request.params);
      const resource: MixtureResource = mixtureResource(await getMixture(db, id));
      return reply.header('cache-control', 'no-cache').send(resource);
    });

    // Older pages never change (the log is append-only), but the newest page grows with every act.
    app.get('/api/mixture/:id/audit', async (request, reply) => {
      const { id } = parseInput(MixtureParams, request.params);
      const query = parseInput(MixtureLogQuery, request.query);
      return reply.header('cache-control', 'no-cache').send(mixtureLogResource(id, await getMixtureLog(db, id, query)));
    });

    app.post('/api/mixture/:id/draw', async (request, reply) => {
      const { id } = parseInput(MixtureParams, request.params);
      const body = parseInput(DrawBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => ({
        statusCode: 200,
        body: mixtureResource(await drawMixture(trx, id, body, requireActor(request.actor, 'created_by'), key)),
      }));
      return sendAnswer(reply, answer);
    });

    app.post('/api/mixture/:id/split', async (request, reply) => {
      const { id } = parseInput(MixtureParams, request.params);
      const body = parseInput(SplitBody, request.body);
      const answer = await withIdempotency(db, request, async (trx, key) => ({
        statusCode: 201,
        body: mixtureResource(await splitMixture(trx, id, body, requireActor(request.actor, 'created_by'), key)),
      }));
      return sendAnswer(reply.header('location', mixtureUri(body.new_mix_id)), answer);
    });

    app.post('/api/mixture/:id/audit', async (request, reply) => {
      const { id } = parseInput(MixtureParams, request.params);
      const body = parseInput(MixtureAuditBody, request.body);
      const answer = await withIdempotency(db, request, async (trx) => ({
        statusCode: 200,
        body: mixtureResource(await appendMixtureEvent(trx, id, body, requireActor(request.actor, 'created_by'))),
      }));
      return sendAnswer(reply, answer);
    });
  };
}
