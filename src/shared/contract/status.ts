import { z } from 'zod';

export const StatusResource = z.object({
  Id: z.literal('/api/status'),
  state: z.object({ version: z.string(), 'is-up': z.literal(true), /** whether people must sign in */ accounts: z.boolean() }),
});
export type StatusResource = z.infer<typeof StatusResource>;
