import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { InitAccountsBody, SessionState, SignInBody } from '../../../shared/contract/people';
import type { RequestOptions } from '../request';
import { onSignedOut } from './session-events';
import { rememberSession } from './signed-in-person';

type SessionRoute = 'getSession' | 'signIn' | 'initAccounts' | 'signOut';

/**
 * The shell asks for the session on first paint; the request layer, the route map and the
 * contract (zod, which must not build a schema before main.tsx tells it it is jitless) load with
 * the answer, outside the entry's chunk.
 */
async function sessionCall(route: SessionRoute, options: RequestOptions = {}): Promise<SessionState | null> {
  const [{ apiRequest }, { SessionState }, { pathTo }] = await Promise.all([
    import('../request'),
    import('../../../shared/contract/people'),
    import('../../../shared/routes'),
  ]);
  const state = await apiRequest(SessionState.nullable(), pathTo(route), options);
  rememberSession(state);
  return state;
}

/** Who is signed in on this device now, as the server says (and remembered for the offline queue). */
export const readSession = async () => (await sessionCall('getSession'))!;

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: readSession,
    staleTime: 60_000,
  });

/**
 * Whether accounts are on and who is signed in on this device. A 401 from any call (the
 * session ended, or someone deactivated the person) reads it again, which shows the sign-in.
 */
export function useSession() {
  const client = useQueryClient();
  useEffect(() => onSignedOut(() => void client.invalidateQueries({ queryKey: ['session'] })), [client]);
  return useQuery(sessionQuery());
}

/** The signed-in person's name, or null with accounts off or no one signed in. */
export function useSignedInName(): string | null {
  return useQuery(sessionQuery()).data?.person?.name ?? null;
}

export const signIn = async (body: SignInBody) => (await sessionCall('signIn', { method: 'POST', body }))!;

export const initAccounts = async (body: InitAccountsBody) => (await sessionCall('initAccounts', { method: 'POST', body }))!;

const signOut = () => sessionCall('signOut', { method: 'DELETE' });

/** Signs out on this device and forgets everything read as that person. */
export function useSignOut(): () => void {
  const client = useQueryClient();
  return () => {
    void signOut()
      .catch(() => undefined)
      .then(() => client.resetQueries());
  };
}
