import { z } from 'zod';
import { DrawBody, MixtureAuditBody, SplitBody } from '../../../shared/contract/mixtures';
import { hasAtMostDecimals, MAX_DECIMALS } from '../../../shared/units';
import { QUANTITY_POSITIVE, typedNumberInput } from '../../ui/typed-number';

/** The mixture forms' own texts, checked before anything is sent. */
export const DRAW_REQUIRED = 'Quantity and operator are required.';
export const SPLIT_REQUIRED = 'All fields except note are required.';
export const AUDIT_REQUIRED = 'Event and operator are required.';
export const DETAILS_JSON = 'Details must be valid JSON.';

/** A text field that must be filled; what is in it is then the contract's to check. */
export const required = <T extends z.ZodType<unknown, string>>(message: string, atom: T) => z.string().trim().min(1, message).pipe(atom);

/** Quantity as typed, with a decimal point or comma: a finite number above zero, then the contract's bounds and decimals. */
export const quantityInput = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .pipe(typedNumberInput(QUANTITY_POSITIVE))
    .pipe(z.number().positive(QUANTITY_POSITIVE))
    .pipe(DrawBody.shape.quantity);

/**
 * What Draw and Split take: a figure a person can read back (the confirmation and the mixture
 * show three places at most), not the six a mixture is kept to, so what is asked is what is sent.
 */
const takenQuantity = (requiredMessage: string) =>
  quantityInput(requiredMessage).refine(hasAtMostDecimals, `Enter a number with at most ${MAX_DECIMALS} decimals.`);

/** Optional text: blank is not sent at all. */
export const noteInput = z
  .string()
  .transform((text) => text.trim() || undefined)
  .pipe(DrawBody.shape.note);

/** Details as typed: blank sends none, anything else must be JSON. */
const detailsInput = z
  .string()
  .transform((text, context) => {
    if (!text.trim()) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: DETAILS_JSON });
      return z.NEVER;
    }
  })
  .pipe(MixtureAuditBody.shape.details);

// The form fields are named as the request's keys, so the API's invalid-params land on them as they are.
export const DrawForm = z.object({
  quantity: takenQuantity(DRAW_REQUIRED),
  created_by: required(DRAW_REQUIRED, DrawBody.shape.created_by),
  note: noteInput,
});
export type DrawInput = z.input<typeof DrawForm>;

export const SplitForm = z.object({
  quantity: takenQuantity(SPLIT_REQUIRED),
  destination_bin: required(SPLIT_REQUIRED, SplitBody.shape.destination_bin),
  new_mix_id: required(SPLIT_REQUIRED, SplitBody.shape.new_mix_id),
  created_by: required(SPLIT_REQUIRED, SplitBody.shape.created_by),
  note: noteInput,
});
export type SplitInput = z.input<typeof SplitForm>;

export const AuditEntryForm = z.object({
  event: required(AUDIT_REQUIRED, MixtureAuditBody.shape.event),
  created_by: required(AUDIT_REQUIRED, MixtureAuditBody.shape.created_by),
  note: noteInput,
  details: detailsInput,
});
export type AuditEntryInput = z.input<typeof AuditEntryForm>;

/** Each field answers for the request key of its own name. */
export const fieldsOf = <S extends z.ZodObject>(form: S) =>
  Object.fromEntries(Object.keys(form.shape).map((name) => [name, name])) as Record<string, keyof z.input<S> & string>;
