import { z } from 'zod';

export const Method = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export const Operation = z.object({
  rel: z.string(),
  method: Method,
  href: z.string(),
  'Expects-a': z.string().optional(),
});
export type Operation = z.infer<typeof Operation>;

/** The hypermedia envelope every resource is wrapped in. */
export const envelope = <S extends z.ZodType>(state: S) =>
  z.object({
    Id: z.string(),
    state,
    operations: z.array(Operation),
  });

/** Answer to create, update and delete: what happened, and the resource when it still exists. */
export const statusAnswer = <S extends z.ZodType>(state: S) =>
  z.object({
    Id: z.string(),
    status: z.string(),
    state: state.optional(),
    operations: z.array(Operation).optional(),
  });

export const findOperation = (operations: readonly Operation[], rel: string): Operation | undefined =>
  operations.find((op) => op.rel === rel);
