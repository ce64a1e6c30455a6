import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BinAnswer, type BinResource, type UpdateBinBody } from '../../../shared/contract/bins';
import { findOperation } from '../../../shared/contract/envelope';
import { follow } from '../request';
import { binQuery } from './get-bin';

export const updateBin = (bin: BinResource, body: UpdateBinBody) => follow(BinAnswer, findOperation(bin.operations, 'update'), { body });

/** Resolves once the bin has been reloaded, so the bin page shows what was saved. */
export function useUpdateBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bin, body }: { bin: BinResource; body: UpdateBinBody }) => updateBin(bin, body),
    onSuccess: (_answer, { bin }) => queryClient.invalidateQueries({ queryKey: binQuery(bin.state.id).queryKey }),
  });
}
