import { useSearchParams } from 'react-router-dom';
import type { SortOrder } from '../../../shared/contract/query-params';

export interface ListUrl<S extends string, F extends string> {
  sort: S;
  order: SortOrder;
  startingFrom: number;
  filters: Record<F, string>;
  /** The column's sort: again on the current one turns the order round. */
  sortBy: (sort: S) => void;
  /** New filters start at the first page; what applies as it is typed replaces the history entry rather than adding one per pause. */
  filter: (filters: Record<F, string>, typing?: boolean) => void;
  page: (startingFrom: number) => void;
}

/**
 * A list's sort, order, page and filters live in the URL (?sort=name&order=desc&start=20&text=oil),
 * so Back, a reload and a shared link keep them. Defaults are left out of it.
 */
export function useListUrl<S extends string, F extends string>(
  sorts: readonly [S, ...S[]],
  filterNames: readonly F[],
  defaultOrder: SortOrder = 'asc',
): ListUrl<S, F> {
  const [params, setParams] = useSearchParams();
  const sort = sorts.find((s) => s === params.get('sort')) ?? sorts[0];
  const order: SortOrder =
    params.get('order') === 'asc' || params.get('order') === 'desc' ? (params.get('order') as SortOrder) : defaultOrder;
  const start = Number(params.get('start'));
  const startingFrom = Number.isSafeInteger(start) && start > 0 ? start : 0;
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<F, string>;

  const go = (next: { sort: S; order: SortOrder; startingFrom: number; filters: Record<F, string> }, replace = false) =>
    setParams(
      {
        ...Object.fromEntries(Object.entries<string>(next.filters).filter(([, value]) => value.trim() !== '')),
        ...(next.sort !== sorts[0] && { sort: next.sort }),
        ...(next.order !== defaultOrder && { order: next.order }),
        ...(next.startingFrom > 0 && { start: String(next.startingFrom) }),
      },
      { replace },
    );

  return {
    sort,
    order,
    startingFrom,
    filters,
    sortBy: (next) =>
      go({ sort: next, order: next === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder, startingFrom: 0, filters }),
    filter: (next, typing = false) => go({ sort, order, startingFrom: 0, filters: next }, typing),
    page: (next) => go({ sort, order, startingFrom: next, filters }),
  };
}
