import { z } from 'zod';
import { CustomerId, Note, Operator } from '../../../shared/contract/fields';
import { ShipmentReference } from '../../../shared/contract/stock';

/** Free text that may be left blank: blank means "not given", so nothing is sent. */
const optionalText = (atom: z.ZodString, normal = (text: string) => text) =>
  z
    .string()
    .transform((text) => normal(text.trim()) || undefined)
    .pipe(atom.optional());

/** Who made a stock change and why, as the form takes them; the contract's atoms check them. */
export const AttributionInput = { operator: optionalText(Operator), note: optionalText(Note) };

/** Whom a release ships to (decision 043), as the Release form takes it: both may stay blank. */
export const ShipToInput = {
  // A label typed in lower case is still the label.
  customer: optionalText(CustomerId, (text) => text.toUpperCase()).optional(),
  reference: optionalText(ShipmentReference).optional(),
};

/** A release's customer and reference as its request carries them: only what was given. */
export const shipToOf = ({ customer, reference }: { customer?: string | undefined; reference?: string | undefined }) =>
  customer === undefined ? {} : { customer_id: customer, ...(reference !== undefined && { reference }) };

export interface Attribution {
  operator?: string | undefined;
  note?: string | undefined;
}

/** The attribution a request carries: only what was given, as the API refuses a blank operator. */
export const attributionOf = ({ operator, note }: Attribution): Attribution => ({
  ...(operator !== undefined && { operator }),
  ...(note !== undefined && { note }),
});
