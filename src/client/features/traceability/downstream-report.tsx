import type { DownstreamTrace } from '../../../shared/contract/traceability';
import { ItemLabel } from '../../ui/item-label';
import { dateTime } from '../../ui/ledger-text';
import { NamedCell } from '../../ui/named-label';
import { Quantity } from '../../ui/quantity';
import { GenealogyGraph } from './genealogy-graph';
import { RecallHold } from './recall-hold';
import { Muted, rangeColumn, ReportPart, ReportTable, RunLink, uncertaintyColumn, type Column } from './report-parts';
import type { Describe } from './trace-csv';
import { totalsText, wentNowhereText, type Bounded } from './trace-text';

type Holding = DownstreamTrace['holdings'][number];
type Release = DownstreamTrace['releases'][number];

/** A lot or a mixture, as one row of the table of what may hold the traced units. */
interface Holder extends Bounded {
  id: string;
  /** the run that made a lot; null for a lot received */
  madeBy: string | null;
  mixed: boolean;
}

/** The lots a downstream trace started from: those asked for, and those the asked-for runs made. */
const startsOf = ({ lots, query }: DownstreamTrace) =>
  lots.filter(
    (lot) => query.batch_ids.includes(lot.batch_id) || (lot.produced_by !== null && query.step_instance_ids.includes(lot.produced_by)),
  );

/** Whether the traced lots stayed as they were: no lot made from them, no mixture, no release, nothing used up. */
const wentNowhere = (trace: DownstreamTrace, starts: readonly unknown[]) =>
  starts.length === trace.lots.length &&
  trace.mixtures.length === 0 &&
  trace.releases.length === 0 &&
  trace.totals.every((total) => total.consumed === 0 && total.released === 0);

const holdersOf = ({ lots, mixtures }: DownstreamTrace): Holder[] => [
  ...lots.map((lot) => ({ ...lot, id: lot.batch_id, madeBy: lot.produced_by, mixed: false })),
  ...mixtures.map((mixture) => ({ ...mixture, id: mixture.mix_id, madeBy: null, mixed: true })),
];

const holderColumns = (describe: Describe): Column<Holder>[] => [
  { header: 'Item', cell: (row) => <NamedCell value={row.id} name={describe(row.id).name} /> },
  rangeColumn('May hold', (row) => describe(row.id).unit),
  {
    header: 'Made by',
    cell: (row) => (row.mixed ? <Muted>mixed</Muted> : row.madeBy ? <RunLink id={row.madeBy} /> : <Muted>received</Muted>),
  },
  uncertaintyColumn,
];

const holdingColumns = (describe: Describe): Column<Holding>[] => [
  { header: 'Bin', cell: (row) => <NamedCell value={row.bin_id} name={describe(row.bin_id).name} /> },
  { header: 'Item', cell: (row) => <NamedCell value={row.item_id} name={describe(row.item_id).name} /> },
  { header: 'On hand', numeric: true, cell: (row) => <Quantity value={row.quantity} unit={describe(row.item_id).unit} /> },
  rangeColumn('Of the traced lots', (row) => describe(row.item_id).unit),
  uncertaintyColumn,
];

const releaseColumns = (describe: Describe): Column<Release>[] => [
  { header: 'Date', className: 'whitespace-nowrap', cell: (row) => <time dateTime={row.at}>{dateTime.format(new Date(row.at))}</time> },
  { header: 'Operator', cell: (row) => row.operator ?? <Muted>—</Muted> },
  { header: 'Note', cell: (row) => row.note ?? <Muted>—</Muted> },
  { header: 'Bin', cell: (row) => <NamedCell value={row.bin_id} name={describe(row.bin_id).name} /> },
  { header: 'Item', cell: (row) => <NamedCell value={row.item_id} name={describe(row.item_id).name} /> },
  { header: 'Quantity', numeric: true, cell: (row) => <Quantity value={row.quantity} unit={describe(row.item_id).unit} /> },
  rangeColumn('Of the traced lots', (row) => describe(row.item_id).unit),
];

/** Downstream: every lot and mixture that may hold units of the traced lots, where they are now, what left, and the lots' accounts. */
export function DownstreamReport({ trace, describe }: { trace: DownstreamTrace; describe: Describe }) {
  const starts = startsOf(trace);
  const nowhere = wentNowhere(trace, starts);
  return (
    <>
      {nowhere && (
        <p role="status" className="mt-6 rounded-lg border border-stone-200 bg-stone-50 p-3 text-stone-800">
          {wentNowhereText([...new Set([...trace.query.batch_ids, ...starts.map((lot) => lot.batch_id)])])}
        </p>
      )}
      <ReportTable
        title="Lots and mixtures"
        empty="Nothing holds any of it: no stock ever entered."
        rows={holdersOf(trace)}
        rowKey={(row) => row.id}
        columns={holderColumns(describe)}
      />
      {!nowhere && <GenealogyGraph trace={trace} describe={describe} />}
      <RecallHold trace={trace} />
      <ReportTable
        title="Where they are now"
        empty="None of it is on hand."
        rows={trace.holdings}
        rowKey={(row) => `${row.bin_id} ${row.item_id}`}
        columns={holdingColumns(describe)}
      />
      <ReportTable
        title="Releases"
        empty="Nothing of it was released."
        rows={trace.releases}
        rowKey={(_, index) => index}
        columns={releaseColumns(describe)}
      />
      <ReportPart title="Totals">
        <ul aria-label="Totals" className="flex flex-col gap-1">
          {trace.totals.map((total) => (
            <li key={total.batch_id} className="flex flex-wrap gap-x-2">
              <ItemLabel value={total.batch_id} />
              <span className="tabular-nums">{totalsText(total, describe(total.batch_id).unit)}</span>
            </li>
          ))}
        </ul>
      </ReportPart>
    </>
  );
}
