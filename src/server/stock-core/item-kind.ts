import { tableOf } from '../db/id-tables';

/** What an id names, read from its prefix (BIN, SKU, BAT, MIX, TPL, INS, CUS); null for none of these. A customer holds no stock. */
export type ItemKind = 'bin' | 'sku' | 'batch' | 'mixture' | 'template' | 'run' | 'customer';

const KIND_OF_TABLE = {
  bins: 'bin',
  skus: 'sku',
  batches: 'batch',
  mixtures: 'mixture',
  step_templates: 'template',
  step_instances: 'run',
  customers: 'customer',
} as const satisfies Record<NonNullable<ReturnType<typeof tableOf>>, ItemKind>;

export function kindOf(id: string): ItemKind | null {
  const table = tableOf(id);
  return table === null ? null : KIND_OF_TABLE[table];
}

export const isMixture = (id: string): boolean => kindOf(id) === 'mixture';
export const isLot = (id: string): boolean => kindOf(id) === 'batch';
