import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/connect';
import { precompiled } from '../db/precompiled';
import { inTransaction, type Trx } from '../db/transaction';
import { AppError, invalid } from './app-error';

/** What a mutating call answers; stored whole, so a retry gets exactly the same. */
export interface Answer {
  statusCode: number;
  body: unknown;
  replayed?: boolean;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * Keys are kept at least this long; older ones may be purged. A device offline over a long
 * weekend still sends its kept changes with their keys (decision 020).
 */
export const KEY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Purging on about one write in this many keeps the table small without a scheduler. */
const PURGE_EVERY = 100;
const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw invalid('Idempotency-Key', 'must be 1 to 200 printable characters');
  }
  return raw;
}

/**
 * The same key may only ever stand for the same request: method, path with query, and body as
 * sent (hashed as text, never walked, however it nests). A DELETE's body is ignored by its
 * route, so it is no part of what the request means.
 */
const fingerprintOf = (request: FastifyRequest) => {
  const body = request.method === 'DELETE' ? '' : (request.rawBody ?? '');
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
};

// Every change sent with a key runs these: each is compiled once (db/precompiled.ts).
const claimKey = precompiled((db, p: { key: string; fingerprint: string; createdAt: number }) =>
  db
    .insertInto('idempotency_keys')
    .values({ key: p.key, fingerprint: p.fingerprint, status_code: 0, body: '', created_at: p.createdAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key'),
);
const storeAnswer = precompiled((db, p: { key: string; statusCode: number; body: string }) =>
  db.updateTable('idempotency_keys').set({ status_code: p.statusCode, body: p.body }).where('key', '=', p.key),
);
const selectStored = precompiled((db, p: { key: string }) =>
  db.selectFrom('idempotency_keys').select(['fingerprint', 'status_code', 'body']).where('key', '=', p.key),
);

/**
 * Runs a mutating call in one transaction. With an Idempotency-Key, the key is claimed first
 * (a concurrent request with the same key waits on it), and the answer is stored in that
 * same transaction, so the change and its record commit together. A retry answers what was
 * stored and changes nothing. A failed call stores nothing: it changed nothing, so a retry
 * may try again.
 */
export async function withIdempotency(
  db: DB,
  request: FastifyRequest,
  work: (trx: Trx, key: string | null) => Promise<Answer>,
): Promise<Answer> {
  const key = keyOf(request);
  if (key === null) return inTransaction(db, (trx) => work(trx, null));
  const fingerprint = fingerprintOf(request);
  const answer = await inTransaction(db, async (trx) => {
    const [claimed] = await claimKey(trx, { key, fingerprint, createdAt: Date.now() });
    if (!claimed) return storedAnswer(trx, key, fingerprint);
    const fresh = await work(trx, key);
    await storeAnswer(trx, { key, statusCode: fresh.statusCode, body: JSON.stringify(fresh.body) });
    return fresh;
  });
  if (!answer.replayed && Math.random() * PURGE_EVERY < 1) {
    // The change is committed already: a failed purge must not turn its answer into an error.
    await purgeExpiredKeys(db, Date.now()).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key purge failed'));
  }
  return answer;
}

async function storedAnswer(trx: Trx, key: string, fingerprint: string): Promise<Answer> {
  const [stored] = await selectStored(trx, { key });
  if (!stored) throw new Error(`idempotency key ${key} was claimed but is not stored`);
  if (stored.fingerprint !== fingerprint) {
    throw new AppError('idempotency-conflict', {
      detail: 'This Idempotency-Key was already used with a different method, path or body.',
    });
  }
  return { statusCode: stored.status_code, body: JSON.parse(stored.body) as unknown, replayed: true };
}

export async function purgeExpiredKeys(db: DB, now: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - KEY_LIFETIME_MS)
    .execute();
}

/** Sends an answer; a replay says so in a header, so a client or a log can tell. */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
