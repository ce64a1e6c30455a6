import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Unit } from '../../shared/units';
import { isApiError } from './api-error';
import { reasonText } from './plain-problem';

/**
 * Puts a problem's invalid-params onto the form fields they name (API name → form field)
 * and returns the failure toast's text; the form keeps what the user typed. `unit` is what
 * the form's quantities are in, so a shortage names it.
 *
 * A refusal is said once (decision 040): where a field shows its reason, the toast gives only
 * the title, since the problem's detail says again what the field says; a reason no field
 * shows is added to the toast, and a problem that names no field is said there whole.
 */
export function applyProblemToForm<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: Partial<Record<string, Path<T>>>,
  unit?: Unit | null,
): string {
  if (!isApiError(error)) return problemText(error);
  const unplaced = error.invalidParams.filter((param) => {
    const field = fieldOf[param.name];
    if (field) setError(field, { type: 'server', message: reasonText(param.reason, unit) });
    return !field;
  });
  if (unplaced.length === error.invalidParams.length) return problemText(error);
  return [error.message, ...unplaced.map(({ reason }) => sentence(reasonText(reason, unit)))].join(' ');
}

/** Puts the contract's issues with what the form holds (a zod safeParse's) onto the fields they name. */
export function applyIssuesToForm<T extends FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  setError: UseFormSetError<T>,
  fieldOf: Partial<Record<string, Path<T>>>,
): void {
  for (const issue of issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field) setError(field, { type: 'contract', message: issue.message });
  }
}

/** A reason as a sentence of the toast: capitalised, with its full stop. */
const sentence = (text: string) => {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** The toast text of a failure: the problem's title, with its detail when it has one. */
export function problemText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const detail = error.problem?.detail;
  return detail ? `${error.message} ${detail}` : error.message;
}
