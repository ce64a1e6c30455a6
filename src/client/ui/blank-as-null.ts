import { z } from 'zod';

/** A form's optional text: blank (once trimmed) is sent as null, anything else must pass `schema`. */
export const blankAsNull = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(schema.nullable());
