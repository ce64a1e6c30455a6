import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BinAnswer, type CreateBinBody } from '../../../shared/contract/bins';
import { findOperation, type Operation } from '../../../shared/contract/envelope';
import { nextIdQuery } from '../next-id/get-next-id';
import { follow } from '../request';
import { binQuery } from './get-bin';

/** Creates a bin through the `create` operation the next-id resource offers. */
export const createBin = (create: Operation | undefined, body: CreateBinBody) => follow(BinAnswer, create, { body });

export function useCreateBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operations, body }: { operations: Operation[]; body: CreateBinBody }) =>
      createBin(findOperation(operations, 'create'), body),
    onSuccess: async (answer) => {
      if (answer.state)
        queryClient.setQueryData(binQuery(answer.state.id).queryKey, {
          Id: answer.Id,
          state: answer.state,
          operations: answer.operations ?? [],
        });
      await queryClient.invalidateQueries({ queryKey: nextIdQuery('bin').queryKey });
    },
  });
}
