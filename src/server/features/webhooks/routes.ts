import type { FastifyInstance } from 'fastify';
import {
  MAX_DELIVERIES_LISTED,
  NewWebhookAnswer,
  NewWebhookBody,
  WebhookDeliveryList,
  WebhookList,
  WebhookParams,
  WebhookTestAnswer,
  WebhookTestBody,
} from '../../../shared/contract/webhooks';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, pingWebhook } from './service';

// Webhooks are a setting an administrator keeps, beside API tokens and people.
const TAG = 'Settings';

/** POST and GET /api/webhooks, DELETE /api/webhook/{id}, its deliveries and its test ping (decision 044). */
export function webhookRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'listWebhooks',
      {
        tag: TAG,
        summary: 'Registered webhooks, without their secrets',
        success: { status: 200, description: 'Webhooks.', schema: WebhookList },
      },
      async () => ({ items: await listWebhooks(db) }),
    );

    apiRoute(
      app,
      'createWebhook',
      {
        tag: TAG,
        summary: 'Register a URL for events; its signing secret is shown only in this answer',
        description:
          'Each event is POSTed as JSON {type, timestamp, data}, signed as Standard Webhooks says (webhook-id, webhook-timestamp, ' +
          'webhook-signature). Without a secret the server makes one (whsec_ and 24 random bytes in base64).',
        body: NewWebhookBody,
        success: { status: 201, description: 'The webhook and its secret.', schema: NewWebhookAnswer },
      },
      async ({ body }, request, reply) => reply.code(201).send(await createWebhook(db, body, request.principal?.name ?? null)),
    );

    apiRoute(
      app,
      'deleteWebhook',
      {
        tag: TAG,
        summary: 'Remove a webhook; what it was still owed is not sent',
        params: WebhookParams,
        success: { status: 204, description: 'Removed.' },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }, _request, reply) => {
        await deleteWebhook(db, Number(id));
        return reply.code(204).send();
      },
    );

    apiRoute(
      app,
      'listWebhookDeliveries',
      {
        tag: TAG,
        summary: `A webhook's deliveries, newest first (the last ${MAX_DELIVERIES_LISTED})`,
        params: WebhookParams,
        success: { status: 200, description: 'Deliveries.', schema: WebhookDeliveryList },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }) => ({ items: await listDeliveries(db, Number(id), MAX_DELIVERIES_LISTED) }),
    );

    apiRoute(
      app,
      'testWebhook',
      {
        tag: TAG,
        summary: 'Send a webhook.test event to this webhook',
        params: WebhookParams,
        body: WebhookTestBody,
        success: { status: 201, description: 'Queued; its delivery shows in the log.', schema: WebhookTestAnswer },
        problems: ['missing-resource'],
      },
      async ({ params: { id } }, _request, reply) => reply.code(201).send({ event_id: await pingWebhook(db, Number(id)) }),
    );
  };
}
