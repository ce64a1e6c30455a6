import type { LabelPrefix } from '../../shared/labels';
import type { Database } from './schema';

/** The table each kind of labelled thing lives in; adding a table here teaches every lookup. */
export const TABLE_OF_PREFIX = {
  BIN: 'bins',
  SKU: 'skus',
  BAT: 'batches',
  MIX: 'mixtures',
  TPL: 'step_templates',
  INS: 'step_instances',
  CUS: 'customers',
} as const satisfies Record<LabelPrefix, keyof Database>;

export type IdTablePrefix = keyof typeof TABLE_OF_PREFIX;

export const tableOf = (id: string): (typeof TABLE_OF_PREFIX)[IdTablePrefix] | null =>
  TABLE_OF_PREFIX[id.slice(0, 3) as IdTablePrefix] ?? null;
