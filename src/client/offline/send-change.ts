import { z } from 'zod';
import { apiRequest } from '../api/request';
import type { PendingChange } from './pending-store';
import { SEND_TIMEOUT_MS } from './unanswered';

/** Sends one kept change as it was made, with its own key, so a repeat is answered with the first answer. */
export function sendChange(change: PendingChange): Promise<unknown> {
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
  return apiRequest(z.unknown(), change.href, { method: change.method, body: change.body, idempotencyKey: change.key, signal });
}
