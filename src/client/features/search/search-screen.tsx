import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_PAGE_SIZE, useSearch } from '../../api/search/search';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { useDebounced } from '../../ui/use-debounced';
import { pageCount } from './pager-model';
import { Pager } from './pager';
import { SearchResults } from './search-results';

/** After this long without a change, the search on screen becomes a history entry. */
const HISTORY_DELAY_MS = 10_000;

const searchUrl = (query: string, page: number) => `/search?${new URLSearchParams({ query, ...(page > 1 && { page: String(page) }) })}`;

const pageFrom = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function SearchScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlQuery = params.get('query') ?? '';
  const urlPage = pageFrom(params);
  const [draft, setDraft] = useState({ query: urlQuery, page: urlPage });
  const inUrl = searchUrl(urlQuery, urlPage);

  // The URL wins when it changes (pager links, back button, a scan): adjust during render.
  const [seenUrl, setSeenUrl] = useState(inUrl);
  if (seenUrl !== inUrl) {
    setSeenUrl(inUrl);
    setDraft({ query: urlQuery, page: urlPage });
  }

  const query = useDebounced(draft.query.trim(), 200);
  const results = useSearch(query, (draft.page - 1) * SEARCH_PAGE_SIZE);
  const current = searchUrl(draft.query, draft.page);

  useEffect(() => {
    if (current === inUrl) return;
    const timer = setTimeout(() => void navigate(current), HISTORY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, inUrl, navigate]);

  const total = results.data?.state.total_num_results ?? 0;
  // Past a thousand results the server stops counting exactly; say so rather than pretend.
  const more = results.data?.state.total_is_exact === false ? '+' : '';
  return (
    <Screen title="Search">
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchUrl(draft.query, 1));
        }}
      >
        <input
          type="search"
          aria-label="Search query"
          className="input"
          value={draft.query}
          placeholder="Label, code or name"
          autoComplete="off"
          onChange={(event) => setDraft({ query: event.target.value, page: 1 })}
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {query === '' ? (
        <p className="text-stone-500">Type a label, a code or part of a name.</p>
      ) : results.isError ? (
        <p role="alert" className="font-semibold text-red-700">
          API error!
        </p>
      ) : results.isPending ? (
        <Loading />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="font-semibold" aria-live="polite">
            {total}
            {more} Results
          </p>
          {total > 0 && (
            <SearchResults
              results={results.data.state.results}
              // Back from a result returns to exactly this search.
              onOpen={() => {
                if (current !== inUrl) void navigate(current, { replace: true });
              }}
            />
          )}
          <Pager page={draft.page} pages={pageCount(total, SEARCH_PAGE_SIZE)} hrefOf={(page) => searchUrl(draft.query, page)} />
        </div>
      )}
    </Screen>
  );
}
