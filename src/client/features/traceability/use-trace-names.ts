import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TraceAnswer } from '../../../shared/contract/traceability';
import { binQuery } from '../../api/bins/get-bin';
import { useItemSummaries } from '../../api/items/get-item-summary';
import type { Describe } from './trace-csv';

/** Every lot, mixture and bin a trace names. */
function idsOf(answer: TraceAnswer | undefined): { items: string[]; bins: string[] } {
  if (!answer) return { items: [], bins: [] };
  const items = [
    ...answer.query.batch_ids,
    ...(answer.inputs ?? []).map((input) => input.batch_id),
    ...(answer.lots ?? []).map((lot) => lot.batch_id),
    ...(answer.mixtures ?? []).map((mixture) => mixture.mix_id),
    ...(answer.holdings ?? []).map((holding) => holding.item_id),
    ...(answer.releases ?? []).map((release) => release.item_id),
  ];
  const bins = [...(answer.holdings ?? []), ...(answer.releases ?? [])].map((row) => row.bin_id);
  return { items: [...new Set(items)], bins: [...new Set(bins)] };
}

/** Names and units of what a trace names, as far as they have loaded (a name not yet loaded is blank). */
export function useTraceNames(answer: TraceAnswer | undefined): Describe {
  const { items, bins } = useMemo(() => idsOf(answer), [answer]);
  const summaries = useItemSummaries(items);
  const binAnswers = useQueries({ queries: bins.map((id) => binQuery(id)) });
  const known = new Map<string, { name: string; unit: ReturnType<Describe>['unit'] }>();
  items.forEach((id, index) => {
    const summary = summaries[index]?.data;
    if (summary) known.set(id, { name: summary.name, unit: summary.unit });
  });
  bins.forEach((id, index) => {
    const bin = binAnswers[index]?.data;
    if (bin) known.set(id, { name: bin.state.name, unit: null });
  });
  return (id) => known.get(id) ?? { name: '', unit: null };
}
