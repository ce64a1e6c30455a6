import type { Unit } from '../../shared/units';
import { isApiError } from '../api/api-error';
import { problemText } from '../api/form-errors';
import { reasonText } from '../api/plain-problem';

/**
 * Why the server refused a kept change, in words: its title (and detail), then each reason, with
 * the unit of the change's item: "There is not that much available: requested 50 kg, but only
 * 2 kg is available." No form shows the reasons on its fields here, so the line says them.
 */
export function refusalText(error: unknown, unit: Unit | null): string {
  const reasons = isApiError(error) ? error.invalidParams.map((param) => reasonText(param.reason, unit)) : [];
  const title = problemText(error);
  return reasons.length === 0 ? title : `${title.replace(/\.$/, '')}: ${reasons.join('; ')}.`;
}
