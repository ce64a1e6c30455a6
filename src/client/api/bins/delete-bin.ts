import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BinAnswer, type BinResource, type DeleteBinQuery } from '../../../shared/contract/bins';
import { findOperation } from '../../../shared/contract/envelope';
import { ARCHIVE_KEY } from '../archive/get-archive';
import { follow } from '../request';
import { STOCK_VIEWS_KEY } from '../stock/stock-views';
import { binQuery } from './get-bin';

/**
 * DELETE follows the bin's own operation. A bin that holds stock is deleted with force, which
 * writes off what it holds as one operation naming the operator.
 */
export function deleteBin(bin: BinResource, operator: string) {
  const remove = findOperation(bin.operations, 'delete');
  const query: DeleteBinQuery = bin.state.lines.length > 0 ? { force: 'true', operator } : {};
  const search = new URLSearchParams(query).toString();
  return follow(BinAnswer, remove && { ...remove, href: search ? `${remove.href}?${search}` : remove.href });
}

/**
 * Afterwards the bin, the lists, histories and the Archive are marked stale but not refetched: the
 * page still open would read its own 404s before it leaves for the list, which then reads afresh.
 */
export function useDeleteBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bin, operator }: { bin: BinResource; operator: string }) => deleteBin(bin, operator),
    // Refused (stock arrived since the page was read): the page reads the bin again.
    onError: (_error, { bin }) => queryClient.invalidateQueries({ queryKey: binQuery(bin.state.id).queryKey }),
    onSuccess: (_answer, { bin }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: binQuery(bin.state.id).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: STOCK_VIEWS_KEY, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY, refetchType: 'none' }),
      ]),
  });
}
