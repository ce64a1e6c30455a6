import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Unit } from '../../shared/units';
import { isApiError } from './api-error';
import { reasonText } from './plain-problem';

/**
 * Puts a problem's invalid-params onto the form fields they name (API name → form field)
 * and returns the title for the failure toast; the form keeps what the user typed. `unit` is
 * what the form's quantities are in, so a shortage names it.
 */
export function applyProblemToForm<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: Partial<Record<string, Path<T>>>,
  unit?: Unit | null,
): string {
  if (isApiError(error)) {
    for (const param of error.invalidParams) {
      const field = fieldOf[param.name];
      if (field) setError(field, { type: 'server', message: reasonText(param.reason, unit) });
    }
  }
  return problemText(error);
}

/** The toast text of a failure: the problem's title, with its detail when it has one. */
export function problemText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const detail = error.problem?.detail;
  return detail ? `${error.message} ${detail}` : error.message;
}
