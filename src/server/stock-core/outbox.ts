import type { WebhookEventType } from '../../shared/contract/webhooks';
import type { Trx } from '../db/transaction';

type EventData = Record<string, unknown>;

export interface EventOptions {
  /** when it happened (epoch ms); the operation's time where there is one */
  at?: number;
  /** the operation the event reports, if any */
  operationId?: number | null;
}

/**
 * Writes an event in the caller's transaction (decision 044: an outbox), with one pending
 * delivery per active webhook that subscribes to its type; the worker delivers them once the
 * transaction commits, and a rolled-back operation leaves neither. With no subscriber nothing
 * is written, so the ledger's hot path pays one indexed read and the table does not grow.
 * `data` may be a function that reads the data and its time, called only when a webhook
 * subscribes, so an event whose data takes a query costs nothing more without one.
 */
export async function emitEvent(
  trx: Trx,
  type: WebhookEventType,
  data: EventData | (() => Promise<{ data: EventData; at: number }>),
  options: EventOptions = {},
): Promise<void> {
  // events is a JSON array of strings: the quoted type cannot match a longer one.
  const hooks = await trx
    .selectFrom('webhooks')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('events', 'like', `%"${type}"%`)
    .execute();
  if (hooks.length === 0) return;
  const { data: payload, at } = typeof data === 'function' ? await data() : { data, at: options.at ?? Date.now() };
  const event = await trx
    .insertInto('webhook_events')
    .values({ type, payload: JSON.stringify(payload), at, operation_id: options.operationId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('webhook_deliveries')
    .values(hooks.map((hook) => ({ webhook_id: hook.id, event_id: event.id, status: 'pending' as const, next_attempt_at: at })))
    .execute();
}
