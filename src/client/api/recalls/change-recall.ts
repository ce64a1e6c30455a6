import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RecallAnswer, type CloseRecallBody, type NotifyBody, type StartRecallBody } from '../../../shared/contract/recalls';
import { pathTo, ROUTES } from '../../../shared/routes';
import { allTraces } from '../traceability/get-trace';
import { apiRequest } from '../request';
import { RECALLS_KEY, recallQuery } from './get-recall';

/** A recall's three changes; each is sent with an Idempotency-Key, so a retry after a lost answer acts once. */
export type RecallChange =
  | { action: 'start'; body: StartRecallBody }
  | { action: 'notify'; id: number; body: NotifyBody }
  | { action: 'close'; id: number; body: CloseRecallBody };

function hrefOf(change: RecallChange): string {
  if (change.action === 'start') return pathTo('startRecall');
  return change.action === 'notify' ? pathTo('notifyRecallCustomer', { id: change.id }) : pathTo('closeRecall', { id: change.id });
}

const ROUTE = { start: 'startRecall', notify: 'notifyRecallCustomer', close: 'closeRecall' } as const;

export const changeRecall = (change: RecallChange, idempotencyKey: string) =>
  apiRequest(RecallAnswer, hrefOf(change), { method: ROUTES[ROUTE[change.action]].method, body: change.body, idempotencyKey });

/**
 * The answer is the recall as it now is: its screen shows it without a fetch. A start also puts
 * lots on hold, so the traces (whose items show their holds) read again.
 */
export function useChangeRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, key }: { change: RecallChange; key: string }) => changeRecall(change, key),
    onSuccess: async ({ Id, state, operations }, { change }) => {
      if (state) queryClient.setQueryData(recallQuery(state.id).queryKey, { Id, state, operations: operations ?? [] });
      await queryClient.invalidateQueries({ queryKey: [...RECALLS_KEY, 'list'] });
      if (change.action === 'start') await queryClient.invalidateQueries({ queryKey: allTraces() });
    },
  });
}
