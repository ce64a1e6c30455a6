import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { Loading } from '../../ui/query-state';
import { RangePager } from '../../ui/range-pager';
import { Screen } from '../../ui/screen';
import { csvRows, type Column } from './columns';
import { csvText } from '../../ui/csv';
import { downloadText } from '../../ui/download';
import { FilterBar, type FilterField } from './filter-bar';
import { ListTable } from './list-table';
import type { ListUrl } from './use-list-url';

export const PAGE_SIZE = 20;

/** What a list answered, as the screen shows it. */
export interface ShownPage<Row> {
  rows: Row[];
  total: number;
  /** false when the server stopped counting (the ledger) */
  exact?: boolean;
}

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
  /** what an empty list says: nothing yet, or nothing matching */
  emptyText: string;
}

/** Why a list did not load: the problem's reasons when the server gave them (a malformed id in a filter). */
function loadProblem(error: Error): string {
  const reasons = isApiError(error) ? error.invalidParams.map((param) => `${param.name} ${param.reason}`) : [];
  return [error.message, ...reasons].join(': ');
}

/** A list page: filters, a sortable table (cards on a phone), a pager, and Export CSV of exactly the rows shown. */
export function ListScreen<Row, S extends string, F extends string>(props: ListScreenProps<Row, S, F>) {
  const { title, label, url, filters, columns, rowKey, query, page, emptyText } = props;
  const exportCsv = () => {
    if (!page) return;
    const name = `${label.toLowerCase().replaceAll(/\W+/g, '-')}-${url.startingFrom + 1}-${url.startingFrom + page.rows.length}.csv`;
    downloadText(name, csvText(csvRows(columns, page.rows)), 'text/csv;charset=utf-8');
  };
  return (
    <Screen
      title={title}
      // A list's columns need the room a desk screen has.
      wide
      actions={
        <button type="button" className="btn-secondary" disabled={!page || page.rows.length === 0} onClick={exportCsv}>
          Export CSV
        </button>
      }
    >
      <FilterBar fields={filters} values={url.filters} onFilter={url.filter} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          Problem loading {label.toLowerCase()}. {loadProblem(query.error)}
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
