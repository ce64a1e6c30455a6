/** Excel reads a file as UTF-8 (accents intact) only when it starts with this mark. */
const BOM = '\uFEFF';

/**
 * A spreadsheet would run a cell that starts with one of these as a formula; a leading
 * apostrophe keeps it text (OWASP's advice against CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const field = (value: string) => `"${(FORMULA_START.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

/** RFC 4180 rows: every field quoted, quotes doubled, CRLF after every row; a long file is written a part at a time. */
export const csvLines = (rows: readonly (readonly string[])[]): string => rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');

/** A whole CSV file's text, with a BOM first. */
export const csvText = (rows: readonly (readonly string[])[]): string => BOM + csvLines(rows);
