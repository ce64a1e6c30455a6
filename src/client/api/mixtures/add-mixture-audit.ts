import { useMutation, useQueryClient } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { MixtureResource, type MixtureAuditBody } from '../../../shared/contract/mixtures';
import { follow } from '../request';
import { mixtureQuery } from './get-mixture';

/** Appends an entry to the mixture's log; stock does not change. Answers the mixture. */
export const addMixtureAudit = (mixture: MixtureResource, body: MixtureAuditBody) =>
  follow(MixtureResource, findOperation(mixture.operations, 'append-audit'), { body });

export function useAddMixtureAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mixture, body }: { mixture: MixtureResource; body: MixtureAuditBody }) => addMixtureAudit(mixture, body),
    onSuccess: (answer) => queryClient.setQueryData(mixtureQuery(answer.state.mix_id).queryKey, answer),
  });
}
