/** A JSON column's text: null stays SQL null (absent or null in the body alike). */
export const storedJson = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));
