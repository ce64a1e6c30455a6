import type { Hold } from '../../../shared/contract/holds';
import type { Affected, DownstreamTrace, ItemAccount, TraceAnswer } from '../../../shared/contract/traceability';
import type { Unit } from '../../../shared/units';
import { AFFECTED_TEXT, annotationText, SCOPE_TEXT, tracedIds, type Bounded } from './trace-text';

/** What the report knows of an item or bin: its name, and for an item the unit it counts in. */
export interface Described {
  name: string;
  unit: Unit | null;
}
export type Describe = (id: string) => Described;

const BOUND_HEADERS = ['At least', 'At most', 'Unit', 'Uncertainty'];

const boundCells = ({ lower_bound, upper_bound, annotations }: Bounded, unit: Unit | null) => [
  String(lower_bound),
  String(upper_bound),
  unit ?? '',
  annotations.map(annotationText).join('; '),
];

const section = (title: string, headers: string[], rows: string[][]): string[][] => [[title], headers, ...rows, []];

/** The report as a recall file: what was asked, then one titled table per part, as the screen shows them. */
export function traceCsvRows(answer: TraceAnswer, describe: Describe, generatedAt: Date): string[][] {
  const { query } = answer;
  const head = [
    ['Traceability report'],
    ['Scope', SCOPE_TEXT[query.direction]],
    ['Of', tracedIds(query).join(' ')],
    ['Generated', generatedAt.toISOString()],
    [],
  ];
  if (query.direction === 'upstream') {
    const rows = (answer.inputs ?? []).map((input) => {
      const { name, unit } = describe(input.batch_id);
      return [input.batch_id, name, ...boundCells(input, unit)];
    });
    return [...head, ...section('Source lots', ['Lot', 'Name', ...BOUND_HEADERS], rows)];
  }
  const traced = answer.unit ?? null;
  const account = (a: ItemAccount) => [
    a.unit,
    ...[a.entered, a.on_hand, a.released, a.drawn, a.consumed, a.mixed, a.written_off].map(String),
  ];
  const hold = (h: Hold | null) => (h ? `${h.reason} (${h.operator}, ${h.at})` : '');
  const lots = (answer.lots ?? []).map((lot) => [
    lot.batch_id,
    describe(lot.batch_id).name,
    lot.produced_by ?? '',
    AFFECTED_TEXT[lot.affected],
    ...account(lot.account),
    hold(lot.hold),
    ...boundCells(lot, traced),
  ]);
  const mixtures = (answer.mixtures ?? []).map((mixture) => [
    mixture.mix_id,
    describe(mixture.mix_id).name,
    AFFECTED_TEXT[mixture.affected],
    ...account(mixture.account),
    hold(mixture.hold),
    ...boundCells(mixture, traced),
  ]);
  /** What a row of stock is: the item, its whole quantity, whether it is affected, and the traced material in it. */
  const stockCells = (row: Bounded & { item_id: string; quantity: number; unit: Unit; affected: Affected }) => [
    row.item_id,
    describe(row.item_id).name,
    String(row.quantity),
    row.unit,
    AFFECTED_TEXT[row.affected],
    ...boundCells(row, traced),
  ];
  const holdings = (answer.holdings ?? []).map((holding) => [holding.bin_id, describe(holding.bin_id).name, ...stockCells(holding)]);
  const departures = (rows: DownstreamTrace['releases'] | undefined) =>
    (rows ?? []).map((row) => [
      row.at,
      row.operator ?? '',
      row.note ?? '',
      row.bin_id,
      ...stockCells(row),
      row.customer_id ?? '',
      row.reference ?? '',
    ]);
  const customers = (answer.customers ?? []).flatMap((customer) =>
    customer.shipments.map((shipment) => [
      customer.customer_id,
      customer.name,
      customer.contact ?? '',
      customer.email ?? '',
      customer.phone ?? '',
      customer.address ?? '',
      shipment.at,
      shipment.reference ?? '',
      ...stockCells(shipment),
    ]),
  );
  const totals = (answer.totals ?? []).map((total) => [
    total.batch_id,
    ...[total.entered, total.on_hand, total.released, total.drawn, total.consumed, total.written_off].map(String),
    total.unit,
  ]);
  const affected = (answer.affected ?? []).map((group) => [
    AFFECTED_TEXT[group.affected],
    group.unit,
    ...[group.lots, group.mixtures, group.on_hand, group.released, group.drawn].map(String),
  ]);
  const ACCOUNT = ['Unit', 'Entered', 'On hand', 'Released', 'Drawn', 'Consumed', 'Mixed', 'Written off', 'Hold'];
  const TRACED = ['Traced at least', 'Traced at most', 'Traced unit', 'Uncertainty'];
  const LEFT = ['Date', 'Operator', 'Note', 'Bin', 'Item', 'Name', 'Quantity', 'Unit', 'Affected', ...TRACED, 'Customer', 'Reference'];
  const CUSTOMER = ['Customer', 'Customer name', 'Contact', 'Email', 'Phone', 'Address', 'Shipped', 'Reference'];
  return [
    ...head,
    ...section('Affected', ['Affected', 'Unit', 'Lots', 'Mixtures', 'On hand', 'Released', 'Drawn'], affected),
    ...section('Customers', [...CUSTOMER, 'Item', 'Name', 'Quantity', 'Unit', 'Affected', ...TRACED], customers),
    ...section('Lots', ['Lot', 'Name', 'Produced by', 'Affected', ...ACCOUNT, ...TRACED], lots),
    ...section('Mixtures', ['Mixture', 'Name', 'Affected', ...ACCOUNT, ...TRACED], mixtures),
    ...section('Where they are now', ['Bin', 'Bin name', 'Item', 'Name', 'On hand', 'Unit', 'Affected', ...TRACED], holdings),
    ...section('Releases', LEFT, departures(answer.releases)),
    ...section('Mixture draws', LEFT, departures(answer.draws)),
    ...section('Totals', ['Lot', 'Entered', 'On hand', 'Released', 'Drawn', 'Consumed', 'Written off', 'Unit'], totals),
  ];
}

/** The file's name: what was traced and which way, so recall files sort by lot. */
export const traceFileName = ({ query }: TraceAnswer) => `trace-${query.direction}-${tracedIds(query).join('-')}.csv`;
