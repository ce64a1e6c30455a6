// Apart from the schemas, so the scan layer knows a code's shape without loading zod.
export const MAX_CODE_LENGTH = 64;

/** A code as the Code field takes it: up to MAX_CODE_LENGTH characters, none of them whitespace. */
export const isCodeShaped = (text: string): boolean => text.length >= 1 && text.length <= MAX_CODE_LENGTH && /^\S*$/.test(text);
