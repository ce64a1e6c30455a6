import { z } from 'zod';
import { envelope } from './envelope';

/** Kinds whose next free id the API suggests, by the path segment of /api/next/{kind}. */
export const NEXT_ID_KINDS = {
  bin: 'BIN',
  sku: 'SKU',
  batch: 'BAT',
  mixture: 'MIX',
  'step-template': 'TPL',
  'step-instance': 'INS',
  customer: 'CUS',
} as const;
export type NextIdKind = keyof typeof NEXT_ID_KINDS;
export const NextIdKind = z.enum(Object.keys(NEXT_ID_KINDS) as [NextIdKind, ...NextIdKind[]]);

/** state is the suggested id itself, a bare string. */
export const NextIdResource = envelope(z.string());
export type NextIdResource = z.infer<typeof NextIdResource>;

export const NextIdParams = z.object({ kind: NextIdKind });
