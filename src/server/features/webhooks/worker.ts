import { randomUUID } from 'node:crypto';
import type { DB } from '../../db/connect';
import { claimDue, settle, type ClaimedDelivery, type Outcome } from './repo';
import { signedHeaders } from './signature';

/** Standard Webhooks' suggested schedule, shortened: the waits after the 1st, 2nd, ... failed attempt. */
export const DEFAULT_RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];

export interface WorkerOptions {
  /** how long to wait when nothing is due */
  pollMs?: number;
  /** the wait after each failed attempt; once they are used up the delivery has failed */
  retryDelaysMs?: readonly number[];
  /** a request's time limit */
  timeoutMs?: number;
  /** how long a claim holds a delivery: longer than a request may take, so no second server sends it meanwhile */
  leaseMs?: number;
  /** deliveries claimed at once */
  batch?: number;
}

export interface WebhookWorker {
  /** Claims and sends what is due, until nothing is; answers how many it sent. */
  drain: () => Promise<number>;
  stop: () => Promise<void>;
}

/** The JSON body: the event's type, when it happened and its data. The webhook-id names the event. */
export const bodyOf = (delivery: Pick<ClaimedDelivery, 'type' | 'at' | 'payload'>): string =>
  `{"type":${JSON.stringify(delivery.type)},"timestamp":${JSON.stringify(new Date(delivery.at).toISOString())},"data":${delivery.payload}}`;

/** What an attempt leads to: a 2xx delivers; anything else waits for the next retry, or fails once none is left. */
export function outcomeOf(
  attempts: number,
  now: number,
  retryDelaysMs: readonly number[],
  answer: { statusCode: number | null; error: string | null },
): Outcome {
  const { statusCode, error } = answer;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300)
    return { status: 'delivered', statusCode, error: null, nextAttemptAt: now, deliveredAt: now };
  const delay = retryDelaysMs[attempts - 1];
  return { status: delay === undefined ? 'failed' : 'pending', statusCode, error, nextAttemptAt: now + (delay ?? 0), deliveredAt: null };
}

async function send(
  delivery: ClaimedDelivery,
  timeoutMs: number,
  stopping: AbortSignal,
): Promise<{ statusCode: number | null; error: string | null }> {
  const body = bodyOf(delivery);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: signedHeaders(delivery.secret, `evt_${delivery.event_id}`, Date.now(), body),
      body,
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping]),
    });
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    return { statusCode: response.status, error: response.ok ? null : `answered ${response.status} ${response.statusText}`.trim() };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const text =
      error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `${String(error)}${cause}`;
    return { statusCode: null, error: text.slice(0, 500) };
  }
}

/**
 * Delivers the outbox (decision 044): polls for due deliveries, claims them with a lease and
 * sends each signed. Several servers may run one each on one PostgreSQL: a claim is one
 * statement that skips rows another holds, and an outcome is recorded only by the lease's owner.
 */
export function startWebhookWorker(db: DB, options: WorkerOptions = {}): WebhookWorker {
  const { pollMs = 1_000, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS, timeoutMs = 10_000, leaseMs = 60_000, batch = 20 } = options;
  const owner = randomUUID();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopping.signal.aborted) {
      const now = Date.now();
      const claimed = await claimDue(db, owner, now, now + leaseMs, batch);
      if (claimed.length === 0) break;
      await Promise.all(
        claimed.map(async (delivery) => {
          const answer = await send(delivery, timeoutMs, stopping.signal);
          await settle(db, delivery.id, owner, outcomeOf(delivery.attempts, Date.now(), retryDelaysMs, answer));
          sent++;
        }),
      );
    }
    return sent;
  }

  // Drains run one after another: a poll and an asked-for drain never send the same batch twice over.
  const tick = () => {
    running = running
      .then(drain)
      .catch((error: unknown) => {
        // A database hiccup must not end delivery: the next poll tries again.
        console.error('webhook delivery failed', error);
        return 0;
      })
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    drain: () => (running = running.then(drain)),
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
