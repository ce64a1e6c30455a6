import type { z } from 'zod';
import type { TracedTotals } from '../../../shared/contract/traceability';
import type { Unit } from '../../../shared/units';

/** Bounds are exact to a millionth (a mixture's share of a third), so they show up to six places. */
export const amountText = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 6 });

const withUnit = (text: string, unit: Unit | null) => (unit === null ? text : `${text} ${unit}`);

/** A bound as a range with its unit, '5–7 kg'; one figure when it is exact, '10 kg'. */
export const rangeText = (lower: number, upper: number, unit: Unit | null) =>
  withUnit(lower === upper ? amountText(lower) : `${amountText(lower)}–${amountText(upper)}`, unit);

export const quantityText = (value: number, unit: Unit | null) => withUnit(amountText(value), unit);

/** Where uncertainty entered, in words for the person reading the report. */
export const ANNOTATION_TEXT: Record<string, string> = {
  'complement-capacity': 'split across outputs',
  'mixture-allocation': 'passed through a mixture',
};

export const annotationText = (annotation: string) => ANNOTATION_TEXT[annotation] ?? annotation;

/** A lot's account: what entered it and where that went, adding up. */
export const totalsText = ({ entered, on_hand, released, consumed, written_off }: z.infer<typeof TracedTotals>, unit: Unit | null) =>
  `${quantityText(entered, unit)} entered = ${quantityText(on_hand, unit)} on hand + ${quantityText(released, unit)} released + ` +
  `${quantityText(consumed, unit)} consumed + ${quantityText(written_off, unit)} written off`;

/** The empty state of a downstream trace whose lots stayed where they were. */
export const wentNowhereText = (ids: readonly string[]) =>
  ids.length === 1
    ? `Lot ${ids[0]} went nowhere: nothing was consumed, mixed or released from it.`
    : `Lots ${ids.join(', ')} went nowhere: nothing was consumed, mixed or released from them.`;
