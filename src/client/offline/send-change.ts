import { z } from 'zod';
import type { Unit } from '../../shared/units';
import { apiRequest } from '../api/request';
import { itemOfHits } from '../api/search/item-of-hits';
import { search } from '../api/search/search';
import type { PendingChange } from './pending-store';
import { SEND_TIMEOUT_MS } from './unanswered';

/** Sends one kept change as it was made, with its own key, so a repeat is answered with the first answer. */
export function sendChange(change: PendingChange): Promise<unknown> {
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
  return apiRequest(z.unknown(), change.href, { method: change.method, body: change.body, idempotencyKey: change.key, signal });
}

/** An item's unit, as its search hit says (a search answers 200 even for an id no longer known, so no 404 is logged). */
export async function unitOfItem(id: string): Promise<Unit | null> {
  return itemOfHits(id, (await search(id, 0, 2)).state.results)?.unit ?? null;
}
