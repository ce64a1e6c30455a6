import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TEMPLATE_SORTS } from '../../../shared/contract/step-templates';
import { isApiError } from '../../api/api-error';
import { useStepTemplates } from '../../api/step-templates/get-step-templates';
import { Loading } from '../../ui/query-state';
import { RangePager } from '../../ui/range-pager';
import { Screen } from '../../ui/screen';
import { TemplateTable } from './template-table';
import { formText } from '../../ui/form-text';

const PAGE_SIZE = 20;

type Sort = (typeof TEMPLATE_SORTS)[number];
type Order = 'asc' | 'desc';

/** Filter, sort, order and page live in the URL (?text=oil&sort=id&order=desc&start=20), so Back and a shared link keep them. */
export function useTemplateListUrl() {
  const [params, setParams] = useSearchParams();
  const sort: Sort = params.get('sort') === 'id' ? 'id' : 'name';
  const order: Order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const start = Number(params.get('start'));
  const startingFrom = Number.isSafeInteger(start) && start > 0 ? start : 0;
  const text = params.get('text')?.trim() ?? '';
  const go = (next: { text: string; sort: Sort; order: Order; startingFrom: number }) =>
    setParams({
      ...(next.text && { text: next.text }),
      ...(next.sort !== 'name' && { sort: next.sort }),
      ...(next.order !== 'asc' && { order: next.order }),
      ...(next.startingFrom > 0 && { start: String(next.startingFrom) }),
    });
  return {
    text,
    sort,
    order,
    startingFrom,
    filter: (next: string) => go({ text: next.trim(), sort, order, startingFrom: 0 }),
    // The sorted column again turns the order round.
    sortBy: (column: Sort) => go({ text, sort: column, order: column === sort && order === 'asc' ? 'desc' : 'asc', startingFrom: 0 }),
    page: (next: number) => go({ text, sort, order, startingFrom: next }),
  };
}

export type TemplateListUrl = ReturnType<typeof useTemplateListUrl>;

/** Text applies on Enter or Filter; keyed on the URL's text, so Back resets it. */
function FilterForm({ url }: { url: TemplateListUrl }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    url.filter(formText(new FormData(event.currentTarget), 'text'));
  };
  return (
    <form key={url.text} role="search" aria-label="Filter templates" className="mb-3 flex flex-wrap items-end gap-2" onSubmit={submit}>
      <label className="flex min-w-32 flex-1 flex-col text-sm font-semibold text-stone-600 sm:max-w-56">
        Name or ID
        <input
          name="text"
          type="search"
          defaultValue={url.text}
          placeholder="TPL000001, blend…"
          autoComplete="off"
          className="input min-h-9 py-1"
        />
      </label>
      <button type="submit" className="btn-secondary min-h-9 py-1">
        Filter
      </button>
    </form>
  );
}

/** 'Problem fetching templates.' when the failure names no problem. */
function loadProblem(error: Error): string {
  if (!isApiError(error) || error.kind === 'bad-response') return 'Problem fetching templates.';
  return error.kind === 'connection' ? 'Connection error.' : error.message;
}

/** /step-templates: every template by name or id, paged. */
export function TemplateListScreen() {
  const url = useTemplateListUrl();
  const query = useStepTemplates({ text: url.text, sort: url.sort, order: url.order, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const state = query.data?.state;
  return (
    <Screen
      title="Step Templates"
      actions={
        <Link to="/new/step-template" className="btn-primary">
          Create template
        </Link>
      }
    >
      <FilterForm url={url} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <div role="alert" className="text-red-700">
          <p className="font-semibold">Unable to load step templates.</p>
          <p>{loadProblem(query.error)}</p>
        </div>
      ) : !state || state.items.length === 0 ? (
        url.startingFrom > 0 ? (
          <p className="text-stone-500">
            No more here.{' '}
            <button type="button" className="text-brand-700 underline" onClick={() => url.page(0)}>
              Back to the first page
            </button>
          </p>
        ) : (
          <p className="text-stone-500">{url.text ? 'No templates match.' : 'No templates have been created yet.'}</p>
        )
      ) : (
        <div className="flex flex-col gap-3">
          <div className="overflow-x-auto">
            <TemplateTable templates={state.items.map((item) => item.state)} url={url} stale={query.isPlaceholderData} />
          </div>
          <RangePager
            startingFrom={url.startingFrom}
            shown={state.items.length}
            total={state.total}
            pageSize={PAGE_SIZE}
            onPage={url.page}
          />
        </div>
      )}
    </Screen>
  );
}
