import type { QueryClient } from '@tanstack/react-query';
import { batchQuery } from '../batches/get-batch';
import { mixtureQuery } from '../mixtures/get-mixture';
import { invalidateStock } from '../stock/invalidate-stock';

/** What a run touched, as its request body or its state names it. */
interface RunRows {
  consumed: readonly { resource_id: string; bin_id: string; components?: readonly { batch_id: string }[] | undefined }[];
  produced: readonly { batch_id: string; bin_id: string }[];
}

/** After a run is recorded or undone: every bin, lot and mixture it touched is read again. */
export function invalidateRunStock(queryClient: QueryClient, { consumed, produced }: RunRows) {
  const bins = [...new Set([...consumed.map((row) => row.bin_id), ...produced.map((row) => row.bin_id)])];
  const lots = [...consumed.flatMap((row) => row.components ?? []).map((take) => take.batch_id), ...produced.map((row) => row.batch_id)];
  return Promise.all([
    invalidateStock(queryClient, bins),
    ...consumed.map(({ resource_id: id }) =>
      queryClient.invalidateQueries({ queryKey: id.startsWith('MIX') ? mixtureQuery(id).queryKey : batchQuery(id).queryKey }),
    ),
    ...lots.map((id) => queryClient.invalidateQueries({ queryKey: batchQuery(id).queryKey })),
  ]);
}
