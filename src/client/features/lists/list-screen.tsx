import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { Loading } from '../../ui/query-state';
import { RangePager } from '../../ui/range-pager';
import { Screen } from '../../ui/screen';
import type { Column } from './columns';
import { ExportButton } from './export-button';
import { FilterBar, type FilterField } from './filter-bar';
import { ListTable } from './list-table';
import type { FetchPage, ShownPage } from './page';
import type { ListUrl } from './use-list-url';

export const PAGE_SIZE = 20;

interface ListScreenProps<Row, S extends string, F extends string> {
  title: string;
  /** the table's name, and the CSV file's */
  label: string;
  url: ListUrl<S, F>;
  filters: readonly FilterField<F>[];
  columns: readonly Column<Row, S>[];
  rowKey: (row: Row) => string | number;
  query: UseQueryResult<unknown>;
  page: ShownPage<Row> | undefined;
  /** the list's rows with the same filters and sort, any page: what Export CSV reads */
  fetchPage: FetchPage<Row>;
  /** what an empty list says: nothing yet, or nothing matching */
  emptyText: string;
}

/** Why the server refused a filter, by the filter's name, to show beside its field (a reversed date range). */
function filterErrors<F extends string>(error: Error | null, filters: readonly FilterField<F>[]): Partial<Record<F, string>> {
  if (!isApiError(error)) return {};
  const named = new Map(error.invalidParams.map((param) => [param.name, param.reason]));
  return Object.fromEntries(filters.flatMap(({ name }) => (named.has(name) ? [[name, named.get(name)]] : []))) as Partial<
    Record<F, string>
  >;
}

/** Why a list did not load: the problem's reasons (a malformed id in a filter), except those shown beside a filter. */
function loadProblem(error: Error, shownAtFields: object): string {
  const reasons = isApiError(error)
    ? error.invalidParams.filter((param) => !(param.name in shownAtFields)).map((param) => `${param.name} ${param.reason}`)
    : [];
  return [error.message, ...reasons].join(': ');
}

/** A list page: filters, a sortable table (cards on a phone), a pager, and Export CSV of every row the filters match. */
export function ListScreen<Row, S extends string, F extends string>(props: ListScreenProps<Row, S, F>) {
  const { title, label, url, filters, columns, rowKey, query, page, fetchPage, emptyText } = props;
  const errors = filterErrors(query.error, filters);
  return (
    <Screen
      title={title}
      // A list's columns need the room a desk screen has.
      wide
      actions={<ExportButton label={label} columns={columns} fetchPage={fetchPage} disabled={!page || page.rows.length === 0} />}
    >
      <FilterBar fields={filters} values={url.filters} onFilter={url.filter} errors={errors} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          Problem loading {label.toLowerCase()}. {loadProblem(query.error, errors)}
        </p>
      ) : !page || page.rows.length === 0 ? (
        <p className="text-stone-500">
          {url.startingFrom > 0 ? 'No more here.' : emptyText}{' '}
          {url.startingFrom > 0 && (
            <button type="button" className="text-brand-700 underline" onClick={() => url.page(0)}>
              Back to the first page
            </button>
          )}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="overflow-x-auto">
            <ListTable
              label={label}
              columns={columns}
              rows={page.rows}
              rowKey={rowKey}
              sort={url.sort}
              order={url.order}
              onSort={url.sortBy}
              stale={query.isPlaceholderData}
            />
          </div>
          <RangePager
            startingFrom={url.startingFrom}
            shown={page.rows.length}
            total={page.total}
            exact={page.exact}
            pageSize={PAGE_SIZE}
            onPage={url.page}
          />
        </div>
      )}
    </Screen>
  );
}
