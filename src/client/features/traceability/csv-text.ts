// The same RFC 4180 writer as the lists' export (features/lists/csv.ts). Features may not import
// each other (lint), so until that helper moves to src/client/ui this screen keeps its own copy.

/** Excel reads a file as UTF-8 (accents intact) only when it starts with this mark. */
const BOM = '\uFEFF';

/** A cell that starts like a formula is kept text with a leading apostrophe (OWASP's advice against CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

const field = (value: string) => `"${(FORMULA_START.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

/** Every field quoted, quotes doubled, CRLF after every row, with a BOM first. */
export const csvText = (rows: readonly (readonly string[])[]): string => BOM + rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');

/** Hands text to the browser as a file download. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
