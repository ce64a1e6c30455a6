import type { Affected, AffectedTotals, ItemAccount, TraceDirection, TracedTotals } from '../../../shared/contract/traceability';
import { quantityText } from '../../../shared/units';

export { rangeText } from '../../../shared/units';

/** What a trace says of a lot, mixture, holding or release: how much of the traced units it may hold, and why not exactly. */
export interface Bounded {
  lower_bound: number;
  upper_bound: number;
  annotations: readonly string[];
}

/** The scopes a trace may take, as the form, the report heading and the CSV name them. */
export const SCOPE_TEXT: Record<TraceDirection, string> = { downstream: 'Downstream usage', upstream: 'Upstream provenance' };

/** The lots and runs a trace was asked of, in the order asked. */
export const tracedIds = (query: { batch_ids: readonly string[]; step_instance_ids: readonly string[] }) => [
  ...query.batch_ids,
  ...query.step_instance_ids,
];

/** Where uncertainty entered, in words for the person reading the report. */
const ANNOTATION_TEXT: Record<string, string> = {
  'complement-capacity': 'split across outputs',
  'mixture-allocation': 'passed through a mixture',
};

export const annotationText = (annotation: string) => ANNOTATION_TEXT[annotation] ?? annotation;

/**
 * A lot's account: what entered it and where that went. The figures add up exactly (the CSV
 * has them to micro-units); shown at the unit's precision, a rounded one is marked "≈".
 */
export const totalsText = ({ unit, entered, on_hand, released, drawn, consumed, written_off }: TracedTotals) => {
  const shown = (value: number) => quantityText(value, unit);
  return `${shown(entered)} entered = ${shown(on_hand)} on hand + ${shown(released)} released + ${shown(drawn)} drawn + ${shown(consumed)} consumed + ${shown(written_off)} written off`;
};

export const AFFECTED_TEXT: Record<Affected, string> = { certainly: 'Certainly affected', possibly: 'Possibly affected' };

/** Where an item's whole quantity went, in its own unit: what is on hand, then every way out it took. */
export function accountText({ unit, on_hand, released, drawn, consumed, mixed, written_off }: ItemAccount): string {
  const parts: [number, string][] = [
    [released, 'released'],
    [drawn, 'drawn'],
    [consumed, 'consumed'],
    [mixed, 'mixed'],
    [written_off, 'written off'],
  ];
  return [
    `${quantityText(on_hand, unit)} on hand`,
    ...parts.filter(([value]) => value > 0).map(([value, what]) => `${quantityText(value, unit)} ${what}`),
  ].join(', ');
}

const counted = (count: number, what: string) => `${count.toLocaleString('en')} ${what}${count === 1 ? '' : 's'}`;

/** One line of what a recall acts on: how many lots and mixtures of one unit, and their whole quantities. */
export function affectedText({ affected, unit, lots, mixtures, on_hand, released, drawn }: AffectedTotals): string {
  const items = [lots > 0 && counted(lots, 'lot'), mixtures > 0 && counted(mixtures, 'mixture')].filter(Boolean).join(' and ');
  const left = [released > 0 && `${quantityText(released, unit)} released`, drawn > 0 && `${quantityText(drawn, unit)} drawn`];
  return `${AFFECTED_TEXT[affected]}: ${items}, ${[`${quantityText(on_hand, unit)} on hand`, ...left].filter(Boolean).join(', ')}`;
}

/** The empty state of a downstream trace whose lots stayed where they were. */
export const wentNowhereText = (ids: readonly string[]) =>
  ids.length === 1
    ? `Lot ${ids[0]} went nowhere: nothing was consumed, mixed or released from it.`
    : `Lots ${ids.join(', ')} went nowhere: nothing was consumed, mixed or released from them.`;
