import type { FastifyInstance } from 'fastify';
import {
  CreateMixtureBody,
  DrawBody,
  MixtureAuditBody,
  MixtureLogQuery,
  MixtureLogResource,
  MixtureParams,
  MixtureResource,
  SplitBody,
  type MixtureState,
} from '../../../shared/contract/mixtures';
import type { DB } from '../../db/connect';
import { requireActor } from '../../http/actor';
import { apiRoute } from '../../http/api-route';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { mixtureUri } from '../../core/resources/mixtures';
import { keepLog, keptLog } from './log-window';
import { mixtureLogResource, mixtureResource } from './resource';
import { appendMixtureEvent, createMixture, drawMixture, getMixture, getMixtureLog, splitMixture } from './service';

export function mixtureRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'createMixture',
      {
        tag: 'Mixtures',
        summary: 'Blend batches into a mixture',
        description:
          "Each batch's units leave the bin and the mixture's entry enters it, as one operation. A batch listed twice is one " +
          'component, and its amounts count together against what the bin holds.',
        body: CreateMixtureBody,
        idempotent: true,
        success: { status: 201, description: 'The new mixture.', schema: MixtureResource, location: true },
        problems: ['duplicate-resource', 'missing-resource', 'insufficient-quantity', 'item-on-hold'],
      },
      async ({ body }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => ({
          statusCode: 201,
          body: mixtureResource(await createMixture(trx, body, requireActor(request.actor, 'created_by'), key)),
        }));
        return sendAnswer(reply.header('location', mixtureUri(body.mix_id)), answer);
      },
    );

    // A mixture changes under every draw: a cached copy would show stock that is gone.
    apiRoute(
      app,
      'getMixture',
      {
        tag: 'Mixtures',
        summary: 'A mixture, its components and its newest log entries',
        params: MixtureParams,
        success: { status: 200, description: 'The mixture.', schema: MixtureResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }, _request, reply) =>
        reply.header('cache-control', 'no-cache').send(mixtureResource(await getMixture(db, id))),
    );

    // Older pages never change (the log is append-only), but the newest page grows with every act.
    apiRoute(
      app,
      'getMixtureLog',
      {
        tag: 'Mixtures',
        summary: "A page of a mixture's log",
        description:
          "The mixture's state carries only its newest log entries; this reads older ones, a page before the entry `before` (else the newest page), oldest first.",
        params: MixtureParams,
        query: MixtureLogQuery,
        success: { status: 200, description: 'The page.', schema: MixtureLogResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id }, query }, _request, reply) =>
        reply.header('cache-control', 'no-cache').send(mixtureLogResource(id, await getMixtureLog(db, id, query))),
    );

    apiRoute(
      app,
      'drawMixture',
      {
        tag: 'Mixtures',
        summary: 'Take units out of a mixture',
        description: 'Taken from every component in proportion to what it has left, exactly in micro-units.',
        params: MixtureParams,
        body: DrawBody,
        idempotent: true,
        success: { status: 200, description: 'The mixture afterwards.', schema: MixtureResource },
        problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'],
      },
      async ({ params: { id }, body }, request, reply) => {
        const known = keptLog(db, id);
        const drawn: { state?: MixtureState } = {};
        const answer = await withIdempotency(db, request, async (trx, key) => {
          drawn.state = await drawMixture(trx, id, body, requireActor(request.actor, 'created_by'), key, known);
          return { statusCode: 200, body: mixtureResource(drawn.state) };
        });
        // Kept once committed (withIdempotency answers after the commit); a replay answers an older state.
        if (drawn.state && !answer.replayed) keepLog(db, id, drawn.state);
        return sendAnswer(reply, answer);
      },
    );

    apiRoute(
      app,
      'splitMixture',
      {
        tag: 'Mixtures',
        summary: 'Split part of a mixture into a new one',
        description: 'The part is taken from the components in proportion and becomes a new mixture in the destination bin.',
        params: MixtureParams,
        body: SplitBody,
        idempotent: true,
        success: { status: 201, description: 'The NEW mixture.', schema: MixtureResource, location: true },
        problems: ['missing-resource', 'duplicate-resource', 'insufficient-quantity', 'item-on-hold'],
      },
      async ({ params: { id }, body }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx, key) => ({
          statusCode: 201,
          body: mixtureResource(await splitMixture(trx, id, body, requireActor(request.actor, 'created_by'), key)),
        }));
        return sendAnswer(reply.header('location', mixtureUri(body.new_mix_id)), answer);
      },
    );

    apiRoute(
      app,
      'appendMixtureAudit',
      {
        tag: 'Mixtures',
        summary: "Add an entry to a mixture's log",
        description: 'A check or a remark; stock does not change.',
        params: MixtureParams,
        body: MixtureAuditBody,
        idempotent: true,
        success: { status: 200, description: 'The mixture with the entry.', schema: MixtureResource },
        problems: ['missing-resource'],
      },
      async ({ params: { id }, body }, request, reply) => {
        const answer = await withIdempotency(db, request, async (trx) => ({
          statusCode: 200,
          body: mixtureResource(await appendMixtureEvent(trx, id, body, requireActor(request.actor, 'created_by'))),
        }));
        return sendAnswer(reply, answer);
      },
    );
  };
}
