import type { SignedInPerson } from '../api/session/signed-in-person';
import type { PendingChange } from './pending-store';

/**
 * Whom a kept change waits for before this device may send it. With accounts on only the person
 * who made it may send it, so no change is ever recorded as someone else's: answers that person,
 * or 'no one' for a change kept before anyone signed in here (it is made again or discarded).
 * Null when the session may send it now: accounts off, or its person signed in.
 */
export function waitsFor(
  change: Pick<PendingChange, 'person'>,
  session: { accounts: boolean; person: { id: string } | null } | undefined,
): SignedInPerson | 'no one' | null {
  if (!session?.accounts) return null;
  const person = change.person ?? null;
  if (person === null) return 'no one';
  return person.id === session.person?.id ? null : person;
}
