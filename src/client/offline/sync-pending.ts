import { isApiError } from '../api/api-error';
import type { ItemChange } from './item-change';
import { readPending, refusePending, removePending } from './pending-store';
import { refusalText } from './refusal-text';
import { isUnanswered } from './unanswered';

// The sender brings the fetcher and zod along: the shell syncs at start, usually with nothing waiting.
const loadSender = () => import('./send-change');

/** Answers that may be different on another try: no answer, or the server failing, not refusing. */
const isPassing = (error: unknown) => isUnanswered(error) || !isApiError(error) || error.kind !== 'problem' || (error.status ?? 500) >= 500;

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
 * reached the server before its answer was lost is not applied twice. A refusal is kept for a
 * person to fix or discard and the rest go on; a failed connection stops the round, to go on
 * later in the same order. Answers how many were applied.
 */
async function sendAll(): Promise<number> {
  let applied = 0;
  for (const change of await readPending()) {
    if (change.refusal !== null) continue;
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
