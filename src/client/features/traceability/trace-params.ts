import type { TraceDirection } from '../../../shared/contract/traceability';
import { parseLabel } from '../../scan';
import type { TraceRequest } from '../../api/traceability/get-trace';

/** What a trace starts from: lots (BAT) and runs (INS). */
const TRACEABLE = new Set(['batch', 'step-instance']);

/** The lot or run label in text a person or scanner gave, as the API spells it; null when it names neither. */
export function traceableId(text: string): string | null {
  const label = parseLabel(text);
  return label && TRACEABLE.has(label.kind) ? label.id : null;
}

/** Splits typed or pasted text into labels; what names no lot or run is kept apart to be corrected. */
export function splitIds(text: string): { ids: string[]; rejected: string[] } {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  return {
    ids: tokens.flatMap((token) => traceableId(token) ?? []),
    rejected: tokens.filter((token) => traceableId(token) === null),
  };
}

export const isDirection = (value: string | null): value is TraceDirection => value === 'upstream' || value === 'downstream';

/** The request of a list of lot and run labels; null for none. */
export function requestOf(ids: readonly string[], direction: TraceDirection): TraceRequest | null {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return null;
  return {
    batch_ids: unique.filter((id) => id.startsWith('BAT')),
    step_instance_ids: unique.filter((id) => id.startsWith('INS')),
    direction,
  };
}
