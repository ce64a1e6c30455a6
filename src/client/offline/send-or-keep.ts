import type { z } from 'zod';
import { apiRequest } from '../api/request';
import { addPending, type NewPendingChange } from './pending-store';
import { syncPending } from './sync-pending';
import { isUnanswered, SEND_TIMEOUT_MS } from './unanswered';

export type Sent<T> = { kept: false; answer: T } | { kept: true };

/**
 * Sends a stock change, or keeps it on the device when the server cannot be reached (no
 * network, or a connection that failed): it is then sent later, in order, with the same key.
 * Changes kept earlier go first, so this one is kept too while any wait.
 */
export async function sendOrKeep<S extends z.ZodType>(schema: S, change: NewPendingChange, waiting: number): Promise<Sent<z.output<S>>> {
  if (navigator.onLine && waiting === 0) {
    try {
      const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
      return {
        kept: false,
        answer: await apiRequest(schema, change.href, { method: change.method, body: change.body, idempotencyKey: change.key, signal }),
      };
    } catch (error) {
      if (!isUnanswered(error)) throw error;
    }
  }
  await addPending(change);
  if (navigator.onLine) void syncPending();
  return { kept: true };
}
