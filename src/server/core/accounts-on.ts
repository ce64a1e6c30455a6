import type { DB } from '../db/connect';

/** Accounts are on once a person exists, and never go off again: people are deactivated, not deleted. */
const knownOn = new WeakSet<DB>();
const lastChecked = new WeakMap<DB, number>();
/** While accounts are off, another server sharing the database may turn them on: asked again at most this often. */
const RECHECK_MS = 1000;

/** What is known without asking the database: on, off (asked within the last second), or null to ask. */
export function accountsKnown(db: DB, now = Date.now()): boolean | null {
  if (knownOn.has(db)) return true;
  const checked = lastChecked.get(db);
  return checked !== undefined && now - checked < RECHECK_MS ? false : null;
}

export async function accountsOn(db: DB, now = Date.now()): Promise<boolean> {
  const known = accountsKnown(db, now);
  if (known !== null) return known;
  lastChecked.set(db, now);
  const someone = await db.selectFrom('people').select('id').limit(1).executeTakeFirst();
  if (!someone) return false;
  knownOn.add(db);
  return true;
}

/** This server turned accounts on itself: it need not wait for its next check. */
export const noteAccountsOn = (db: DB): void => {
  knownOn.add(db);
};
