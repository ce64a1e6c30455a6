import type { z } from 'zod';
import type { TraceDirection, TracedTotals } from '../../../shared/contract/traceability';
import { EXACT_DECIMALS, numberText, quantityText, type Unit } from '../../../shared/units';

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

/** Bounds are exact to a millionth (a mixture's share of a third), so they show up to six places. */
const amountText = (value: number) => numberText(value, EXACT_DECIMALS);

/** A bound as a range with its unit, '5–7 kg'; one figure when it is exact, '10 kg'. */
export function rangeText(lower: number, upper: number, unit: Unit | null): string {
  const text = lower === upper ? amountText(lower) : `${amountText(lower)}–${amountText(upper)}`;
  return unit === null ? text : `${text} ${unit}`;
}

/** Where uncertainty entered, in words for the person reading the report. */
const ANNOTATION_TEXT: Record<string, string> = {
  'complement-capacity': 'split across outputs',
  'mixture-allocation': 'passed through a mixture',
};

export const annotationText = (annotation: string) => ANNOTATION_TEXT[annotation] ?? annotation;

/** A lot's account: what entered it and where that went, adding up exactly (to micro-units, as the bounds). */
export const totalsText = ({ entered, on_hand, released, consumed, written_off }: z.infer<typeof TracedTotals>, unit: Unit | null) => {
  const exact = (value: number) => quantityText(value, unit, EXACT_DECIMALS);
  return `${exact(entered)} entered = ${exact(on_hand)} on hand + ${exact(released)} released + ${exact(consumed)} consumed + ${exact(written_off)} written off`;
};

/** The empty state of a downstream trace whose lots stayed where they were. */
export const wentNowhereText = (ids: readonly string[]) =>
  ids.length === 1
    ? `Lot ${ids[0]} went nowhere: nothing was consumed, mixed or released from it.`
    : `Lots ${ids.join(', ')} went nowhere: nothing was consumed, mixed or released from them.`;
