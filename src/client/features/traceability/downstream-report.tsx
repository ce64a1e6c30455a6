import type { Hold } from '../../../shared/contract/holds';
import type { Affected, DownstreamTrace, ItemAccount } from '../../../shared/contract/traceability';
import type { Unit } from '../../../shared/units';
import { ItemLabel } from '../../ui/item-label';
import { NamedCell } from '../../ui/named-label';
import { Quantity } from '../../ui/quantity';
import { GenealogyGraph } from './genealogy-graph';
import { RecallHold } from './recall-hold';
import { StartRecall } from './start-recall';
import { Muted, rangeColumn, ReportPart, ReportTable, RunLink, uncertaintyColumn, type Column } from './report-parts';
import type { Describe } from './trace-csv';
import { accountText, AFFECTED_TEXT, affectedText, totalsText, wentNowhereText, type Bounded } from './trace-text';
import { DateTime } from '../../ui/date-time';
import { dateTimeText } from '../../ui/dates';

type Holding = DownstreamTrace['holdings'][number];
type Departure = DownstreamTrace['releases'][number];
type TracedCustomer = DownstreamTrace['customers'][number];
/** One shipment of affected stock, with the customer it went to. */
type Shipment = Departure & { customer: TracedCustomer };

/** A lot or a mixture, as one row of the table of what is affected. */
interface Holder extends Bounded {
  id: string;
  /** the run that made a lot; null for a lot received */
  madeBy: string | null;
  mixed: boolean;
  affected: Affected;
  account: ItemAccount;
  hold: Hold | null;
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
  trace.totals.every((total) => total.consumed === 0 && total.released === 0 && total.drawn === 0);

const holdersOf = ({ lots, mixtures }: DownstreamTrace): Holder[] => [
  ...lots.map((lot) => ({ ...lot, id: lot.batch_id, madeBy: lot.produced_by, mixed: false })),
  ...mixtures.map((mixture) => ({ ...mixture, id: mixture.mix_id, madeBy: null, mixed: true })),
];

/** Certainly affected stands out; possibly affected reads plainly. */
const AffectedCell = ({ affected }: { affected: Affected }) =>
  affected === 'certainly' ? (
    <span className="font-semibold whitespace-nowrap text-red-800">{AFFECTED_TEXT[affected]}</span>
  ) : (
    <span className="whitespace-nowrap text-amber-800">{AFFECTED_TEXT[affected]}</span>
  );

const HoldCell = ({ hold }: { hold: Hold | null | undefined }) =>
  hold ? <span title={`${hold.operator}, ${dateTimeText(hold.at)}`}>On hold: {hold.reason}</span> : <Muted>—</Muted>;

/** The traced material inside a row, in the traced lots' unit. */
const TRACED = 'Traced material in it';

const holderColumns = (describe: Describe, unit: Unit): Column<Holder>[] => [
  { header: 'Item', cell: (row) => <NamedCell value={row.id} name={describe(row.id).name} /> },
  { header: 'Affected', cell: (row) => <AffectedCell affected={row.affected} /> },
  { header: 'Whole quantity', cell: (row) => <span className="tabular-nums">{accountText(row.account)}</span> },
  rangeColumn(TRACED, () => unit),
  {
    header: 'Made by',
    cell: (row) => (row.mixed ? <Muted>mixed</Muted> : row.madeBy ? <RunLink id={row.madeBy} /> : <Muted>received</Muted>),
  },
  uncertaintyColumn,
  { header: 'Hold', cell: (row) => <HoldCell hold={row.hold} /> },
];

const holdingColumns = (describe: Describe, unit: Unit, holdOf: (id: string) => Hold | null): Column<Holding>[] => [
  { header: 'Bin', cell: (row) => <NamedCell value={row.bin_id} name={describe(row.bin_id).name} /> },
  { header: 'Item', cell: (row) => <NamedCell value={row.item_id} name={describe(row.item_id).name} /> },
  { header: 'On hand', numeric: true, cell: (row) => <Quantity value={row.quantity} unit={row.unit} /> },
  { header: 'Affected', cell: (row) => <AffectedCell affected={row.affected} /> },
  rangeColumn(TRACED, () => unit),
  { header: 'Hold', cell: (row) => <HoldCell hold={holdOf(row.item_id)} /> },
];

const departureColumns = (describe: Describe, unit: Unit): Column<Departure>[] => [
  { header: 'Date', className: 'whitespace-nowrap', cell: (row) => <DateTime at={row.at} /> },
  { header: 'Operator', cell: (row) => row.operator ?? <Muted>—</Muted> },
  { header: 'Note', cell: (row) => row.note ?? <Muted>—</Muted> },
  { header: 'Bin', cell: (row) => <NamedCell value={row.bin_id} name={describe(row.bin_id).name} /> },
  { header: 'Item', cell: (row) => <NamedCell value={row.item_id} name={describe(row.item_id).name} /> },
  { header: 'Quantity', numeric: true, cell: (row) => <Quantity value={row.quantity} unit={row.unit} /> },
  { header: 'Affected', cell: (row) => <AffectedCell affected={row.affected} /> },
  rangeColumn(TRACED, () => unit),
];

const releaseColumns = (describe: Describe, unit: Unit): Column<Departure>[] => [
  ...departureColumns(describe, unit),
  { header: 'Customer', cell: (row) => (row.customer_id ? <ItemLabel value={row.customer_id} /> : <Muted>—</Muted>) },
];

/** How to reach a customer: who to ask for, and their email and phone as links a phone can follow. */
function ContactCell({ customer }: { customer: TracedCustomer }) {
  const { contact, email, phone } = customer;
  if (!contact && !email && !phone) return <Muted>no contact details</Muted>;
  return (
    <span className="flex flex-col">
      {contact && <span>{contact}</span>}
      {email && (
        <a className="text-brand-700 underline" href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {phone && (
        <a className="text-brand-700 underline" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          {phone}
        </a>
      )}
    </span>
  );
}

const shipmentColumns = (describe: Describe, unit: Unit): Column<Shipment>[] => [
  {
    header: 'Customer',
    cell: (row) => (
      <span className="flex flex-col">
        <NamedCell value={row.customer.customer_id} name={row.customer.name} />
        {row.customer.archived && <Muted>archived</Muted>}
      </span>
    ),
  },
  { header: 'Contact', cell: (row) => <ContactCell customer={row.customer} /> },
  { header: 'Shipped', className: 'whitespace-nowrap', cell: (row) => <DateTime at={row.at} /> },
  { header: 'Reference', cell: (row) => row.reference ?? <Muted>—</Muted> },
  { header: 'Item', cell: (row) => <NamedCell value={row.item_id} name={describe(row.item_id).name} /> },
  { header: 'Quantity', numeric: true, cell: (row) => <Quantity value={row.quantity} unit={row.unit} /> },
  { header: 'Affected', cell: (row) => <AffectedCell affected={row.affected} /> },
  rangeColumn(TRACED, () => unit),
];

const shipmentsOf = (trace: DownstreamTrace): Shipment[] =>
  trace.customers.flatMap((customer) => customer.shipments.map((shipment) => ({ ...shipment, customer })));

/** What a recall acts on: the affected lots and mixtures, whole, by certainty and unit. */
function AffectedSummary({ trace }: { trace: DownstreamTrace }) {
  if (trace.affected.length === 0) return null;
  return (
    <ReportPart title="Affected">
      <ul aria-label="Affected" className="flex flex-col gap-1">
        {trace.affected.map((group) => (
          <li key={`${group.affected} ${group.unit}`} className="tabular-nums">
            {affectedText(group)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-stone-600">
        A lot or mixture is affected as a whole: its bounds say how much of the traced material ({trace.unit}) may be in it.
      </p>
    </ReportPart>
  );
}

/** Downstream: every lot and mixture affected by the traced lots, where they are now, what left, and the lots' accounts. */
export function DownstreamReport({ trace, describe }: { trace: DownstreamTrace; describe: Describe }) {
  const starts = startsOf(trace);
  const nowhere = wentNowhere(trace, starts);
  const holders = holdersOf(trace);
  const holds = new Map(holders.map((holder) => [holder.id, holder.hold]));
  const holdOf = (id: string) => holds.get(id) ?? null;
  return (
    <>
      {nowhere && (
        <p role="status" className="mt-6 rounded-lg border border-stone-200 bg-stone-50 p-3 text-stone-800">
          {wentNowhereText([...new Set([...trace.query.batch_ids, ...starts.map((lot) => lot.batch_id)])])}
        </p>
      )}
      <AffectedSummary trace={trace} />
      <StartRecall trace={trace} />
      <RecallHold trace={trace} />
      {trace.releases.length > 0 && (
        <ReportTable
          title={`Customers (${trace.customers.length.toLocaleString('en')})`}
          empty="No release of it named a customer."
          rows={shipmentsOf(trace)}
          rowKey={(_, index) => index}
          columns={shipmentColumns(describe, trace.unit)}
        />
      )}
      <ReportTable
        title="Lots and mixtures"
        empty="Nothing holds any of it: no stock ever entered."
        rows={holders}
        rowKey={(row) => row.id}
        columns={holderColumns(describe, trace.unit)}
      />
      {!nowhere && <GenealogyGraph trace={trace} describe={describe} />}
      <ReportTable
        title="Where they are now"
        empty="None of it is on hand."
        rows={trace.holdings}
        rowKey={(row) => `${row.bin_id} ${row.item_id}`}
        columns={holdingColumns(describe, trace.unit, holdOf)}
      />
      <ReportTable
        title="Releases"
        empty="Nothing of it was released."
        rows={trace.releases}
        rowKey={(_, index) => index}
        columns={releaseColumns(describe, trace.unit)}
      />
      <ReportTable
        title="Mixture draws"
        empty="Nothing of it was drawn from a mixture."
        rows={trace.draws}
        rowKey={(_, index) => index}
        columns={departureColumns(describe, trace.unit)}
      />
      <ReportPart title="Totals">
        <ul aria-label="Totals" className="flex flex-col gap-1">
          {trace.totals.map((total) => (
            <li key={total.batch_id} className="flex flex-wrap gap-x-2">
              <ItemLabel value={total.batch_id} />
              <span className="tabular-nums">{totalsText(total)}</span>
            </li>
          ))}
        </ul>
      </ReportPart>
    </>
  );
}
