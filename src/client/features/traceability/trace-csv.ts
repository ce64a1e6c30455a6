import type { TraceAnswer } from '../../../shared/contract/traceability';
import type { Unit } from '../../../shared/units';
import { annotationText, SCOPE_TEXT, tracedIds, type Bounded } from './trace-text';

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
  const lots = (answer.lots ?? []).map((lot) => {
    const { name, unit } = describe(lot.batch_id);
    return [lot.batch_id, name, lot.produced_by ?? '', ...boundCells(lot, unit)];
  });
  const mixtures = (answer.mixtures ?? []).map((mixture) => {
    const { name, unit } = describe(mixture.mix_id);
    return [mixture.mix_id, name, ...boundCells(mixture, unit)];
  });
  const holdings = (answer.holdings ?? []).map((holding) => {
    const { name, unit } = describe(holding.item_id);
    return [holding.bin_id, describe(holding.bin_id).name, holding.item_id, name, String(holding.quantity), ...boundCells(holding, unit)];
  });
  const releases = (answer.releases ?? []).map((release) => {
    const { name, unit } = describe(release.item_id);
    return [
      release.at,
      release.operator ?? '',
      release.note ?? '',
      release.bin_id,
      release.item_id,
      name,
      String(release.quantity),
      ...boundCells(release, unit),
    ];
  });
  const totals = (answer.totals ?? []).map((total) => [
    total.batch_id,
    ...[total.entered, total.on_hand, total.released, total.consumed, total.written_off].map(String),
    describe(total.batch_id).unit ?? '',
  ]);
  return [
    ...head,
    ...section('Lots', ['Lot', 'Name', 'Produced by', ...BOUND_HEADERS], lots),
    ...section('Mixtures', ['Mixture', 'Name', ...BOUND_HEADERS], mixtures),
    ...section('Where they are now', ['Bin', 'Bin name', 'Item', 'Name', 'On hand', ...BOUND_HEADERS], holdings),
    ...section('Releases', ['Date', 'Operator', 'Note', 'Bin', 'Item', 'Name', 'Quantity', ...BOUND_HEADERS], releases),
    ...section('Totals', ['Lot', 'Entered', 'On hand', 'Released', 'Consumed', 'Written off', 'Unit'], totals),
  ];
}

/** The file's name: what was traced and which way, so recall files sort by lot. */
export const traceFileName = ({ query }: TraceAnswer) => `trace-${query.direction}-${tracedIds(query).join('-')}.csv`;
