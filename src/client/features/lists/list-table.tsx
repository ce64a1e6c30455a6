import type { SortOrder } from '../../../shared/contract/query-params';
import type { Column } from './columns';

/**
 * Below 600px each row becomes a card: the first cell as its title, the others each on a line
 * under their column's name. The header row stays only for its sort buttons.
 */
const CARDS =
  'max-sm:block max-sm:[&>tbody]:block max-sm:[&_tbody_tr]:flex max-sm:[&_tbody_tr]:flex-col max-sm:[&_tbody_tr]:border-b ' +
  'max-sm:[&_tbody_tr]:border-stone-200 max-sm:[&_tbody_tr]:py-2 max-sm:[&_td]:border-0 max-sm:[&_td]:py-0.5 ' +
  'max-sm:[&>thead]:block max-sm:[&_thead_tr]:flex max-sm:[&_thead_tr]:flex-wrap max-sm:[&_thead_tr]:gap-1 max-sm:[&_thead_th]:border-0';

const LABELLED = 'max-sm:text-left max-sm:before:mr-2 max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface ListTableProps<Row, S extends string> {
  label: string;
  columns: readonly Column<Row, S>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort: S;
  order: SortOrder;
  onSort: (sort: S) => void;
  /** dimmed while the next page loads in its place */
  stale?: boolean;
}

export function ListTable<Row, S extends string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  order,
  onSort,
  stale = false,
}: ListTableProps<Row, S>) {
  return (
    <table className={`data-table ${CARDS} ${stale ? 'opacity-60' : ''}`} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => {
            const sorted = column.sort !== undefined && column.sort === sort;
            return (
              <th
                key={column.header}
                scope="col"
                aria-sort={column.sort === undefined ? undefined : sorted ? ARIA_SORT[order] : 'none'}
                className={`${column.numeric ? 'text-right' : ''} ${column.sort === undefined ? 'max-sm:hidden' : 'max-sm:p-0'}`}
              >
                {column.sort === undefined ? (
                  column.header
                ) : (
                  <button
                    type="button"
                    className={`inline-flex min-h-9 items-center gap-1 rounded px-1 font-semibold hover:text-stone-900 max-sm:border max-sm:border-stone-300 max-sm:px-2 ${sorted ? 'text-stone-900' : ''}`}
                    onClick={() => onSort(column.sort as S)}
                  >
                    {column.header}
                    <span aria-hidden="true" className={sorted ? '' : 'opacity-30'}>
                      {sorted && order === 'desc' ? '▼' : '▲'}
                    </span>
                  </button>
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => (
              <td
                key={column.header}
                data-label={column.header}
                className={`${column.numeric ? 'text-right tabular-nums' : ''} ${index === 0 ? 'max-sm:font-semibold' : LABELLED}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
