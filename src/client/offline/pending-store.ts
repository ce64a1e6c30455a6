import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { signedInPerson, type SignedInPerson } from '../api/session/signed-in-person';
import { itemChangeText, type ItemChange } from './item-change';

/** A stock change made while the server could not be reached, kept on the device until it is sent. */
export interface PendingChange {
  /** the order it was made in, which is the order it is sent in */
  seq: number;
  /** its Idempotency-Key: however often it is sent, the server applies it once */
  key: string;
  method: 'POST' | 'PUT';
  href: string;
  body: unknown;
  /** what it does, in words */
  summary: string;
  /**
   * a receive, release or move in parts, so its line names the unit once known; absent on an
   * audit, and on changes kept before units were named (their summary says it all)
   */
  itemChange?: ItemChange;
  /** the form that makes it again, filled in, for a person fixing a refused one */
  fixHref: string;
  madeAt: number;
  /**
   * who made it, signed in on this device with accounts on; it is sent only while they are
   * signed in (null with accounts off, and absent on changes kept before people were named)
   */
  person?: SignedInPerson | null;
  /** why the server refused it once back online; null while it waits to be sent */
  refusal: string | null;
}

export type NewPendingChange = Omit<PendingChange, 'seq' | 'madeAt' | 'person' | 'refusal'>;

interface OfflineDb extends DBSchema {
  changes: { key: number; value: PendingChange };
}

const STORE = 'changes';
let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

const database = () =>
  (opened ??= openDB<OfflineDb>('lotline-offline', 1, {
    upgrade: (db) => db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true }),
  }));

type Listener = () => void;
const listeners = new Set<Listener>();
// Other tabs of the app on this device see the same queue change.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lotline-pending');
let snapshot: readonly PendingChange[] = [];

async function refresh(): Promise<void> {
  snapshot = await (await database()).getAll(STORE);
  for (const listener of listeners) listener();
}
if (channel) channel.onmessage = () => void refresh();

async function changed(): Promise<void> {
  await refresh();
  channel?.postMessage('changed');
}

/** A kept change in words, with its unit as last known. */
export const pendingText = (change: PendingChange): string => (change.itemChange ? itemChangeText(change.itemChange) : change.summary);

/** The queue as last read, in the order its changes were made. */
export const pendingSnapshot = (): readonly PendingChange[] => snapshot;

/** Calls `listener` whenever the queue changes, in this tab or another; reads the queue once first. */
export function subscribePending(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void refresh();
  return () => listeners.delete(listener);
}

export async function addPending(change: NewPendingChange): Promise<void> {
  // The key path fills seq in.
  await (await database()).add(STORE, { ...change, madeAt: Date.now(), person: signedInPerson(), refusal: null } as PendingChange);
  await changed();
}

export async function readPending(): Promise<PendingChange[]> {
  return (await database()).getAll(STORE);
}

export async function removePending(seq: number): Promise<void> {
  await (await database()).delete(STORE, seq);
  await changed();
}

/**
 * Marks a change refused, in one transaction: a change another tab has just sent and removed
 * stays removed. `itemChange` is the change's parts with a unit learnt since it was kept.
 */
export async function refusePending(seq: number, refusal: string, itemChange?: ItemChange): Promise<void> {
  const transaction = (await database()).transaction(STORE, 'readwrite');
  const change = await transaction.store.get(seq);
  if (change) await transaction.store.put({ ...change, refusal, ...(itemChange && { itemChange, summary: itemChangeText(itemChange) }) });
  await transaction.done;
  await changed();
}
