import { isBadgeId, KIND_OF_PREFIX, prefixOf, type LabelKind, type LabelPrefix } from '../../shared/labels';

export interface ParsedLabel {
  kind: LabelKind;
  prefix: LabelPrefix;
  /** the label as the API spells it: upper-case prefix and its digits */
  id: string;
}

/**
 * A scanner may wrap what it read: an AIM symbology identifier (`]C0`), Code 39 stars,
 * STX/ETX, CR/LF or Tab, or our own QR payload as a URL. A label or badge itself is a prefix
 * and digits, so everything around it that is not a letter or digit is dropped.
 */
function scannedId(raw: string): string {
  let text = raw.trim();
  if (text.startsWith(']') && text.length > 3) text = text.slice(3);
  // A URL label (https://host/bin/BIN000001) carries the label as its last path segment.
  if (text.includes('/')) text = text.split(/[/?#]/).filter(Boolean).pop() ?? '';
  return text.toUpperCase().replace(/^[^A-Z0-9]+|[^A-Z0-9]+$/g, '');
}

/** Our label in a scanner's text (the grammar is prefixOf's), or null. */
export function parseLabel(raw: string): ParsedLabel | null {
  const core = scannedId(raw);
  const prefix = prefixOf(core);
  if (!prefix) return null;
  return { kind: KIND_OF_PREFIX[prefix], prefix, id: core };
}

/** A person's badge (their id, PER and digits) in a scanner's text, read as a label is, or null. */
export function parseBadge(raw: string): string | null {
  const core = scannedId(raw);
  return isBadgeId(core) ? core : null;
}
