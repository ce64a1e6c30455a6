import { hasValidCheckDigit } from './check-digit';
import { splitDigitalLink, isHttpUri } from './digital-link';
import { GS, splitBracketed, splitElementString, type Split } from './element-string';
import { fieldsOf, type Gs1Reading } from './fields';

export type { Gs1Fields, Gs1Measure, Gs1Reading } from './fields';

/**
 * How wedge scanners commonly type the group separator when they cannot send ASCII 29: the
 * Unicode control picture, `<GS>` and caret notation `^]`. Lone characters such as `~` or `|`
 * are left alone: a lot may contain them, so reading them as separators would split real data.
 */
const GS_STAND_INS = /\u241d|<GS>|\^\]/gi;

/** AIM symbology identifiers of symbols that carry GS1 element strings (GS1-128, DataMatrix, QR, DataBar, DotCode). */
const GS1_SYMBOLOGY = /^\](C1|d2|Q3|e0|J1)/;
/** Any other AIM identifier (e.g. ]Q1 plain QR carrying a Digital Link, ]E0 EAN-13). */
const OTHER_SYMBOLOGY = /^\][A-Za-z][0-9]/;

/** A bare GTIN-8, -12, -13 or -14 as a retail barcode carries it, without an AI. */
const BARE_GTIN = /^(?:[0-9]{8}|[0-9]{12,14})$/;

/**
 * Reads a scanned text as a GS1 code: an element string (symbology identifier optional), its
 * human-readable form with parentheses, a Digital Link URI or a bare GTIN. Null when the text
 * is no GS1 code at all, so a caller tries it as something else; otherwise the fields or why
 * they cannot be read. Never throws. `today` places two-digit years (GS1's century rule).
 */
export function parseGs1(scanned: string, today: Date = new Date()): Gs1Reading | null {
  const text = scanned.trim().replace(GS_STAND_INS, GS);
  const gs1Symbol = GS1_SYMBOLOGY.test(text);
  const data = gs1Symbol || OTHER_SYMBOLOGY.test(text) ? text.slice(3) : text;
  const split = splitOf(data, gs1Symbol);
  if (split === null) return null;
  return split.ok ? fieldsOf(split.elements, today) : split;
}

function splitOf(data: string, gs1Symbol: boolean): Split | null {
  if (isHttpUri(data)) return splitDigitalLink(data);
  if (/^\([0-9]{2,4}\)/.test(data)) return splitBracketed(data);
  // A GS1 symbol carries AIs only; a bare GTIN is an EAN/UPC symbol's whole content.
  if (gs1Symbol) return splitElementString(data);
  if (BARE_GTIN.test(data)) {
    return hasValidCheckDigit(data) ? { ok: true, elements: [{ ai: '01', value: data.padStart(14, '0') }] } : null;
  }
  // Without an identifier (many scanners are set not to send one), a code that starts with an
  // SSCC, GTIN or content GTIN is read as GS1: every GS1 label starts with one of those.
  return /^0[012][0-9]{14}/.test(data.startsWith(GS) ? data.slice(1) : data) ? splitElementString(data) : null;
}
