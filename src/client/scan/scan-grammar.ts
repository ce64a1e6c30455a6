import { isCodeShaped } from '../../shared/contract/code-limits';
import { SCAN_GRAMMAR_ATTRIBUTE } from '../ui/label-field';
import { parseLabel } from './parse-label';
import type { TextField } from './text-field';

/**
 * What a field takes from a scanner, named by its SCAN_GRAMMAR_ATTRIBUTE:
 * - 'code': labels and product codes (a label field): either, ended by the scanner's suffix,
 *   is a scan however slowly its keys came;
 * - 'label': labels only; other text there is a person's (a quantity, a search), so a code is
 *   known by its pace alone;
 * - no attribute: free text (a note, a name), where only pace tells a scan from typing.
 * With no field focused every key is a scanner's: nothing there takes typing.
 */
export type ScanGrammar = 'code' | 'label';

export function grammarOf(field: TextField): ScanGrammar | null {
  const grammar = field.getAttribute(SCAN_GRAMMAR_ATTRIBUTE);
  return grammar === 'code' || grammar === 'label' ? grammar : null;
}

/**
 * Whether `text`, typed into `field` (null: none focused) and ended by the scanner's suffix,
 * is a scan by its grammar. Text shorter than `minLength` is a stray key or two, not a code;
 * with no field, any other text is a scan, so what cannot be used is said, not dropped.
 */
export function isScanByGrammar(text: string, field: TextField | null, minLength: number): boolean {
  const grammar = field ? grammarOf(field) : 'code';
  if (grammar === null) return false;
  if (parseLabel(text)) return true;
  const code = text.trim();
  if (grammar === 'label' || code.length < minLength) return false;
  return field === null || isCodeShaped(code);
}
