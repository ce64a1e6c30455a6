import { isApiError } from '../api/api-error';
import { readSession } from '../api/session/session';
import type { ItemChange } from './item-change';
import { readPending, refusePending, removePending } from './pending-store';
import { refusalText } from './refusal-text';
import { isUnanswered } from './unanswered';
import { waitsFor } from './waits-for';

// The sender brings the fetcher and zod along: the shell syncs at start, usually with nothing waiting.
const loadSender = () => import('./send-change');

/**
 * Answers that may be different on another try: no answer, the server failing rather than
 * refusing, or the session having ended (the change waits for its person to sign in again).
 */
const isPassing = (error: unknown) =>
  isUnanswered(error) || !isApiError(error) || error.kind !== 'problem' || error.status === 401 || (error.status ?? 500) >= 500;

/**
 * A refused change's parts with its unit: kept offline before its item was looked up, it has
 * none, and the server that just answered can now say it (unknown still if that lookup fails).
 */
async function withUnit(change: ItemChange | undefined): Promise<ItemChange | undefined> {
  if (!change || change.unit !== null) return change;
  try {
    const { unitOfItem } = await loadSender();
    return { ...change, unit: await unitOfItem(change.item) };
  } catch {
    return change;
  }
}

/** One device-wide sender at a time, so two tabs never send the same change side by side. */
function exclusively(work: () => Promise<number>): Promise<number> {
  return navigator.locks ? navigator.locks.request('lotline-sync', work) : work();
}

/**
 * Sends the waiting changes in the order they were made, each with its own key, so one that
 * reached the server before its answer was lost is not applied twice. With accounts on, only
 * the changes of the person signed in now are sent (asked of the server first); the others wait
 * for their own person. A refusal is kept for a person to fix or discard and the rest go on; a
 * failed connection stops the round, to go on later in the same order. Answers how many were
 * applied.
 */
async function sendAll(): Promise<number> {
  const changes = (await readPending()).filter((change) => change.refusal === null);
  if (changes.length === 0) return 0;
  let session;
  try {
    session = await readSession();
  } catch {
    return 0;
  }
  let applied = 0;
  for (const change of changes) {
    if (waitsFor(change, session) !== null) continue;
    try {
      const { sendChange } = await loadSender();
      await sendChange(change);
    } catch (error) {
      if (isPassing(error)) break;
      const itemChange = await withUnit(change.itemChange);
      await refusePending(change.seq, refusalText(error, itemChange?.unit ?? null), itemChange);
      continue;
    }
    await removePending(change.seq);
    applied += 1;
  }
  return applied;
}

let round: Promise<number> | null = null;

/** Sends what waits, unless a round is already under way (it is then that round's answer). */
export function syncPending(): Promise<number> {
  round ??= exclusively(sendAll).finally(() => {
    round = null;
  });
  return round;
}
