import Papa from 'papaparse';
import { decodeCsv, type Encoding } from './decode';

export interface ParsedFile {
  headers: string[];
  data: string[][];
  /** the file line of each data row, as a spreadsheet numbers its rows: the header is line 1, blank lines count */
  lines: number[];
  /** what the parser found wrong with the file itself (a stray quote), or why it cannot be read at all */
  errors: string[];
  /** null when the file could not be read as text */
  encoding: Encoding | null;
}

/** Parsed this much at a time, so a large file reports progress. */
const CHUNK_BYTES = 64 * 1024;
const MAX_ERRORS_SHOWN = 5;

/** Papa Parse's faults in a clerk's words; a file of one column has no separator to detect, which is no fault. */
const FAULT: Partial<Record<Papa.ParseError['code'], string>> = {
  MissingQuotes: 'a quote (") opens a cell and is never closed',
  InvalidQuotes: 'a quote (") inside a cell is not doubled ("")',
};

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Parses a CSV with a header row, comma, semicolon or tab separated, with Papa Parse (quotes,
 * embedded separators and line breaks handled as RFC 4180 says), after decodeCsv has made its
 * bytes text. `onProgress` gets 0 to 1.
 */
export async function parseCsvFile(file: Blob, onProgress: (fraction: number) => void): Promise<ParsedFile> {
  const decoded = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  if ('refused' in decoded) return { headers: [], data: [], lines: [], errors: [decoded.refused], encoding: null };
  const { text, encoding } = decoded;
  return new Promise((resolve) => {
    const records: string[][] = [];
    const errors: string[] = [];
    Papa.parse<string[]>(text, {
      delimitersToGuess: [',', ';', '\t'],
      chunkSize: CHUNK_BYTES,
      chunk: (results: Papa.ParseResult<string[]>) => {
        for (const error of results.errors) {
          const fault = FAULT[error.code];
          // Papa counts records of this chunk from 0; a spreadsheet counts rows of the file from 1.
          if (fault && errors.length < MAX_ERRORS_SHOWN) errors.push(`Line ${records.length + (error.row ?? 0) + 1}: ${fault}.`);
        }
        records.push(...results.data);
        onProgress(text.length === 0 ? 1 : Math.min(1, results.meta.cursor / text.length));
      },
      complete: () => {
        // Blank records are skipped but counted, so every line number is the one the person sees.
        const filled = records.flatMap((cells, index) => (isBlank(cells) ? [] : [{ cells, line: index + 1 }]));
        const [header, ...rows] = filled;
        resolve({
          headers: (header?.cells ?? []).map((cell) => cell.trim()),
          data: rows.map((row) => row.cells),
          lines: rows.map((row) => row.line),
          errors,
          encoding,
        });
      },
    });
  });
}
