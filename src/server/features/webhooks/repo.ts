import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import { oneOfNumbers } from '../../db/id-set';
import type { Trx } from '../../db/transaction';

export const webhookRows = (db: DB) =>
  db
    .selectFrom('webhooks')
    .select(['id', 'url', 'events', 'created_at', 'created_by'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();

export const insertWebhook = (
  db: DB,
  row: { url: string; events: string; secret: string; created_at: number; created_by: string | null },
) => db.insertInto('webhooks').values(row).returning(['id', 'url', 'events', 'created_at', 'created_by']).executeTakeFirstOrThrow();

/** Marks a webhook removed; false when there is no such live webhook. */
export async function removeWebhook(trx: Trx, id: number, at: number): Promise<boolean> {
  const removed = await trx
    .updateTable('webhooks')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (removed.numUpdatedRows === 0n) return false;
  // What it was still owed is not sent: the receiver is no longer wanted.
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: 'webhook removed', lease_until: null, lease_owner: null })
    .where('webhook_id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  return true;
}

export const liveWebhookExists = async (db: DB | Trx, id: number): Promise<boolean> =>
  (await db.selectFrom('webhooks').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;

/** A webhook's delivery log, newest first. */
export const deliveryRows = (db: DB, webhookId: number, limit: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'e.type',
      'e.at',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.last_status_code',
      'd.last_error',
      'd.delivered_at',
    ])
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();

/** A ping for one webhook: an event of its own type, sent to that webhook only. */
export async function insertPing(trx: Trx, webhookId: number, at: number): Promise<number> {
  const event = await trx
    .insertInto('webhook_events')
    .values({ type: 'webhook.test', payload: JSON.stringify({ webhook_id: webhookId }), at, operation_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('webhook_deliveries')
    .values({ webhook_id: webhookId, event_id: event.id, status: 'pending', next_attempt_at: at })
    .execute();
  return event.id;
}

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  event_id: number;
  type: string;
  payload: string;
  at: number;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries for `owner` until `leaseUntil`, in one statement: a row is
 * due while pending, its next attempt has come and no live lease holds it. PostgreSQL's
 * SKIP LOCKED lets servers polling at once each take other rows; SQLite runs one writer at a time.
 */
export async function claimDue(db: DB, owner: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]> {
  const lock = isPostgres(db) ? sql`for update skip locked` : sql``;
  const claimed = await sql<{ id: number; attempts: number }>`
    update webhook_deliveries set lease_owner = ${owner}, lease_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${now} and (lease_until is null or lease_until < ${now})
      order by next_attempt_at, id limit ${limit} ${lock}
    )
    returning id, attempts`.execute(db);
  if (claimed.rows.length === 0) return [];
  const attempts = new Map(claimed.rows.map((row) => [Number(row.id), Number(row.attempts)]));
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.id', 'd.event_id', 'e.type', 'e.payload', 'e.at', 'w.url', 'w.secret'])
    .where('d.id', 'in', oneOfNumbers(db, [...attempts.keys()]))
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ ...row, attempts: attempts.get(row.id) ?? 1 }));
}

export interface Outcome {
  status: 'pending' | 'delivered' | 'failed';
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: number;
  deliveredAt: number | null;
}

/**
 * Records an attempt's outcome and frees the lease, only while `owner` still holds it: a server
 * whose lease ran out and was taken over records nothing, so the log shows one outcome per claim.
 */
export async function settle(db: DB, id: number, owner: string, outcome: Outcome): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      next_attempt_at: outcome.nextAttemptAt,
      delivered_at: outcome.deliveredAt,
      lease_until: null,
      lease_owner: null,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
