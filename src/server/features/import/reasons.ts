import { CUSTOMER_NEEDS_A_NAME } from '../../../shared/contract/customers';
import { SKU_NEEDS_A_NAME, type ImportKind } from '../../../shared/contract/import';

/** What a row lacks, said of the thing it describes, where a blank cell is not allowed. */
const MISSING: Partial<Record<ImportKind, Record<string, string>>> = {
  skus: { name: SKU_NEEDS_A_NAME },
  customers: { name: CUSTOMER_NEEDS_A_NAME },
  stock: { bin: 'a bin is needed', item: 'a SKU or batch is needed', quantity: 'a quantity is needed' },
};

/** The contract's words for a value of the wrong shape, in a spreadsheet's words (a script sends such values; a file cannot). */
const PLAIN: Record<string, string> = {
  'extra keys not allowed': 'is not a column this import knows',
  'expected str': 'must be text',
  'expected number': 'must be a number',
  'expected int': 'must be a whole number',
  'expected a list': 'must be a list of codes',
  'expected a dictionary': 'must be a JSON object',
};

/** A row schema's reason as a clerk reads it beside a line and column of the file. */
export function plainReason(kind: ImportKind, column: string, reason: string): string {
  if (reason === 'required key not provided') return MISSING[kind]?.[column] ?? 'must not be blank';
  return PLAIN[reason] ?? reason;
}
