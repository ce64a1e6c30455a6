import type { SessionState } from '../../../shared/contract/people';

/** A person as a change kept offline names them: who made it, to send it only while they are signed in. */
export interface SignedInPerson {
  id: string;
  name: string;
}

const KEY = 'lotline.signed-in';

/**
 * Keeps who the server last said is signed in on this device. It lives in local storage, which
 * the device's tabs share as they share the session cookie, and which outlives a reload: an app
 * started without a connection still knows whose changes it keeps.
 */
export function rememberSession(state: SessionState | null): void {
  const person = state?.person;
  try {
    if (person) localStorage.setItem(KEY, JSON.stringify({ id: person.id, name: person.name } satisfies SignedInPerson));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window that is full): changes are then kept as no one's.
  }
}

/** Who was last known signed in on this device; null with accounts off or no one signed in. */
export function signedInPerson(): SignedInPerson | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SignedInPerson> | null;
    return typeof kept?.id === 'string' && typeof kept.name === 'string' ? { id: kept.id, name: kept.name } : null;
  } catch {
    return null;
  }
}
