/** Label prefixes, one per kind of thing that carries a label. */
export const LABEL_PREFIXES = ['BIN', 'SKU', 'BAT', 'MIX', 'TPL', 'INS', 'CUS'] as const;
export type LabelPrefix = (typeof LABEL_PREFIXES)[number];

export type LabelKind = 'bin' | 'sku' | 'batch' | 'mixture' | 'step-template' | 'step-instance' | 'customer';

export const KIND_OF_PREFIX: Record<LabelPrefix, LabelKind> = {
  BIN: 'bin',
  SKU: 'sku',
  BAT: 'batch',
  MIX: 'mixture',
  TPL: 'step-template',
  INS: 'step-instance',
  CUS: 'customer',
};

/** Screen path of each kind: its detail page is `{path}/{id}`. */
export const SCREEN_OF_KIND: Record<LabelKind, string> = {
  bin: '/bin',
  sku: '/sku',
  batch: '/batch',
  mixture: '/mixture',
  'step-template': '/step-template',
  'step-instance': '/step-instance',
  customer: '/customer',
};

export const ID_DIGITS = 6;
export const ID_MODULUS = 10 ** ID_DIGITS;

export function formatId(prefix: LabelPrefix, n: number): string {
  return `${prefix}${String(n).padStart(ID_DIGITS, '0')}`;
}

/**
 * An id is its prefix and 1 to 9 digits: the number then stays exact everywhere (counters,
 * sorting, suggestions), and no label is too long to print or scan.
 */
export const ID_MAX_DIGITS = 9;
const DIGITS = `[0-9]{1,${ID_MAX_DIGITS}}`;

/** Matches exactly the ids of the given prefixes. */
export const idPattern = (prefixes: readonly LabelPrefix[]): RegExp => new RegExp(`^(?:${prefixes.join('|')})${DIGITS}$`);

const ANY_ID = idPattern(LABEL_PREFIXES);

export function prefixOf(id: string): LabelPrefix | null {
  return ANY_ID.test(id) ? (id.slice(0, 3) as LabelPrefix) : null;
}

/**
 * A person's badge carries their id, `PER` and digits. PER is no label prefix: those name stock
 * records, which search finds, a scan opens at their page and the counters number; a person is
 * none of these, and a scanned badge switches person (decision 042).
 */
export const BADGE_PREFIX = 'PER';
const BADGE_ID = new RegExp(`^${BADGE_PREFIX}${DIGITS}$`);
export const isBadgeId = (text: string): boolean => BADGE_ID.test(text);

export function numberOf(id: string): number {
  return Number(id.slice(3));
}

/**
 * Splits a label for display: the zero padding after the prefix is dimmed, the
 * significant digits are not, and the last digit never is (BIN000000 dims 00000).
 */
export function splitLabel(label: string): IdParts | null {
  const prefix = prefixOf(label);
  return prefix ? splitAfter(prefix, label) : null;
}

/** A badge's id split as a label's is, so it reads the same way (PER000012 dims 0000). */
export const splitBadge = (id: string): IdParts | null => (isBadgeId(id) ? splitAfter(BADGE_PREFIX, id) : null);

export interface IdParts {
  prefix: string;
  padding: string;
  digits: string;
}

function splitAfter(prefix: string, id: string): IdParts {
  const number = id.slice(prefix.length);
  const digits = number.replace(/^0+(?=[0-9])/, '');
  return { prefix, padding: number.slice(0, number.length - digits.length), digits };
}
