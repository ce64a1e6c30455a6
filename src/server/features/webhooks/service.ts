import {
  WebhookEventType,
  type NewWebhookAnswer,
  type NewWebhookBody,
  type Webhook,
  type WebhookDelivery,
} from '../../../shared/contract/webhooks';
import type { DB } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import * as repo from './repo';
import { newSecret } from './signature';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const webhookOf = (row: Awaited<ReturnType<typeof repo.insertWebhook>>): Webhook => ({
  id: row.id,
  url: row.url,
  events: WebhookEventType.array().parse(JSON.parse(row.events)),
  created_at: new Date(row.created_at).toISOString(),
  created_by: row.created_by,
});

const missing = (id: number) => new AppError('missing-resource', { detail: `No webhook ${id}.` });

export const listWebhooks = async (db: DB): Promise<Webhook[]> => (await repo.webhookRows(db)).map(webhookOf);

/** Registers a webhook; its secret is in this answer only (the list never shows it), as an API token's is. */
export async function createWebhook(db: DB, body: NewWebhookBody, createdBy: string | null, now = Date.now()): Promise<NewWebhookAnswer> {
  const secret = body.secret ?? newSecret();
  const row = await repo.insertWebhook(db, {
    url: body.url,
    events: JSON.stringify(body.events),
    secret,
    created_at: now,
    created_by: createdBy,
  });
  return { ...webhookOf(row), secret };
}

export async function deleteWebhook(db: DB, id: number, now = Date.now()): Promise<void> {
  if (!(await inTransaction(db, (trx) => repo.removeWebhook(trx, id, now)))) throw missing(id);
}

export async function listDeliveries(db: DB, id: number, limit: number): Promise<WebhookDelivery[]> {
  if (!(await repo.liveWebhookExists(db, id))) throw missing(id);
  return (await repo.deliveryRows(db, id, limit)).map((row) => ({
    id: row.id,
    event_id: `evt_${row.event_id}`,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    at: new Date(row.at).toISOString(),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    delivered_at: iso(row.delivered_at),
  }));
}

/** Queues a `webhook.test` event for this webhook alone, delivered and logged like any other. */
export async function pingWebhook(db: DB, id: number, now = Date.now()): Promise<string> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.liveWebhookExists(trx, id))) throw missing(id);
    return `evt_${await repo.insertPing(trx, id, now)}`;
  });
}
