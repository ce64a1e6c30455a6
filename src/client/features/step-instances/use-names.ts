import { useQueries } from '@tanstack/react-query';
import { binQuery } from '../../api/bins/get-bin';
import { useItemSummaries } from '../../api/items/get-item-summary';

type Names = ReadonlyMap<string, string>;

const namesOf = (ids: readonly string[], name: (index: number) => string | undefined): Names =>
  new Map(
    ids.flatMap((id, index) => {
      const found = name(index);
      return found ? [[id, found] as const] : [];
    }),
  );

/** The names of the bins a run used, as far as they have loaded; a bin without a name is left out. */
export function useBinNames(ids: readonly string[]): Names {
  const unique = [...new Set(ids)];
  const bins = useQueries({ queries: unique.map((id) => binQuery(id)) });
  return namesOf(unique, (index) => bins[index]?.data?.state.name);
}

/** The names of SKUs, as far as they have loaded. */
export function useSkuNames(ids: readonly string[]): Names {
  const unique = [...new Set(ids)];
  const summaries = useItemSummaries(unique);
  return namesOf(unique, (index) => summaries[index]?.data?.name);
}
