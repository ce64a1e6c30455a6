/** Attributes of a field that takes a label or code: capitals, and no autocomplete or spell check to get in a scan's way. */
export const LABEL_FIELD = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;
