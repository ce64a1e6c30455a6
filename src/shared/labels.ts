/** Label prefixes, one per kind of thing that carries a label. */
export const LABEL_PREFIXES = ['BIN', 'SKU', 'BAT', 'MIX', 'TPL', 'INS'] as const;
export type LabelPrefix = (typeof LABEL_PREFIXES)[number];

export type LabelKind = 'bin' | 'sku' | 'batch' | 'mixture' | 'step-template' | 'step-instance';

export const KIND_OF_PREFIX: Record<LabelPrefix, LabelKind> = {
  BIN: 'bin',
  SKU: 'sku',
  BAT: 'batch',
  MIX: 'mixture',
  TPL: 'step-template',
  INS: 'step-instance',
};

/** Screen path of each kind, as in the spec's route table. */
export const SCREEN_OF_KIND: Record<LabelKind, string> = {
  bin: '/bin',
  sku: '/sku',
  batch: '/batch',
  mixture: '/mixture',
  'step-template': '/step-template',
  'step-instance': '/step-instance',
};

export const ID_DIGITS = 6;
export const ID_MODULUS = 10 ** ID_DIGITS;

export function formatId(prefix: LabelPrefix, n: number): string {
  return `${prefix}${String(n).padStart(ID_DIGITS, '0')}`;
}

export function prefixOf(id: string): LabelPrefix | null {
  const prefix = id.slice(0, 3) as LabelPrefix;
  return LABEL_PREFIXES.includes(prefix) && /^[0-9]+$/.test(id.slice(3)) ? prefix : null;
}

export function numberOf(id: string): number {
  return Number(id.slice(3));
}

/**
 * Splits a label for display: the zero padding after the prefix is dimmed, the
 * significant digits are not, and the last digit never is (BIN000000 dims 00000).
 */
export function splitLabel(label: string): { prefix: string; padding: string; digits: string } | null {
  const match = /^(BIN|SKU|BAT|MIX|TPL|INS)(0*)([0-9]+)$/.exec(label);
  if (!match) return null;
  const [, prefix, zeros, rest] = match as unknown as [string, string, string, string];
  if (rest.length === 0) return { prefix, padding: zeros.slice(0, -1), digits: '0' };
  return { prefix, padding: zeros, digits: rest };
}
