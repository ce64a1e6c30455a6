import { z } from 'zod';
import { ambiguousText, readDecimal } from '../../shared/decimal-text';

/** What a quantity field says of a figure that is no number above zero. */
export const QUANTITY_POSITIVE = 'Enter a quantity greater than zero.';

/**
 * A number field's text as a number, read as the import reads a cell: "2,5" is 2.5. What is not
 * a number gets the field's own `message`; an ambiguous "1,250" says its two readings.
 */
export function typedNumber(text: string, message: string): number | string {
  const read = readDecimal(text);
  if ('value' in read) return read.value;
  return read.problem === 'ambiguous' ? ambiguousText(text) : message;
}

/** typedNumber as a step of a form schema. */
export const typedNumberInput = (message: string) =>
  z.string().transform((text, context) => {
    const value = typedNumber(text, message);
    if (typeof value === 'number') return value;
    context.addIssue({ code: 'custom', message: value });
    return z.NEVER;
  });
