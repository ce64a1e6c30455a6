import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionQuery } from '../api/session/session';
import { pendingSnapshot, subscribePending, type PendingChange } from './pending-store';
import { syncPending } from './sync-pending';

/** How often a queue that still waits is tried again while the device says it is online. */
const RETRY_MS = 10_000;

/** The changes kept on this device, in the order they were made. */
export const usePending = (): readonly PendingChange[] => useSyncExternalStore(subscribePending, pendingSnapshot);

/** Those still to be sent (not refused). */
export const waitingOf = (changes: readonly PendingChange[]) => changes.filter((change) => change.refusal === null);

/**
 * Sends the queue when the app starts, when the network comes back, when someone signs in, and
 * every little while as long as something waits; afterwards every screen reads stock again.
 */
export function useSyncPending(): void {
  const queryClient = useQueryClient();
  const waiting = waitingOf(usePending()).length;
  const person = useQuery(sessionQuery()).data?.person?.id;
  useEffect(() => {
    const sync = () => {
      if (!navigator.onLine) return;
      void syncPending().then((applied) => (applied > 0 ? queryClient.invalidateQueries() : undefined));
    };
    sync();
    window.addEventListener('online', sync);
    const timer = waiting > 0 ? window.setInterval(sync, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [queryClient, waiting, person]);
}
