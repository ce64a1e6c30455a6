import { versionOf, type DB } from './connect';

/** Answers kept per database; the oldest goes first. */
const MAX_ENTRIES = 512;

interface Entry {
  version: string;
  value: unknown;
}

const caches = new WeakMap<DB, Map<string, Entry>>();

/**
 * Reads through a cache that keeps each answer until the embedded database changes at all, so
 * a screen reading one bin again and again costs a version check (db/connect.ts, versionOf).
 * The version is read before the answer, so an answer is never kept under a version newer than
 * the state it read. PostgreSQL, which other servers may change, is always read.
 */
export async function readThrough<T>(db: DB, key: string, read: () => Promise<T>): Promise<T> {
  const version = versionOf(db);
  if (version === null) return read();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const kept = cache.get(key);
  if (kept?.version === version) return kept.value as T;
  const value = await read();
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { version, value });
  return value;
}
