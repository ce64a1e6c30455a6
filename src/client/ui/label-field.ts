/** The attribute that names what a field takes from a scanner (scan/scan-grammar.ts reads it). */
export const SCAN_GRAMMAR_ATTRIBUTE = 'data-scan-grammar';

/**
 * What a field takes from a scanner: 'code', a label or product code, which ended by the
 * scanner's suffix is a scan however slowly it came; 'label', labels only, where other text is
 * a person's (a quantity, a search); null, free text, where only a scanner's pace tells a scan.
 */
export const scanGrammar = (grammar: 'code' | 'label' | null) => ({ [SCAN_GRAMMAR_ATTRIBUTE]: grammar ?? undefined });

/** Attributes of a field that takes a label or code: capitals, and no autocomplete or spell check to get in a scan's way. */
export const LABEL_FIELD = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, ...scanGrammar('code') } as const;
