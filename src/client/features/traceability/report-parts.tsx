import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Unit } from '../../../shared/units';
import { ItemLabel } from '../../ui/item-label';
import { annotationText, rangeText, type Bounded } from './trace-text';

/**
 * Below 640px each row becomes a card: its cells wrap side by side, each under its column's name
 * (the cell's data-label), so a report reads at phone width without scrolling sideways.
 */
const PHONE_CARDS =
  'max-sm:block max-sm:[&>thead]:hidden max-sm:[&>tbody]:block max-sm:[&_tbody_tr]:flex max-sm:[&_tbody_tr]:flex-wrap ' +
  'max-sm:[&_tbody_tr]:gap-x-5 max-sm:[&_tbody_tr]:gap-y-1 max-sm:[&_tbody_tr]:border-b max-sm:[&_tbody_tr]:border-stone-200 max-sm:[&_tbody_tr]:py-2 ' +
  'max-sm:[&_td]:border-0 max-sm:[&_td]:p-0 max-sm:[&_td]:text-left max-sm:[&_td:first-child]:w-full ' +
  'max-sm:[&_td]:before:block max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:text-stone-500 max-sm:[&_td]:before:content-[attr(data-label)]';

/** Text that stands in for a value: 'received', 'exact', a dash for none. */
export const Muted = ({ children }: { children: ReactNode }) => <span className="text-stone-500">{children}</span>;

/** A bound as '5–7 kg', or '10 kg' when exact. */
export const Range = ({ of, unit }: { of: Bounded; unit: Unit | null }) => (
  <span className="whitespace-nowrap tabular-nums">{rangeText(of.lower_bound, of.upper_bound, unit)}</span>
);

/** Where uncertainty entered, as small tags in words. */
export function Uncertainty({ annotations }: { annotations: readonly string[] }) {
  if (annotations.length === 0) return <Muted>exact</Muted>;
  return (
    <span className="flex flex-wrap gap-1">
      {annotations.map((annotation) => (
        <span key={annotation} className="rounded bg-amber-50 px-1.5 py-0.5 text-xs whitespace-nowrap text-amber-900 ring-1 ring-amber-300">
          {annotationText(annotation)}
        </span>
      ))}
    </span>
  );
}

/** A production run, linked to its page (ItemLabel links only BIN, SKU, BAT and MIX, not INS). */
export const RunLink = ({ id }: { id: string }) => (
  <Link to={`/step-instance/${id}`} className="text-brand-700 hover:underline" aria-label={id}>
    <ItemLabel value={id} link={false} />
  </Link>
);

/** One part of the report: a heading, and a table that scrolls inside its box at phone width. */
export function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6 break-inside-avoid">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <div className="overflow-x-auto print:overflow-visible">{children}</div>
    </section>
  );
}

export interface Column<Row> {
  header: string;
  /** a figure: aligned right */
  numeric?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** The bounds of a row, in the unit `unitOf` gives. */
export const rangeColumn = <Row extends Bounded>(header: string, unitOf: (row: Row) => Unit | null): Column<Row> => ({
  header,
  numeric: true,
  cell: (row) => <Range of={row} unit={unitOf(row)} />,
});

export const uncertaintyColumn: Column<Bounded> = { header: 'Uncertainty', cell: (row) => <Uncertainty annotations={row.annotations} /> };

const cellClass = ({ numeric, className }: { numeric?: boolean; className?: string }) =>
  [numeric && 'text-right', className].filter(Boolean).join(' ') || undefined;

/** Rows a table shows at first: a recall of a lot used widely lists thousands, which the CSV holds in full. */
const FIRST_ROWS = 100;

/**
 * A part of the report as a table named by its title (cards at phone width), or `empty` when it
 * has no rows. A long one shows its first rows and offers the rest.
 */
export function ReportTable<Row>({
  title,
  rows,
  rowKey,
  columns,
  empty,
}: {
  title: string;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  columns: readonly Column<Row>[];
  empty: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <ReportPart title={title}>
      {rows.length === 0 ? (
        <p className="text-stone-600">{empty}</p>
      ) : (
        <table className={`data-table ${PHONE_CARDS}`} aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? 'text-right' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.length < rows.length && (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-600">
          Showing {shown.length} of {rows.length.toLocaleString('en')}; the CSV lists them all.
          <button type="button" className="btn-secondary" onClick={() => setAll(true)}>
            Show all {rows.length.toLocaleString('en')}
          </button>
        </p>
      )}
    </ReportPart>
  );
}
