import { useQueries } from '@tanstack/react-query';
import { binQuery } from '../../api/bins/get-bin';

/** The names of the bins a run used, as far as they have loaded; a bin without a name is left out. */
export function useBinNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const unique = [...new Set(ids)];
  const bins = useQueries({ queries: unique.map((id) => binQuery(id)) });
  return new Map(unique.flatMap((id, index) => (bins[index]?.data?.state.name ? [[id, bins[index].data.state.name] as const] : [])));
}
