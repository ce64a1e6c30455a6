import { useQuery } from '@tanstack/react-query';
import { MAX_NAMED_IDS, NamesAnswer, type NamedItem } from '../../../shared/contract/names';
import { chunksOf } from '../../../shared/chunks';
import { apiRequest } from '../request';
import { pathTo, ROUTES } from '../../../shared/routes';

/** POST /api/names for any number of ids: pages of at most MAX_NAMED_IDS, asked at once. */
async function getNames(ids: readonly string[], signal?: AbortSignal): Promise<Map<string, NamedItem>> {
  const answers = await Promise.all(
    chunksOf(ids, MAX_NAMED_IDS).map((page) =>
      apiRequest(NamesAnswer, pathTo('getNames'), { method: ROUTES.getNames.method, body: { ids: page }, signal }),
    ),
  );
  return new Map(answers.flatMap((answer) => Object.entries(answer.state)));
}

/**
 * Names and units of many bins and items in one go, for a screen that lists thousands (asking
 * for each apart would be thousands of requests). `names` is empty until they have loaded;
 * `settled` once they have, or have failed (what lists them then shows ids alone).
 */
export function useNames(ids: readonly string[]): { names: ReadonlyMap<string, NamedItem>; settled: boolean } {
  const { data, status } = useQuery({
    queryKey: ['names', ids],
    queryFn: ({ signal }) => getNames(ids, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  return { names: data ?? EMPTY, settled: ids.length === 0 || status !== 'pending' };
}

const EMPTY: ReadonlyMap<string, NamedItem> = new Map();
