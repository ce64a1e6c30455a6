import type { LabelPrefix } from '../../shared/labels';
import type { Database } from './schema';

/**
 * The table each kind of labelled thing lives in. Kinds whose tables come later (TPL, INS)
 * are absent, so their ids are never found; adding a table here teaches every lookup.
 */
export const TABLE_OF_PREFIX = { BIN: 'bins', SKU: 'skus', BAT: 'batches', MIX: 'mixtures' } as const satisfies Partial<Record<LabelPrefix, keyof Database>>;

export type IdTablePrefix = keyof typeof TABLE_OF_PREFIX;

export const tableOf = (id: string): (typeof TABLE_OF_PREFIX)[IdTablePrefix] | null =>
  TABLE_OF_PREFIX[id.slice(0, 3) as IdTablePrefix] ?? null;
