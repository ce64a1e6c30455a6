import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/request';
import { addPending, type NewPendingChange } from './pending-store';
import { syncPending } from './sync-pending';

export type Sent<T> = { kept: false; answer: T } | { kept: true };

/**
 * Sends a stock change, or keeps it on the device when the server cannot be reached (no
 * network, or a connection that failed): it is then sent later, in order, with the same key.
 * Changes kept earlier go first, so this one is kept too while any wait.
 */
export async function sendOrKeep<S extends z.ZodType>(schema: S, change: NewPendingChange, waiting: number): Promise<Sent<z.output<S>>> {
  if (navigator.onLine && waiting === 0) {
    try {
      return { kept: false, answer: await apiRequest(schema, change.href, { method: change.method, body: change.body, idempotencyKey: change.key }) };
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'connection') throw error;
    }
  }
  await addPending(change);
  if (navigator.onLine) void syncPending();
  return { kept: true };
}
