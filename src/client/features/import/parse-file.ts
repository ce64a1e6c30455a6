import Papa from 'papaparse';

export interface ParsedFile {
  headers: string[];
  data: string[][];
  /** what the parser found wrong with the file itself (a stray quote, a short row) */
  errors: string[];
}

/** Parsed this much at a time, so a large file reports progress. */
const CHUNK_BYTES = 64 * 1024;
const MAX_ERRORS_SHOWN = 5;

/**
 * Parses a UTF-8 CSV with a header row, comma or semicolon separated, with Papa Parse (quotes,
 * embedded separators and line breaks handled as RFC 4180 says). `onProgress` gets 0 to 1.
 */
export async function parseCsvFile(file: Blob, onProgress: (fraction: number) => void): Promise<ParsedFile> {
  // Blob.text() decodes UTF-8 and drops a byte-order mark, which Excel writes first.
  const text = await file.text();
  return new Promise((resolve) => {
    const rows: string[][] = [];
    const errors: string[] = [];
    Papa.parse<string[]>(text, {
      delimitersToGuess: [',', ';'],
      skipEmptyLines: 'greedy',
      chunkSize: CHUNK_BYTES,
      chunk: (results: Papa.ParseResult<string[]>) => {
        rows.push(...results.data);
        for (const error of results.errors) {
          // The parser counts data rows from 0 with the header as row 0; people count file lines from 1.
          if (errors.length < MAX_ERRORS_SHOWN) errors.push(`Line ${(error.row ?? 0) + 1}: ${error.message}`);
        }
        onProgress(text.length === 0 ? 1 : Math.min(1, results.meta.cursor / text.length));
      },
      complete: () => {
        const [headers = [], ...data] = rows;
        resolve({ headers: headers.map((header) => header.trim()), data, errors });
      },
    });
  });
}
