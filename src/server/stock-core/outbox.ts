import type { WebhookEventType } from '../../shared/contract/webhooks';
import type { Trx } from '../db/transaction';

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
 */
export async function emitEvent(
  trx: Trx,
  type: WebhookEventType,
  data: Record<string, unknown>,
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
  const at = options.at ?? Date.now();
  const event = await trx
    .insertInto('webhook_events')
    .values({ type, payload: JSON.stringify(data), at, operation_id: options.operationId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('webhook_deliveries')
    .values(hooks.map((hook) => ({ webhook_id: hook.id, event_id: event.id, status: 'pending' as const, next_attempt_at: at })))
    .execute();
}
