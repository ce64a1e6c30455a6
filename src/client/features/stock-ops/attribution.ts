import { z } from 'zod';
import { Note, Operator } from '../../../shared/contract/fields';

/** Free text that may be left blank: blank means "not given", so nothing is sent. */
const optionalText = (atom: z.ZodString) =>
  z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(atom.optional());

/** Who made a stock change and why, as the form takes them; the contract's atoms check them. */
export const AttributionInput = { operator: optionalText(Operator), note: optionalText(Note) };

export interface Attribution {
  operator?: string | undefined;
  note?: string | undefined;
}

/** The attribution a request carries: only what was given, as the API refuses a blank operator. */
export const attributionOf = ({ operator, note }: Attribution): Attribution => ({
  ...(operator !== undefined && { operator }),
  ...(note !== undefined && { note }),
});
