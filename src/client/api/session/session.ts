import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SessionState, type InitAccountsBody, type SignInBody } from '../../../shared/contract/people';
import { pathTo } from '../../../shared/routes';
import { apiRequest } from '../request';
import { onSignedOut } from './session-events';

export const sessionQuery = () =>
  queryOptions({ queryKey: ['session'], queryFn: () => apiRequest(SessionState, pathTo('getSession')), staleTime: 60_000 });

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

export const signIn = (body: SignInBody) => apiRequest(SessionState, pathTo('signIn'), { method: 'POST', body });

export const initAccounts = (body: InitAccountsBody) => apiRequest(SessionState, pathTo('initAccounts'), { method: 'POST', body });

export const signOut = () => apiRequest(SessionState.nullable(), pathTo('signOut'), { method: 'DELETE' });
