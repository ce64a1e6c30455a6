import { useMemo } from 'react';
import type { TraceAnswer } from '../../../shared/contract/traceability';
import { useNames } from '../../api/items/get-names';
import type { Describe } from './trace-csv';

/** Every lot, mixture and bin a trace names. */
function idsOf(answer: TraceAnswer | undefined): string[] {
  if (!answer) return [];
  const items = [
    ...answer.query.batch_ids,
    ...(answer.inputs ?? []).map((input) => input.batch_id),
    ...(answer.lots ?? []).map((lot) => lot.batch_id),
    ...(answer.mixtures ?? []).map((mixture) => mixture.mix_id),
    ...(answer.holdings ?? []).map((holding) => holding.item_id),
    ...(answer.releases ?? []).map((release) => release.item_id),
  ];
  const bins = [...(answer.holdings ?? []), ...(answer.releases ?? [])].map((row) => row.bin_id);
  return [...new Set([...items, ...bins])];
}

/**
 * Names and units of what a trace names, as far as they have loaded (a name not yet loaded is
 * blank); `settled` once they have loaded or failed.
 */
export function useTraceNames(answer: TraceAnswer | undefined): { describe: Describe; settled: boolean } {
  const ids = useMemo(() => idsOf(answer), [answer]);
  const { names, settled } = useNames(ids);
  return { describe: (id) => names.get(id) ?? { name: '', unit: null }, settled };
}
