import type { Unit } from '../../../shared/units';
import { isApiError } from '../../api/api-error';
import { reasonText } from '../../api/plain-problem';
import { labelOf } from '../../ui/item-label';
import { fieldOfParam, type FieldProblem, type RunValues } from './run-step-form';

/** The unit of the row a form field belongs to. */
function unitOf(field: string, values: Pick<RunValues, 'consumed' | 'produced'>): Unit | undefined {
  const row = /^(consumed|produced)\.(\d+)\./.exec(field);
  if (!row) return undefined;
  return (row[1] === 'consumed' ? values.consumed : values.produced)[Number(row[2])]?.unit;
}

/**
 * The rows a refusal is about: each invalid-param on the field it names (`consumed[2].quantity`),
 * and a missing bin, lot or mixture (a 404 names it only in its `Id`) on every row that uses it.
 */
export function serverProblems(error: unknown, values: Pick<RunValues, 'consumed' | 'produced'>): FieldProblem[] {
  if (!isApiError(error)) return [];
  const params = error.invalidParams.map(({ name, reason }) => {
    const field = fieldOfParam(name);
    return { field, message: reasonText(reason, unitOf(field, values)) };
  });
  if (!error.isMissing) return params;
  // A problem's `Id` ends with the id (`/api/bin/BIN000004`).
  const id = labelOf(error.problem?.Id ?? '');
  const message = error.problem?.detail ?? error.message;
  if (id.startsWith('TPL')) return [...params, { field: 'template', message }];
  const consumed = values.consumed.flatMap((row, i) => {
    if (row.resource_id === id) return [{ field: `consumed.${i}.resource_id`, message }];
    return row.bin_id === id ? [{ field: `consumed.${i}.bin_id`, message }] : [];
  });
  const produced = values.produced.flatMap((row, i) =>
    row.bin_id.trim().toUpperCase() === id ? [{ field: `produced.${i}.bin_id`, message }] : [],
  );
  return [...params, ...consumed, ...produced];
}

/** A suggested id someone else took meanwhile: fresh suggestions cure it, typed ids do not. */
export function takenSuggestion(error: unknown, values: Pick<RunValues, 'instance_id' | 'produced'>): boolean {
  if (!isApiError(error) || error.problem?.type !== 'duplicate-resource') return false;
  return error.invalidParams.some(({ name }) => {
    if (name === 'instance_id') return !values.instance_id.trim();
    const row = /^produced\[(\d+)\]\.batch_id$/.exec(name);
    return row !== null && !values.produced[Number(row[1])]?.batch_id.trim();
  });
}
